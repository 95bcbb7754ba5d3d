import { vi } from 'vitest';
import { fakeUploads } from './upload-task';

/**
 * src/features/admin-products/api/product-image-storage with fake upload tasks and no Storage:
 *   vi.mock('@/features/admin-products/api/product-image-storage',
 *     () => import('@/testing/fakes/product-image-storage'));
 * Drive the uploads through `fakeStorage.uploads` and call resetFakeStorage() in beforeEach.
 */
export const fakeStorage = { uploads: fakeUploads() };

export const startImageUpload = vi.fn((path: string, data: Blob) =>
  fakeStorage.uploads.startUpload(path, data),
);
export const deleteStorageFiles = vi.fn<(paths: readonly string[]) => Promise<void>>();

export function resetFakeStorage() {
  fakeStorage.uploads = fakeUploads();
  startImageUpload.mockClear();
  deleteStorageFiles.mockReset().mockResolvedValue(undefined);
}
