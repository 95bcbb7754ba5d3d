import { vi } from 'vitest';
import type { Listing } from '@/features/catalog/catalog-cache';
import type { Product } from '@/features/catalog/schema';

/**
 * The catalogue as route tests see it: the same functions as
 * src/features/catalog/catalog-cache.ts, answering from `fakeCatalog.products`. Use with
 *   vi.mock('@/features/catalog/catalog-cache', () => import('@/testing/fakes/catalog-cache'));
 * and call resetFakeCatalog() in beforeEach; a test overrides one answer with mockResolvedValue
 * or mockRejectedValue on the function it cares about.
 */
export const fakeCatalog = { products: [] as Product[] };

const inCategory = (category: string) =>
  fakeCatalog.products.filter((product) => category === 'all' || product.category === category);

export const CATALOG_CACHE_MS = 5 * 60 * 1000;
export const getListing = vi.fn<(category: string, sort: string) => Promise<Listing>>();
export const peekListing = vi.fn<(category: string, sort: string) => Listing | undefined>();
export const loadMore = vi.fn<(category: string, sort: string) => Promise<Listing>>();
export const getTopProducts = vi.fn<(sort: string, count: number) => Promise<Product[]>>();
export const getCachedProduct = vi.fn<(id: number) => Promise<Product | null>>();
export const clearCatalogCache = vi.fn();

/** Puts these products in the catalogue and every function back to answering from it. */
export function resetFakeCatalog(products: Product[] = []) {
  fakeCatalog.products = products;
  getListing
    .mockReset()
    .mockImplementation((category) => Promise.resolve({ products: inCategory(category), next: null }));
  peekListing.mockReset().mockReturnValue(undefined);
  loadMore
    .mockReset()
    .mockImplementation((category) => Promise.resolve({ products: inCategory(category), next: null }));
  getTopProducts
    .mockReset()
    .mockImplementation((_sort, count) => Promise.resolve(fakeCatalog.products.slice(0, count)));
  getCachedProduct
    .mockReset()
    .mockImplementation((id) =>
      Promise.resolve(fakeCatalog.products.find((product) => product.id === id) ?? null),
    );
  clearCatalogCache.mockReset();
}
