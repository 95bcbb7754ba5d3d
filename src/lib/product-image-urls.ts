/**
 * Where a product image is shown from, as pure functions of where Cloud Storage is (no
 * configuration imported), so the app and the inline script of index.html make the same
 * addresses. A product's `images` hold http(s) addresses, the shop's own static files
 * (`/products/...`), or paths of uploads in Cloud Storage (`products/...`, a ≤ 1600 px WebP with
 * a ≤ 480 px card variant beside it). Storage paths become their public download addresses
 * (storage.rules lets everyone read products/), without the Storage SDK.
 */

/** The folder uploads go to; a path in it is a Storage upload, not an address. */
export const PRODUCT_IMAGE_FOLDER = 'products/';
/** The widths the uploads are made at (at most): the full image and the card variant. */
export const PRODUCT_IMAGE_MAX_PX = 1600;
export const PRODUCT_CARD_IMAGE_MAX_PX = 480;

const FULL_SUFFIX = '.webp';
const CARD_SUFFIX = '.card.webp';

/** Cloud Storage as the shop uses it: its origin (the emulator's locally) and the bucket. */
export interface ImageHost {
  storageOrigin: string;
  bucket: string;
}

/** Whether an image is an upload in Cloud Storage (a `products/...` path). */
export function isStorageImage(image: string): boolean {
  return image.startsWith(PRODUCT_IMAGE_FOLDER);
}

/** The card variant's path of an uploaded image (`….webp` → `….card.webp`). */
export function cardVariantPath(path: string): string {
  return path.endsWith(FULL_SUFFIX) ? path.slice(0, -FULL_SUFFIX.length) + CARD_SUFFIX : path;
}

function downloadUrl(host: ImageHost, path: string): string {
  return `${host.storageOrigin}/v0/b/${encodeURIComponent(host.bucket)}/o/${encodeURIComponent(path)}?alt=media`;
}

/** The address to show an image from: a Storage path's public download URL, anything else as it is. */
export function imageSrc(host: ImageHost, image: string): string {
  return isStorageImage(image) ? downloadUrl(host, image) : image;
}

/** A srcset with the card variant and the full image for a Storage upload; undefined otherwise. */
export function imageSrcSet(host: ImageHost, image: string): string | undefined {
  if (!isStorageImage(image)) return undefined;
  const card = downloadUrl(host, cardVariantPath(image));
  return `${card} ${String(PRODUCT_CARD_IMAGE_MAX_PX)}w, ${downloadUrl(host, image)} ${String(PRODUCT_IMAGE_MAX_PX)}w`;
}
