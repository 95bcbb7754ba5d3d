import type { OrderLine } from '@/lib/firebase/documents/order';
import type { Product } from '@/lib/firebase/documents/product';
import { discountedPrice } from '@/lib/format';
import { products } from '../../../../scripts/seed/catalogue.mjs';

/** The seeded catalogue as the admin area reads it: list prices as stored, by id. */
export function seededCatalogue(): Map<number, Product> {
  return new Map(
    (products as unknown as Product[]).map((product) => [product.id, { ...product, version: 0 }]),
  );
}

/**
 * Order lines of seeded products as the shop's cart prices them (the discounted price): an honest
 * order's lines, for tests of the price check. Never invented prices.
 */
export function honestLines(
  catalogue: ReadonlyMap<number, Product>,
  wanted: readonly { product: number; amount: number }[],
): OrderLine[] {
  return wanted.map(({ product, amount }) => {
    const stored = catalogue.get(product);
    if (!stored) throw new Error(`The seeded catalogue has no product ${String(product)}`);
    return { id: stored.id, title: stored.title, amount, price: discountedPrice(stored.price) };
  });
}

/** The totals an order states for its lines, as the cart computes them. */
export function totalsOf(items: readonly OrderLine[]) {
  return {
    totalAmount: items.reduce((sum, line) => sum + line.price * line.amount, 0),
    totalNumItems: items.reduce((sum, line) => sum + line.amount, 0),
  };
}
