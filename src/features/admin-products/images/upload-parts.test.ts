import { describe, expect, it, vi } from 'vitest';
import { fakeUploads } from '@/testing/fakes/upload-task';
import { uploadParts } from './upload-parts';
import type { UploadState } from './upload-state';

const FULL = 'products/1-soap.webp';
const CARD = 'products/1-soap.card.webp';
const parts = [
  { path: FULL, data: new Blob([new Uint8Array(300)]) },
  { path: CARD, data: new Blob([new Uint8Array(100)]) },
];

function setup() {
  const uploads = fakeUploads();
  const deleteFiles = vi.fn(() => Promise.resolve());
  const states: UploadState[] = [];
  const upload = uploadParts(parts, { startUpload: uploads.startUpload, deleteFiles }, (state) => {
    states.push(state);
  });
  const last = () => states.at(-1);
  return { uploads, deleteFiles, upload, last };
}

describe('uploadParts through the upload task', () => {
  it('uploads the full image, then the card variant, with one progress over both', async () => {
    const { uploads, upload, last } = setup();
    expect(uploads.tasks.map((task) => task.path)).toEqual([FULL]);
    uploads.task(FULL).progress(200);
    expect(last()).toMatchObject({ status: 'running', bytesTransferred: 200, totalBytes: 400 });
    uploads.task(FULL).succeed();
    uploads.task(CARD).progress(50);
    expect(last()?.bytesTransferred).toBe(350);
    uploads.task(CARD).succeed();
    await expect(upload.done).resolves.toMatchObject({ status: 'success', bytesTransferred: 400 });
  });

  it('pauses through pausing and resumes the task', () => {
    const { uploads, upload, last } = setup();
    const task = uploads.task(FULL);
    upload.pause();
    expect(last()?.status).toBe('pausing');
    expect(task.internal).toBe('pausing');
    task.finishPausing();
    expect(last()?.status).toBe('paused');
    upload.resume();
    expect(last()?.status).toBe('running');
    expect(task.internal).toBe('running');
  });

  it('does not call the task for a move its state does not allow', () => {
    const { uploads, upload } = setup();
    upload.resume();
    expect(uploads.task(FULL).calls).toEqual([]);
  });

  it('ends canceled after the task confirms, and deletes the files already uploaded', async () => {
    const { uploads, upload, deleteFiles, last } = setup();
    uploads.task(FULL).succeed();
    upload.cancel();
    expect(last()?.status).toBe('canceling');
    uploads.task(CARD).finishCanceling();
    await expect(upload.done).resolves.toMatchObject({ status: 'canceled' });
    expect(deleteFiles).toHaveBeenCalledWith([FULL]);
  });

  it('cancels a paused upload by resuming it first, as the task allows', () => {
    const { uploads, upload, last } = setup();
    upload.pause();
    uploads.task(FULL).finishPausing();
    upload.cancel();
    expect(uploads.task(FULL).calls).toEqual(['pause', 'resume', 'cancel']);
    expect(last()?.status).toBe('canceling');
  });

  it('ends in error when a file fails, logs the cause and deletes nothing that was not uploaded', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { uploads, upload, deleteFiles } = setup();
    uploads.task(FULL).fail('storage/unauthorized');
    await expect(upload.done).resolves.toMatchObject({ status: 'error' });
    expect(deleteFiles).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledWith(
      `Upload of ${FULL} failed`,
      expect.objectContaining({ code: 'storage/unauthorized' }),
    );
  });
});
