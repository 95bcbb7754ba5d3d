import type { OrderLine } from '@/lib/firebase/documents/order';
import { formatINR } from '@/lib/format';

/** What the check needs of an order: its lines and stated totals (OrderDoc['order'], AdminOrder). */
export interface PricedOrder {
  items: readonly OrderLine[];
  totalAmount: number;
  totalNumItems: number;
}

/** What it needs of a product: its current price (and title, to name it). */
export interface CataloguePrice {
  price: number;
}

/** The catalogue by product id, as a Map or a plain object. */
export type ProductsById =
  ReadonlyMap<number, CataloguePrice> | Readonly<Partial<Record<number, CataloguePrice>>>;

/** One reason not to trust an order's prices as sent by the shopper's browser. */
export type PriceIssue =
  | { kind: 'price'; productId: number; title: string; ordered: number; current: number }
  | { kind: 'missing'; productId: number; title: string }
  | { kind: 'total-amount'; stated: number; computed: number }
  | { kind: 'total-items'; stated: number; computed: number };

const paise = (rupees: number) => Math.round(rupees * 100);

const isMap = (products: ProductsById): products is ReadonlyMap<number, CataloguePrice> =>
  products instanceof Map;

function lookUp(products: ProductsById, id: number): CataloguePrice | undefined {
  return isMap(products) ? products.get(id) : products[id];
}

/**
 * Every line whose price differs from the catalogue's current price (or whose product is gone),
 * and totals that disagree with the lines. Empty = the order's prices can be trusted.
 */
export function checkOrderPrices(order: PricedOrder, productsById: ProductsById): PriceIssue[] {
  const issues: PriceIssue[] = [];
  for (const line of order.items) {
    const product = lookUp(productsById, line.id);
    if (!product) issues.push({ kind: 'missing', productId: line.id, title: line.title });
    else if (paise(product.price) !== paise(line.price)) {
      issues.push({
        kind: 'price',
        productId: line.id,
        title: line.title,
        ordered: line.price,
        current: product.price,
      });
    }
  }
  const amount = order.items.reduce((sum, line) => sum + paise(line.price) * line.amount, 0) / 100;
  if (paise(amount) !== paise(order.totalAmount)) {
    issues.push({ kind: 'total-amount', stated: order.totalAmount, computed: amount });
  }
  const count = order.items.reduce((sum, line) => sum + line.amount, 0);
  if (count !== order.totalNumItems) {
    issues.push({ kind: 'total-items', stated: order.totalNumItems, computed: count });
  }
  return issues;
}

/** One issue in words for the admin. */
export function describePriceIssue(issue: PriceIssue): string {
  switch (issue.kind) {
    case 'price':
      return `${issue.title}: ordered at ${formatINR(issue.ordered)}, the catalogue says ${formatINR(issue.current)}`;
    case 'missing':
      return `${issue.title}: no longer in the catalogue`;
    case 'total-amount':
      return `Total ${formatINR(issue.stated)}, but the lines add up to ${formatINR(issue.computed)}`;
    case 'total-items':
      return `${String(issue.stated)} items stated, but the lines hold ${String(issue.computed)}`;
  }
}
