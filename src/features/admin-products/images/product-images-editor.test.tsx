import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { nth } from '@/testing/nth';
import { fakeStorage, resetFakeStorage, deleteStorageFiles } from '@/testing/fakes/product-image-storage';
import { ProductImagesEditor } from './product-images-editor';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/notify', () => ({ notify: toast }));
const availability = vi.hoisted(() => {
  const state: { current: { available: true } | { available: false; reason: string } } = {
    current: { available: true },
  };
  return state;
});
vi.mock('../api/image-storage-availability', () => ({
  getImageStorageAvailability: () => Promise.resolve(availability.current),
}));
vi.mock('../api/product-image-storage', () => import('@/testing/fakes/product-image-storage'));
vi.mock('./resize-image', () => ({
  makeWebpVariants: () =>
    Promise.resolve({
      full: new Blob([new Uint8Array(300)], { type: 'image/webp' }),
      card: new Blob([new Uint8Array(100)], { type: 'image/webp' }),
    }),
}));

// Each test renders the editor and drives it with user events; the first one also loads its
// modules. On a busy machine that can take more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

const SOAP = 'https://cdn.example.com/neem-soap.jpg';
const TULSI = 'https://cdn.example.com/tulsi.jpg';

/** The editor in a form that keeps its images, as the product form does. */
function Harness({ initial, onBusy }: { initial: string[]; onBusy?: (busy: boolean) => void }) {
  const [images, setImages] = useState(initial);
  return (
    <>
      <ProductImagesEditor images={images} onChange={setImages} onBusyChange={onBusy} />
      <output aria-label="Saved images">{images.join(' | ')}</output>
    </>
  );
}

/** Pastes an address into the address field (typing it key by key is slow on a busy machine). */
async function enterAddress(user: ReturnType<typeof userEvent.setup>, address: string) {
  await user.clear(screen.getByLabelText('Image address'));
  await user.click(screen.getByLabelText('Image address'));
  await user.paste(address);
}

const saved = () => screen.getByRole('status', { name: 'Saved images' }).textContent;
const file = (name: string) => new File(['pixels'], name, { type: 'image/jpeg' });

async function choose(...names: string[]) {
  const user = userEvent.setup();
  const input = await screen.findByLabelText('Choose images');
  await user.upload(input, names.map(file));
  // Resized (fake) and started: one task per file for the full image first.
  await waitFor(() => {
    expect(fakeStorage.uploads.tasks).toHaveLength(names.length);
  });
  return user;
}

const taskOf = (name: string, variant: 'full' | 'card' = 'full') => {
  const task = fakeStorage.uploads.tasks.find((candidate) =>
    candidate.path.endsWith(`-${name}${variant === 'card' ? '.card' : ''}.webp`),
  );
  if (!task) throw new Error(`no ${variant} upload of ${name}`);
  return task;
};

/** Both files of an image go up; the editor takes the image once its upload has settled. */
async function finishUpload(name: string) {
  act(() => {
    taskOf(name).succeed();
  });
  await act(async () => {
    taskOf(name, 'card').succeed();
    await Promise.resolve();
  });
}

beforeEach(() => {
  resetFakeStorage();
  availability.current = { available: true };
  toast.success.mockReset();
  toast.error.mockReset();
});

