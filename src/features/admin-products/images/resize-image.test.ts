import { describe, expect, it, vi } from 'vitest';
import { fitWithin, makeWebpVariants, WEBP_QUALITY, type ResizeDeps } from './resize-image';

/** A fake bitmap and canvas: records what was drawn and "encodes" a blob of the asked type. */
function fakeDeps(width: number, height: number, encodedType = 'image/webp') {
  const bitmap = { width, height, close: vi.fn() };
  const drawn: { canvas: [number, number]; drawn: [number, number]; type: string; quality: number }[] = [];
  const deps: ResizeDeps = {
    decode: vi.fn(() => Promise.resolve(bitmap)),
    createCanvas: (canvasWidth, canvasHeight) => {
      const record = {
        canvas: [canvasWidth, canvasHeight] as [number, number],
        drawn: [0, 0] as [number, number],
        type: '',
        quality: 0,
      };
      drawn.push(record);
      return {
        draw: (source, drawWidth, drawHeight) => {
          expect(source).toBe(bitmap);
          record.drawn = [drawWidth, drawHeight];
        },
        encode: (type, quality) => {
          record.type = type;
          record.quality = quality;
          return Promise.resolve(new Blob(['x'], { type: encodedType }));
        },
      };
    },
  };
  return { deps, bitmap, drawn };
}

describe('makeWebpVariants', () => {
  it('scales a large photo to 1600 px on its longer side and a 480 px wide card, both WebP', async () => {
    const { deps, bitmap, drawn } = fakeDeps(4000, 3000);
    const { full, card } = await makeWebpVariants(new Blob(['photo']), deps);
    expect(drawn).toEqual([
      { canvas: [1600, 1200], drawn: [1600, 1200], type: 'image/webp', quality: WEBP_QUALITY },
      { canvas: [480, 360], drawn: [480, 360], type: 'image/webp', quality: WEBP_QUALITY },
    ]);
    expect(full.type).toBe('image/webp');
    expect(card.type).toBe('image/webp');
    expect(bitmap.close).toHaveBeenCalled();
  });

  it('limits a tall photo by its height and never enlarges a small one', async () => {
    const tall = fakeDeps(1000, 4000);
    await makeWebpVariants(new Blob(['photo']), tall.deps);
    expect(tall.drawn.map((record) => record.canvas)).toEqual([
      [400, 1600],
      [480, 1920],
    ]);
    const small = fakeDeps(300, 200);
    await makeWebpVariants(new Blob(['photo']), small.deps);
    expect(small.drawn.map((record) => record.canvas)).toEqual([
      [300, 200],
      [300, 200],
    ]);
  });

  it('refuses a browser that encodes something other than WebP, and still frees the bitmap', async () => {
    const { deps, bitmap } = fakeDeps(800, 800, 'image/png');
    await expect(makeWebpVariants(new Blob(['photo']), deps)).rejects.toThrow(
      'This browser encoded image/png instead of WebP',
    );
    expect(bitmap.close).toHaveBeenCalled();
  });
});

describe('fitWithin', () => {
  it('keeps the ratio and at least 1 px', () => {
    expect(fitWithin(5000, 2, 1600, 1600)).toEqual({ width: 1600, height: 1 });
  });
});
