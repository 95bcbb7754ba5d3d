import { useEffect, useState } from 'react';
import { discountedPrice } from '@/lib/format';
import type { AdminOrder } from '../api/order-doc';
import { getProductsByIds } from '../api/get-products-by-ids';
import { checkOrderPrices, type CataloguePrice, type PriceIssue } from '../price-check';

/**
 * The price check of the orders shown: the products of their lines are read by id (batched,
 * each product once while the page is open) and each order is checked against what a
 * shopper pays for them now (the discounted price). Until the products are read, no order is
 * flagged; a failed read is logged and reported.
 */
export function usePriceIssues(orders: readonly AdminOrder[]) {
  const [catalogue, setCatalogue] = useState<ReadonlyMap<number, CataloguePrice | null>>(new Map());
  const [error, setError] = useState<string | null>(null);
  const wanted = [...new Set(orders.flatMap((order) => order.items.map((line) => line.id)))]
    .filter((id) => !catalogue.has(id))
    .sort((a, b) => a - b)
    .join(',');

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    const ids = wanted.split(',').map(Number);
    getProductsByIds(ids).then(
      (products) => {
        if (!current) return;
        setCatalogue((known) => {
          const next = new Map(known);
          for (const id of ids) {
            const product = products.get(id);
            next.set(id, product ? { price: discountedPrice(product.price) } : null);
          }
          return next;
        });
      },
      (failure: unknown) => {
        if (!current) return;
        console.error('Reading the products of the orders failed', failure);
        setError('Could not check the prices against the catalogue.');
      },
    );
    return () => {
      current = false;
    };
  }, [wanted]);

  const issuesOf = (order: AdminOrder): PriceIssue[] | null => {
    if (order.items.some((line) => !catalogue.has(line.id))) return null;
    const known = new Map<number, CataloguePrice>();
    for (const [id, price] of catalogue) if (price) known.set(id, price);
    return checkOrderPrices(order, known);
  };
  return { issuesOf, error };
}
