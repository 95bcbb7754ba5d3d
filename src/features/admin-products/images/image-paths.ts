import { PRODUCT_IMAGE_FOLDER, cardVariantPath } from '@/lib/product-images';

const MAX_NAME = 60;
let lastStamp = 0;

/** A file name fit for a Storage path: lower case letters, digits and dashes, without its type. */
export function safeFileName(name: string): string {
  const base = name.replace(/\.[^.]*$/, '');
  const safe = base
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_NAME)
    .replace(/-+$/, '');
  return safe || 'image';
}

/** products/{timestamp}-{safe-name}.webp and its card variant; the stamp is unique per upload. */
export function uploadPaths(fileName: string, now = Date.now()): { full: string; card: string } {
  lastStamp = Math.max(now, lastStamp + 1);
  const full = `${PRODUCT_IMAGE_FOLDER}${String(lastStamp)}-${safeFileName(fileName)}.webp`;
  return { full, card: cardVariantPath(full) };
}
