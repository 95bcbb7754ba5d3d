import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

/** Images fetched off the page (jsdom loads none): the test says when they have arrived. */
const probes: HTMLImageElement[] = [];
class ProbeImage extends Image {
  constructor() {
    super();
    probes.push(this);
  }
}
const arrive = () => {
  for (const probe of probes.splice(0)) probe.dispatchEvent(new Event('load'));
};
const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

beforeEach(() => {
  vi.stubGlobal('Image', ProbeImage);
});

afterEach(() => {
  document.body.innerHTML = '';
  probes.length = 0;
  vi.unstubAllGlobals();
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
    await tick();
    // The first screenful is fetched first (high priority as the frame asks), shown together after.
    expect(probes.map((probe) => probe.getAttribute('src'))).toEqual([
      '/products/a-1.svg',
      'https://storage.test/v0/b/shop.appspot.com/o/products%2F9-tulsi.webp?alt=media',
    ]);
    expect(first?.hasAttribute('src')).toBe(false);
    arrive();
    await tick();
    expect(first?.getAttribute('src')).toBe('/products/a-1.svg');
    expect(second?.getAttribute('src')).toBe(
      'https://storage.test/v0/b/shop.appspot.com/o/products%2F9-tulsi.webp?alt=media',
    );
    expect(second?.getAttribute('srcset')).toContain('products%2F9-tulsi.card.webp?alt=media 480w');
    expect(third?.hasAttribute('src')).toBe(false);
    expect(outside?.hasAttribute('src')).toBe(false);
    first?.dispatchEvent(new Event('load'));
    await painted;
  });

  it('shows the first screenful only once all of it has arrived, and fetches later cards on the page itself', async () => {
    document.body.innerHTML =
      '<div id="root" data-prerendered="/shop"><img data-first-paint fetchpriority="high"><img data-first-paint>' +
      '<img data-first-paint loading="lazy"></div>';
    const [first, second, lazy] = [...document.querySelectorAll('img')];
    const rows = [1, 2, 3].map((id) => ({ document: product(id, [`/products/p-${String(id)}.svg`]) }));
    void paintFirstImages(answer(rows), host, document);
    await tick();
    expect(probes).toHaveLength(2);
    expect(probes[0]?.getAttribute('fetchpriority')).toBe('high');
    probes[0]?.dispatchEvent(new Event('load'));
    await tick();
    expect(first?.hasAttribute('src')).toBe(false);
    probes[1]?.dispatchEvent(new Event('error'));
    await tick();
    expect([first, second, lazy].map((image) => image?.getAttribute('src'))).toEqual([
      '/products/p-1.svg',
      '/products/p-2.svg',
      '/products/p-3.svg',
    ]);
  });

  it('settles only when the first image has loaded or failed on the page', async () => {
    const [first] = frame(1);
    let settled = false;
    const painted = paintFirstImages(
      answer([{ document: product(1, ['/products/a-1.svg']) }]),
      host,
      document,
    ).then(() => {
      settled = true;
    });
    await tick();
    arrive();
    await tick();
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
