import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { productMessages } from '../messages';
import { ProductImagesEditor } from './product-images-editor';

function Harness({ initial }: { initial: string[] }) {
  const [images, setImages] = useState(initial);
  return (
    <>
      <ProductImagesEditor images={images} onChange={setImages} />
      <output data-testid="images">{images.join(' | ')}</output>
    </>
  );
}

// Typing addresses on a busy machine takes longer than five seconds.
vi.setConfig({ testTimeout: 30_000 });

const list = () => screen.getByTestId('images').textContent;

describe('ProductImagesEditor', () => {
  it('adds an http(s) address with the button or Enter, and refuses anything else', async () => {
    render(<Harness initial={[]} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Image address'), 'https://cdn.example.com/a.jpg');
    await user.click(screen.getByRole('button', { name: 'Add image' }));
    await user.type(screen.getByLabelText('Image address'), 'http://cdn.example.com/b.jpg{Enter}');
    expect(list()).toBe('https://cdn.example.com/a.jpg | http://cdn.example.com/b.jpg');
    await user.type(screen.getByLabelText('Image address'), 'javascript:alert(1){Enter}');
    expect(screen.getByText(productMessages.invalidImage)).toBeInTheDocument();
    expect(screen.getByLabelText('Image address')).toHaveAttribute('aria-invalid', 'true');
    expect(list()).toBe('https://cdn.example.com/a.jpg | http://cdn.example.com/b.jpg');
  });

  it('marks the first image as the cover, moves images up and down and removes one', async () => {
    render(
      <Harness initial={['https://x.example/1.jpg', 'https://x.example/2.jpg', 'https://x.example/3.jpg']} />,
    );
    const user = userEvent.setup();
    const items = within(screen.getByRole('list', { name: 'Product images' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Cover');
    expect(screen.getByRole('button', { name: 'Move image 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move image 3 down' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move image 3 up' }));
    expect(list()).toBe('https://x.example/1.jpg | https://x.example/3.jpg | https://x.example/2.jpg');
    await user.click(screen.getByRole('button', { name: 'Move image 1 down' }));
    expect(list()).toBe('https://x.example/3.jpg | https://x.example/1.jpg | https://x.example/2.jpg');
    await user.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(list()).toBe('https://x.example/3.jpg | https://x.example/2.jpg');
  });

  it('takes no more than ten images', () => {
    render(<Harness initial={Array.from({ length: 10 }, (_, i) => `https://x.example/${String(i)}.jpg`)} />);
    expect(screen.getByRole('button', { name: 'Add image' })).toBeDisabled();
    expect(screen.getByText(productMessages.tooManyImages(10))).toBeInTheDocument();
  });
});
