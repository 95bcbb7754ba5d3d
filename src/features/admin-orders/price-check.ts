import type { OrderLine } from '@/lib/firebase/documents/order';
import { discountedPrice, formatINR } from '@/lib/format';
import { linesCount, linesTotal } from '@/lib/money';

/** What the check needs of an order: its lines and stated totals (OrderDoc['order'], AdminOrder). */
export interface PricedOrder {
  items: readonly OrderLine[];
  totalAmount: number;
  totalNumItems: number;
}

/** What it needs of a product: its list price (the shop sells at the discounted price). */
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
 * Every line whose price differs from what the catalogue sells the product at now (its list
 * price minus the discount, as the cart prices a line), or whose product is gone,
 * and totals that disagree with the lines. Empty = the order's prices can be trusted.
 */
export function checkOrderPrices(order: PricedOrder, productsById: ProductsById): PriceIssue[] {
  const issues: PriceIssue[] = [];
  for (const line of order.items) {
    const product = lookUp(productsById, line.id);
    if (!product) issues.push({ kind: 'missing', productId: line.id, title: line.title });
    else if (paise(discountedPrice(product.price)) !== paise(line.price)) {
      issues.push({
        kind: 'price',
        productId: line.id,
        title: line.title,
        ordered: line.price,
        current: discountedPrice(product.price),
      });
    }
  }
  issues.push(...checkOrderTotals(order));
  return issues;
}

/** The order's stated totals where they disagree with its lines (Σ price × quantity, Σ quantity). */
export function checkOrderTotals(order: PricedOrder): PriceIssue[] {
  const issues: PriceIssue[] = [];
  const amount = linesTotal(order.items);
  if (paise(amount) !== paise(order.totalAmount)) {
    issues.push({ kind: 'total-amount', stated: order.totalAmount, computed: amount });
  }
  const count = linesCount(order.items);
  if (count !== order.totalNumItems) {
    issues.push({ kind: 'total-items', stated: order.totalNumItems, computed: count });
  }
  return issues;
}

/** One issue in words for the admin. */
export function describePriceIssue(issue: PriceIssue): string {
  switch (issue.kind) {
    case 'price':
      return `${issue.title}: ordered at ${formatINR(issue.ordered)}, the shop sells it at ${formatINR(issue.current)} now`;
    case 'missing':
      return `${issue.title}: no longer in the catalogue`;
    case 'total-amount':
      return `Total ${formatINR(issue.stated)}, but the lines add up to ${formatINR(issue.computed)}`;
    case 'total-items':
      return `${String(issue.stated)} items stated, but the lines hold ${String(issue.computed)}`;
  }
}