describe('ProductImagesEditor: addresses, order and removal', () => {
  it('adds an http(s) address and refuses anything else', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[SOAP]} />);
    await enterAddress(user, 'ftp://files.example.com/a.jpg');
    await user.click(screen.getByRole('button', { name: 'Add image' }));
    expect(
      screen.getByText(
        'Please use image addresses that start with https:// (or the shop’s own /products/ files).',
      ),
    ).toBeInTheDocument();
    await enterAddress(user, TULSI);
    await user.keyboard('{Enter}');
    expect(saved()).toBe(`${SOAP} | ${TULSI}`);
    expect(screen.getByLabelText('Image address')).toHaveValue('');
  });

  it('removes an image with its X', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[SOAP, TULSI]} />);
    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(saved()).toBe(TULSI);
  });

  it('reorders by keyboard, and the first image is marked as the cover', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[SOAP, TULSI]} />);
    const list = screen.getByRole('list', { name: 'Product images' });
    expect(within(nth(within(list).getAllByRole('listitem'), 0)).getByText('Cover')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Move image 2 up' }).focus();
    await user.keyboard('{Enter}');
    expect(saved()).toBe(`${TULSI} | ${SOAP}`);
    expect(within(nth(within(list).getAllByRole('listitem'), 0)).getByText(TULSI)).toBeInTheDocument();
  });

  it('says uploads are unavailable where Storage cannot run, and still takes addresses', async () => {
    availability.current = { available: false, reason: 'no Storage emulator' };
    const user = userEvent.setup();
    render(<Harness initial={[]} />);
    expect(
      await screen.findByText(
        'Image uploads are unavailable here: Cloud Storage is not running. Add image addresses instead.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Choose images')).not.toBeInTheDocument();
    await enterAddress(user, SOAP);
    await user.keyboard('{Enter}');
    expect(saved()).toBe(SOAP);
  });
});

describe('ProductImagesEditor: uploads', () => {
  it('shows each file’s progress and is busy until all are uploaded, then says so', async () => {
    const onBusy = vi.fn();
    render(<Harness initial={[SOAP]} onBusy={onBusy} />);
    await choose('neem.jpg', 'tulsi.jpg');
    expect(onBusy).toHaveBeenLastCalledWith(true);
    act(() => {
      taskOf('neem').progress(200);
    });
    expect(screen.getByRole('progressbar', { name: 'Uploading neem.jpg' })).toHaveAttribute('value', '50');
    expect(screen.getByText('50 %')).toBeInTheDocument();
    await finishUpload('neem');
    expect(saved()).toMatch(/^https:\S+ \| products\/\d+-neem\.webp$/);
    expect(toast.success).not.toHaveBeenCalled();
    await finishUpload('tulsi');
    expect(saved()).toMatch(/neem\.webp \| products\/\d+-tulsi\.webp$/);
    expect(toast.success).toHaveBeenCalledWith('All images uploaded successfully!');
    expect(onBusy).toHaveBeenLastCalledWith(false);
  });

  it('reports a failed file while the others go on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Harness initial={[]} />);
    await choose('neem.jpg', 'tulsi.jpg');
    act(() => {
      taskOf('tulsi').fail('storage/unauthorized');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Image tulsi.jpg upload failed.');
    expect(toast.error).toHaveBeenCalledWith('Image tulsi.jpg upload failed.');
    await finishUpload('neem');
    expect(saved()).toMatch(/^products\/\d+-neem\.webp$/);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('pauses, resumes and cancels an upload, and a canceled file adds nothing', async () => {
    const user = await (async () => {
      render(<Harness initial={[]} />);
      return choose('neem.jpg');
    })();
    await user.click(screen.getByRole('button', { name: 'Pause neem.jpg' }));
    act(() => {
      taskOf('neem').finishPausing();
    });
    expect(screen.getByText('Paused at 0 %')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resume neem.jpg' }));
    act(() => {
      taskOf('neem').succeed();
    });
    await user.click(screen.getByRole('button', { name: 'Cancel neem.jpg' }));
    expect(screen.getByText('Canceling…')).toBeInTheDocument();
    await act(async () => {
      taskOf('neem', 'card').finishCanceling();
      await Promise.resolve();
    });
    expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
    expect(saved()).toBe('');
    // The full image had gone up before the cancel: it is deleted again.
    expect(deleteStorageFiles).toHaveBeenCalledWith([taskOf('neem').path]);
  });

  it('deletes both files of an upload that was never saved when the form is left', async () => {
    const { unmount } = render(<Harness initial={[]} />);
    await choose('neem.jpg');
    await finishUpload('neem');
    unmount();
    await waitFor(() => {
      expect(deleteStorageFiles).toHaveBeenCalledWith([taskOf('neem').path, taskOf('neem', 'card').path]);
    });
  });
});
