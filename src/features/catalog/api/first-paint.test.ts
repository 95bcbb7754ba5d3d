import { afterEach, describe, expect, it } from 'vitest';
import type { ImageHost } from '@/lib/product-image-urls';
import { FIRST_PAINT_ATTRIBUTE, firstImages, paintFirstImages } from './first-paint';

const host: ImageHost = { storageOrigin: 'https://storage.test', bucket: 'shop.appspot.com' };

const product = (id: number, images: string[]) => ({
  name: `projects/p/databases/(default)/documents/productsList/${String(id)}`,
  fields: { images: { arrayValue: { values: images.map((stringValue) => ({ stringValue })) } } },
});

/** A pre-rendered frame with `slots` marked images, and one marked image outside #root. */
function frame(slots: number, prerendered = true) {
  const images = Array.from({ length: slots }, () => `<img ${FIRST_PAINT_ATTRIBUTE} alt="">`).join('');
  document.body.innerHTML =
    `<div id="root" ${prerendered ? 'data-prerendered="/shop/category/:categoryName"' : ''}>${images}</div>` +
    `<aside><img ${FIRST_PAINT_ATTRIBUTE} alt=""></aside>`;
  return [...document.querySelectorAll('img')];
}

const answer = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('firstImages', () => {
  it("takes each product's first image from a runQuery answer, in order, skipping products without one", () => {
    const rows = [
      { document: product(3, ['/products/a-1.svg', '/products/a-2.svg']) },
      { document: product(4, []) },
      { document: product(5, ['products/17-neem.webp']) },
      { readTime: '2026-01-01T00:00:00Z' },
    ];
    expect(firstImages(rows)).toEqual(['/products/a-1.svg', 'products/17-neem.webp']);
  });

  it("takes a product document's first image", () => {
    expect(firstImages(product(9, ['/products/b-1.svg', '/products/b-2.svg']))).toEqual([
      '/products/b-1.svg',
    ]);
  });
});

describe('paintFirstImages', () => {
  it("fills the frame's marked images in order (uploads with their card srcset), and only inside pre-rendered HTML", async () => {
    const [first, second, third, outside] = frame(3);
    const rows = [
      { document: product(1, ['/products/a-1.svg']) },
      { document: product(2, ['products/9-tulsi.webp']) },
    ];
    const painted = paintFirstImages(answer(rows), host, document);
    // The first image is the page's largest paint: settled once it has loaded.
    await new Promise((resolve) => setTimeout(resolve, 10));
    first?.dispatchEvent(new Event('load'));
    await painted;
    expect(first?.getAttribute('src')).toBe('/products/a-1.svg');
    expect(second?.getAttribute('src')).toBe(
      'https://storage.test/v0/b/shop.appspot.com/o/products%2F9-tulsi.webp?alt=media',
    );
    expect(second?.getAttribute('srcset')).toContain('products%2F9-tulsi.card.webp?alt=media 480w');
    expect(third?.hasAttribute('src')).toBe(false);
    expect(outside?.hasAttribute('src')).toBe(false);
  });

  it('settles only when the first image has loaded or failed', async () => {
    const [first] = frame(1);
    let settled = false;
    const painted = paintFirstImages(
      answer([{ document: product(1, ['/products/a-1.svg']) }]),
      host,
      document,
    ).then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(first?.getAttribute('src')).toBe('/products/a-1.svg');
    expect(settled).toBe(false);
    first?.dispatchEvent(new Event('error'));
    await painted;
    expect(settled).toBe(true);
  });

  it('leaves a frame React drew itself (no pre-rendered HTML) to React', async () => {
    const [first] = frame(1, false);
    await paintFirstImages(answer([{ document: product(1, ['/products/a-1.svg']) }]), host, document);
    expect(first?.hasAttribute('src')).toBe(false);
  });

  it('paints nothing for a refused read or no answer at all, and still settles', async () => {
    const [first] = frame(1);
    await paintFirstImages(answer({ error: { code: 403 } }, 403), host, document);
    await paintFirstImages(Promise.reject(new TypeError('Failed to fetch')), host, document);
    expect(first?.hasAttribute('src')).toBe(false);
  });
});
