import { describe, expect, it } from 'vitest';
import { safeFileName, uploadPaths } from './image-paths';

describe('safeFileName', () => {
  it('keeps letters and digits, makes the rest dashes and drops the type', () => {
    expect(safeFileName('Neem Soap (front) #2.JPG')).toBe('neem-soap-front-2');
    expect(safeFileName('Tulsī café.png')).toBe('tulsi-cafe');
  });

  it('names a file without usable characters "image"', () => {
    expect(safeFileName('नीम.jpg')).toBe('image');
  });
});

describe('uploadPaths', () => {
  it('puts the WebP and its card variant under products/ with a time stamp', () => {
    expect(uploadPaths('Neem Soap.jpg', 1_732_450_000_000)).toEqual({
      full: 'products/1732450000000-neem-soap.webp',
      card: 'products/1732450000000-neem-soap.card.webp',
    });
  });

  it('never gives two uploads of the same moment the same path', () => {
    const first = uploadPaths('a.jpg', 5);
    const second = uploadPaths('a.jpg', 5);
    expect(first.full).not.toBe(second.full);
  });
});
