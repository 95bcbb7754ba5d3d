import { describe, expect, it } from 'vitest';
import { emulatorPorts } from '@/config/firebase';
import { cardVariantPath, isStorageImage, productImageSrc, productImageSrcSet } from './product-images';

// The unit tests run with the local defaults: a demo- project, so the Storage emulator.
const base = `http://127.0.0.1:${String(emulatorPorts.storage)}/v0/b/demo-ayurveda-shop.appspot.com/o/`;

describe('productImageSrc', () => {
  it('turns a Storage path into its public download address on the emulator', () => {
    expect(productImageSrc('products/1732450000000-neem soap.webp')).toBe(
      `${base}products%2F1732450000000-neem%20soap.webp?alt=media`,
    );
  });

  it('keeps http(s) addresses and the shop’s own static files as they are', () => {
    expect(productImageSrc('https://cdn.example.com/soap.jpg')).toBe('https://cdn.example.com/soap.jpg');
    expect(productImageSrc('/products/neem-soap.webp')).toBe('/products/neem-soap.webp');
  });
});

describe('productImageSrcSet', () => {
  it('offers the 480 px card variant and the full image of an upload', () => {
    expect(productImageSrcSet('products/17-soap.webp')).toBe(
      `${base}products%2F17-soap.card.webp?alt=media 480w, ${base}products%2F17-soap.webp?alt=media 1600w`,
    );
  });

  it('is undefined for addresses and static files', () => {
    expect(productImageSrcSet('https://cdn.example.com/soap.jpg')).toBeUndefined();
    expect(productImageSrcSet('/products/neem-soap.webp')).toBeUndefined();
  });
});

describe('isStorageImage and cardVariantPath', () => {
  it('tells uploads from static files by the leading slash', () => {
    expect(isStorageImage('products/1-a.webp')).toBe(true);
    expect(isStorageImage('/products/a.webp')).toBe(false);
  });

  it('names the card variant beside the full image', () => {
    expect(cardVariantPath('products/1-a.webp')).toBe('products/1-a.card.webp');
  });
});
