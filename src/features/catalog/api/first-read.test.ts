import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { restTarget } from '@/lib/firebase/firestore-rest';
import { takeFirstRead } from '@/lib/firebase/first-read';
import { imageHost } from '@/lib/product-images';
import { CARD_FIELDS } from './listing-query';
import { firstReadRequest } from './first-read-request';
import { getProduct } from './get-product';
import { getProducts, type ProductQuery } from './get-products';

/** A runQuery answer with one product of `fields`, as Firestore sends it. */
const queryAnswer = () =>
  new Response(
    JSON.stringify([
      {
        document: {
          name: 'projects/p/databases/(default)/documents/productsList/7',
          fields: {
            title: { stringValue: 'Neem Soap' },
            subTitle: { stringValue: 'नीम साबुन' },
            price: { integerValue: '120' },
            rating: { mapValue: { fields: { rate: { doubleValue: 4.5 }, count: { integerValue: '3' } } } },
            category: { stringValue: 'soap' },
            images: { arrayValue: { values: [{ stringValue: '/products/neem.svg' }] } },
            stock: { integerValue: '4' },
          },
        },
      },
    ]),
  );

const fetchMock = vi.fn<typeof fetch>();

/** Runs index.html's inline script (its source module) on a page address. */
async function runInlineScript(address: string) {
  window.history.replaceState(null, '', address);
  vi.resetModules();
  await import('./first-read-script');
}

beforeEach(() => {
  fetchMock.mockReset().mockImplementation(() => Promise.resolve(queryAnswer()));
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('__SHOP_REST_TARGET__', restTarget);
  vi.stubGlobal('__SHOP_IMAGE_HOST__', imageHost);
});

afterEach(() => {
  void takeFirstRead({ url: '' });
  vi.unstubAllGlobals();
});

/** The request the app itself sends for a read (no first read waiting). */
async function appRequest(read: () => Promise<unknown>) {
  fetchMock.mockClear();
  await read();
  return fetchMock.mock.calls[0];
}

const listings: [string, ProductQuery][] = [
  [paths.shopAll.getHref(), { category: 'all', sort: 'none' }],
  [`${paths.shopCategory.getHref('soap')}?sort=PHTL`, { category: 'soap', sort: 'PHTL' }],
  [`${paths.shopCategory.getHref('dhoopa')}/?sort=RHTL`, { category: 'dhoopa', sort: 'RHTL' }],
  [`${paths.shopAll.getHref()}?sort=cheapest`, { category: 'all', sort: 'none' }],
  // The same pages in Hindi read the same products.
  [`/hi${paths.shopAll.getHref()}`, { category: 'all', sort: 'none' }],
  [`/hi${paths.shopCategory.getHref('soap')}?sort=PHTL`, { category: 'soap', sort: 'PHTL' }],
];

describe("index.html's first read", () => {
  it.each(listings)('on %s sends the first page read the app sends', async (address, query) => {
    await runInlineScript(address);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const early = fetchMock.mock.calls[0];
    void takeFirstRead({ url: '' });
    expect(await appRequest(() => getProducts(query))).toEqual(early);
  });

  it.each([paths.product.getHref('soap', 12), `/hi${paths.product.getHref('soap', 12)}`])(
    'on a product page (%s) sends the read of its whole document that the app sends',
    async (address) => {
      fetchMock.mockImplementation(() => Promise.resolve(new Response('{}', { status: 404 })));
      await runInlineScript(address);
      const early = fetchMock.mock.calls[0];
      expect(early?.[0]).toMatch(/\/documents\/productsList\/12$/);
      expect(early?.[1]).toBeUndefined();
      void takeFirstRead({ url: '' });
      expect(await appRequest(() => getProduct(12))).toEqual(early);
    },
  );

  it.each([
    '/',
    '/hi',
    '/cart',
    '/shop',
    '/shop/category/soap/abc',
    '/shop/category/soap/0',
    '/about',
    '/hindi/shop/category/all',
  ])('reads nothing on %s', async (address) => {
    await runInlineScript(address);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks a listing only for the fields a card shows', async () => {
    await runInlineScript(paths.shopAll.getHref());
    const body = JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string) as {
      structuredQuery: { select: { fields: { fieldPath: string }[] }; limit: number };
    };
    expect(body.structuredQuery.select.fields.map((field) => field.fieldPath)).toEqual([...CARD_FIELDS]);
    expect(body.structuredQuery.limit).toBe(25);
  });
});

describe('the app taking the first read', () => {
  it('uses the response already on its way instead of reading again', async () => {
    await runInlineScript(`${paths.shopCategory.getHref('soap')}?sort=PLTH`);
    const page = await getProducts({ category: 'soap', sort: 'PLTH' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(page.products.map((product) => product.id)).toEqual([7]);
  });

  it('takes it only once: the next identical read goes to the network', async () => {
    await runInlineScript(paths.shopAll.getHref());
    await getProducts({ category: 'all', sort: 'none' });
    await getProducts({ category: 'all', sort: 'none' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reads for itself when it asks for something else, and drops the early read', async () => {
    await runInlineScript(paths.shopAll.getHref());
    await getProducts({ category: 'all', sort: 'PHTL' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await getProducts({ category: 'all', sort: 'none' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('gives the painting its own copy of the answer, however soon the app reads the original', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const address = `${paths.shopCategory.getHref('soap')}?sort=PLTH`;
    await runInlineScript(address);
    // A reader of the original that reads the body in its very first reaction.
    const url = new URL(address, 'http://shop.test');
    const request = firstReadRequest(restTarget, url.pathname, url.search);
    const early = request && takeFirstRead(request);
    const read = early?.then((response) => response.json());
    answer(queryAnswer());
    await expect(read).resolves.toHaveLength(1);
    const scope = globalThis as { __shopFirstPaint?: Promise<void> };
    await expect(scope.__shopFirstPaint).resolves.toBeUndefined();
  });

  it('reports a first read that failed as the app’s own read failure', async () => {
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    await runInlineScript(paths.shopAll.getHref());
    await expect(getProducts({ category: 'all', sort: 'none' })).rejects.toThrow(
      'Could not load products, please try again later!',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
