import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProduct } from '@/testing/factories';
import { getProduct } from './api/get-product';
import { getProducts } from './api/get-products';
import {
  CATALOG_CACHE_MS,
  clearCatalogCache,
  getCachedProduct,
  getListing,
  getTopProducts,
  loadMore,
  peekListing,
} from './catalog-cache';

vi.mock('./api/get-products', () => ({ getProducts: vi.fn() }));
vi.mock('./api/get-product', () => ({ getProduct: vi.fn() }));

const readPage = vi.mocked(getProducts);
const readProduct = vi.mocked(getProduct);

const first = [makeProduct({ id: 1 }), makeProduct({ id: 2 })];
const second = [makeProduct({ id: 3 })];

beforeEach(() => {
  clearCatalogCache();
  readPage.mockReset();
  readProduct.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('catalogue cache', () => {
  it('reads a listing once and serves repeat visits from memory', async () => {
    readPage.mockResolvedValue({ products: first, next: null });
    await getListing('soap', 'PLTH');
    const again = await getListing('soap', 'PLTH');
    expect(again.products).toEqual(first);
    expect(readPage).toHaveBeenCalledTimes(1);
    expect(readPage).toHaveBeenCalledWith({ category: 'soap', sort: 'PLTH' });
  });

  it('reads a different category or sort order separately', async () => {
    readPage.mockResolvedValue({ products: first, next: null });
    await getListing('soap', 'PLTH');
    await getListing('soap', 'PHTL');
    await getListing('all', 'PLTH');
    expect(readPage).toHaveBeenCalledTimes(3);
  });

  it('shares one read between callers that ask at the same time', async () => {
    readPage.mockResolvedValue({ products: first, next: null });
    await Promise.all([getListing('all', 'none'), getListing('all', 'none')]);
    expect(readPage).toHaveBeenCalledTimes(1);
  });

  it('reads again once the cached listing is older than the cache time', async () => {
    vi.useFakeTimers();
    readPage.mockResolvedValue({ products: first, next: null });
    await getListing('all', 'none');
    vi.advanceTimersByTime(CATALOG_CACHE_MS + 1);
    await getListing('all', 'none');
    expect(readPage).toHaveBeenCalledTimes(2);
  });

  it('loads the next page after the cursor and keeps the longer listing', async () => {
    readPage
      .mockResolvedValueOnce({ products: first, next: [2] })
      .mockResolvedValueOnce({ products: second, next: null });
    await getListing('all', 'none');
    const longer = await loadMore('all', 'none');
    expect(readPage).toHaveBeenLastCalledWith({ category: 'all', sort: 'none', after: [2] });
    expect(longer.products.map((product) => product.id)).toEqual([1, 2, 3]);
    expect(longer.next).toBeNull();
    // Coming back to the page shows everything loaded so far, without reading again.
    expect((await getListing('all', 'none')).products).toHaveLength(3);
    expect(readPage).toHaveBeenCalledTimes(2);
  });

  it('does not read when there is no next page', async () => {
    readPage.mockResolvedValue({ products: first, next: null });
    await getListing('all', 'none');
    await loadMore('all', 'none');
    expect(readPage).toHaveBeenCalledTimes(1);
  });

  it("reads a product page's whole document even after a listing showed the product", async () => {
    const whole = makeProduct({ id: 2, description: 'The whole document' });
    readPage.mockResolvedValue({ products: first, next: null });
    readProduct.mockResolvedValue(whole);
    await getListing('all', 'none');
    expect(await getCachedProduct(2)).toEqual(whole);
    expect(readProduct).toHaveBeenCalledWith(2);
  });

  it('reads a product it has not seen, once', async () => {
    const product = makeProduct({ id: 9 });
    readProduct.mockResolvedValue(product);
    expect(await getCachedProduct(9)).toEqual(product);
    await getCachedProduct(9);
    expect(readProduct).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed read, so the next visit tries again', async () => {
    readPage.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ products: first, next: null });
    await expect(getListing('all', 'none')).rejects.toThrow('offline');
    await expect(getListing('all', 'none')).resolves.toEqual({ products: first, next: null });
    expect(readPage).toHaveBeenCalledTimes(2);
  });

  it('peeks at a listing only once it has arrived', async () => {
    let arrive: (page: { products: typeof first; next: null }) => void = () => undefined;
    readPage.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const pending = getListing('all', 'none');
    expect(peekListing('all', 'none')).toBeUndefined();
    arrive({ products: first, next: null });
    await pending;
    expect(peekListing('all', 'none')).toEqual({ products: first, next: null });
    expect(peekListing('soap', 'none')).toBeUndefined();
  });

  it('gives the first products of an order for the home page', async () => {
    readPage.mockResolvedValue({ products: [...first, ...second], next: null });
    const top = await getTopProducts('RHTL', 2);
    expect(top.map((product) => product.id)).toEqual([1, 2]);
    expect(readPage).toHaveBeenCalledWith({ category: 'all', sort: 'RHTL' });
  });
});
