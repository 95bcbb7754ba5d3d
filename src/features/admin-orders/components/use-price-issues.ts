import { useEffect, useState } from 'react';
import { getProductsByIds } from '../api/get-products-by-ids';
import { checkOrderPrices, type CataloguePrice, type PricedOrder, type PriceIssue } from '../price-check';

/** What the price check says of one order. */
export type PriceVerdict =
  { state: 'checking' } | { state: 'failed' } | { state: 'checked'; issues: PriceIssue[] };

export const PRICES_UNREADABLE = 'Could not check the prices against the catalogue.';

/**
 * The one price check of the admin area (the orders list, an order's page and its confirm step):
 * the products of the orders' lines are read by id (30 to a query, each product once while the
 * page is open) and kept as the catalogue stores them — list prices, which checkOrderPrices
 * discounts as the cart does. Until they are read an order is 'checking'; when the read fails,
 * 'failed' (logged, and `error` says so) — neither counts as checked.
 */
export function usePriceCheck(orders: readonly PricedOrder[]) {
  const [catalogue, setCatalogue] = useState<ReadonlyMap<number, CataloguePrice | null>>(new Map());
  const [failed, setFailed] = useState<ReadonlySet<number>>(new Set());
  const wanted = [...new Set(orders.flatMap((order) => order.items.map((line) => line.id)))]
    .filter((id) => !catalogue.has(id) && !failed.has(id))
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
            next.set(id, product ? { price: product.price } : null);
          }
          return next;
        });
      },
      (failure: unknown) => {
        if (!current) return;
        console.error('Reading the products of the orders failed', failure);
        setFailed((known) => new Set([...known, ...ids]));
      },
    );
    return () => {
      current = false;
    };
  }, [wanted]);

  const verdictOf = (order: PricedOrder): PriceVerdict => {
    if (order.items.some((line) => failed.has(line.id))) return { state: 'failed' };
    if (order.items.some((line) => !catalogue.has(line.id))) return { state: 'checking' };
    const known = new Map<number, CataloguePrice>();
    for (const line of order.items) {
      const price = catalogue.get(line.id);
      if (price) known.set(line.id, price);
    }
    return { state: 'checked', issues: checkOrderPrices(order, known) };
  };
  return { verdictOf, error: failed.size ? PRICES_UNREADABLE : null };
}

/**
 * What a confirm must ask before it goes ahead, or null: only an order whose check has run and
 * found nothing is confirmed without a question (a check still running or failed asks too).
 */
export function confirmQuestion(orderId: string, verdict: PriceVerdict): string | null {
  if (verdict.state === 'checked' && verdict.issues.length === 0) return null;
  if (verdict.state === 'checking')
    return `The prices of order ${orderId} have not been checked against the catalogue yet. Confirm it anyway?`;
  if (verdict.state === 'failed')
    return `The prices of order ${orderId} could not be checked against the catalogue. Confirm it anyway?`;
  return `The prices of order ${orderId} do not match the catalogue. Confirm it anyway?`;
}
