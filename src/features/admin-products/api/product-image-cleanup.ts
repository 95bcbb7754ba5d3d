/**
 * No orphans in Storage: the files of an uploaded image (the full image and its card variant)
 * are deleted once the shop no longer uses them — an image removed from a product that is then
 * saved, the images of a deleted product, and uploads of a form that was left without saving.
 * Uploads wait here as unsaved until the product is saved with them. The Storage SDK is loaded
 * only when there is a file to delete. A deletion that fails does not undo the save or delete
 * that caused it: its cause goes to the console, and the file stays.
 */
import { cardVariantPath, isStorageImage } from '@/lib/product-images';

const unsaved = new Set<string>();

/** The images of a stored product document's data, as far as they are text. */
export function storedImagesOf(images: unknown): string[] {
  return Array.isArray(images) ? images.filter((image): image is string => typeof image === 'string') : [];
}

/** An image uploaded by the form, not yet part of a saved product. */
export function rememberUnsavedUpload(path: string): void {
  unsaved.add(path);
}

async function deleteImageFiles(images: Iterable<string>): Promise<void> {
  const paths = [...images].filter(isStorageImage).flatMap((image) => [image, cardVariantPath(image)]);
  if (!paths.length) return;
  try {
    const { deleteStorageFiles } = await import('./product-image-storage');
    await deleteStorageFiles(paths);
  } catch (error) {
    console.error(`Could not delete unused product images (${paths.join(', ')})`, error);
  }
}

/**
 * After a product was saved with `saved`: deletes the uploads it had before (`before`) or that
 * were uploaded for it, which it no longer uses.
 */
export function productImagesSaved(before: readonly string[], saved: readonly string[]): Promise<void> {
  const kept = new Set(saved);
  const unused = new Set([...before, ...unsaved].filter((image) => !kept.has(image)));
  unsaved.clear();
  return deleteImageFiles(unused);
}

/** After a product was deleted: deletes its uploads. */
export function productImagesDeleted(images: readonly string[]): Promise<void> {
  return deleteImageFiles(images);
}

/** The form was left without saving: deletes what it uploaded. */
export function unsavedUploadsAbandoned(): Promise<void> {
  const abandoned = [...unsaved];
  unsaved.clear();
  return deleteImageFiles(abandoned);
}
