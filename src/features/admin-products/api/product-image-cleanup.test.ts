import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteStorageFiles, resetFakeStorage } from '@/testing/fakes/product-image-storage';
import {
  productImagesDeleted,
  productImagesSaved,
  rememberUnsavedUpload,
  unsavedUploadsAbandoned,
} from './product-image-cleanup';

vi.mock('./product-image-storage', () => import('@/testing/fakes/product-image-storage'));

const KEPT = 'products/1-kept.webp';
const REMOVED = 'products/2-removed.webp';
const ADDRESS = 'https://cdn.example.com/soap.jpg';
const bothFiles = (path: string) => [path, path.replace(/\.webp$/, '.card.webp')];

beforeEach(async () => {
  resetFakeStorage();
  await unsavedUploadsAbandoned();
  deleteStorageFiles.mockClear();
});

describe('product image cleanup', () => {
  it('deletes both files of an upload the saved product no longer has, and nothing it keeps', async () => {
    await productImagesSaved([KEPT, REMOVED, ADDRESS, '/products/seeded.webp'], [KEPT]);
    expect(deleteStorageFiles).toHaveBeenCalledExactlyOnceWith(bothFiles(REMOVED));
  });

  it('deletes uploads of the form that were removed before saving, and keeps the saved ones', async () => {
    rememberUnsavedUpload('products/3-new.webp');
    rememberUnsavedUpload('products/4-dropped.webp');
    await productImagesSaved([], ['products/3-new.webp']);
    expect(deleteStorageFiles).toHaveBeenCalledExactlyOnceWith(bothFiles('products/4-dropped.webp'));
    // Saved: leaving the form now deletes nothing.
    await unsavedUploadsAbandoned();
    expect(deleteStorageFiles).toHaveBeenCalledOnce();
  });

  it('deletes every upload of a deleted product', async () => {
    await productImagesDeleted([KEPT, ADDRESS]);
    expect(deleteStorageFiles).toHaveBeenCalledExactlyOnceWith(bothFiles(KEPT));
  });

  it('does not load Storage when there is nothing to delete', async () => {
    await productImagesDeleted([ADDRESS, '/products/seeded.webp']);
    expect(deleteStorageFiles).not.toHaveBeenCalled();
  });

  it('reports a deletion that failed to the console and does not reject', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const cause = new Error('storage/unauthorized');
    deleteStorageFiles.mockRejectedValueOnce(cause);
    await expect(productImagesDeleted([KEPT])).resolves.toBeUndefined();
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining(KEPT), cause);
  });
});
