/**
 * Makes an upload's two WebP files in the browser: the image at most 1600 px on its longer side
 * and the card variant at most 480 px wide. createImageBitmap decodes (turned as the photo's
 * EXIF orientation says) and a canvas (OffscreenCanvas where there is one) scales with
 * high-quality smoothing and encodes WebP. No resize library: pica's multi-pass filters win
 * only on extreme reductions, and it would add ~45 KB to the form for product photos that
 * shrink a few times at most.
 */
import { PRODUCT_CARD_IMAGE_MAX_PX, PRODUCT_IMAGE_MAX_PX } from '@/lib/product-images';

export const WEBP_QUALITY = 0.85;

export interface BitmapLike {
  width: number;
  height: number;
  close(): void;
}

/** A 2D canvas that can draw the bitmap and hand back an encoded image. */
export interface CanvasLike {
  draw(bitmap: BitmapLike, width: number, height: number): void;
  encode(type: string, quality: number): Promise<Blob>;
}

export interface ResizeDeps {
  decode: (file: Blob) => Promise<BitmapLike>;
  createCanvas: (width: number, height: number) => CanvasLike;
}

/** The size that fits `maxWidth` × `maxHeight` keeping the ratio; never larger than the original. */
export function fitWithin(width: number, height: number, maxWidth: number, maxHeight: number) {
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

function context2d(canvas: OffscreenCanvas | HTMLCanvasElement) {
  const context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null =
    canvas.getContext('2d');
  if (!context) throw new Error('This browser gives no 2D canvas to resize images with');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  return context;
}

function browserCanvas(width: number, height: number): CanvasLike {
  const canvas =
    typeof OffscreenCanvas === 'function'
      ? new OffscreenCanvas(width, height)
      : Object.assign(document.createElement('canvas'), { width, height });
  return {
    draw(bitmap, drawWidth, drawHeight) {
      context2d(canvas).drawImage(bitmap, 0, 0, drawWidth, drawHeight);
    },
    encode(type, quality) {
      if (canvas instanceof HTMLCanvasElement) {
        return new Promise((resolve, reject) => {
          canvas.toBlob(
            (blob) => {
              if (blob) resolve(blob);
              else reject(new Error('The canvas gave no image'));
            },
            type,
            quality,
          );
        });
      }
      return canvas.convertToBlob({ type, quality });
    },
  };
}

export const browserResizeDeps: ResizeDeps = {
  decode: (file) => createImageBitmap(file, { imageOrientation: 'from-image' }),
  createCanvas: browserCanvas,
};

async function encodeWebp(
  bitmap: BitmapLike,
  size: { width: number; height: number },
  deps: ResizeDeps,
): Promise<Blob> {
  const canvas = deps.createCanvas(size.width, size.height);
  canvas.draw(bitmap, size.width, size.height);
  const blob = await canvas.encode('image/webp', WEBP_QUALITY);
  // Browsers that cannot encode WebP hand back PNG instead; such a file must not go up as .webp.
  if (blob.type !== 'image/webp') {
    throw new Error(`This browser encoded ${blob.type || 'an unknown type'} instead of WebP`);
  }
  return blob;
}

/** The full image (≤ 1600 px) and the card variant (≤ 480 px wide) of a chosen file, as WebP. */
export async function makeWebpVariants(
  file: Blob,
  deps: ResizeDeps = browserResizeDeps,
): Promise<{ full: Blob; card: Blob }> {
  const bitmap = await deps.decode(file);
  try {
    const { width, height } = bitmap;
    const full = fitWithin(width, height, PRODUCT_IMAGE_MAX_PX, PRODUCT_IMAGE_MAX_PX);
    const card = fitWithin(width, height, PRODUCT_CARD_IMAGE_MAX_PX, Number.POSITIVE_INFINITY);
    return {
      full: await encodeWebp(bitmap, full, deps),
      card: await encodeWebp(bitmap, card, deps),
    };
  } finally {
    bitmap.close();
  }
}
