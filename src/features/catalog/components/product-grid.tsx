import type { ProductSummary } from '../schema';
import { ProductCard } from './product-card';

interface ProductGridProps {
  products: readonly ProductSummary[];
  /** How many cards load their image at once (the first screenful). */
  eagerCount?: number;
  /** Give the first image high fetch priority (it is the page's largest paint). */
  prioritizeFirst?: boolean;
  label?: string;
}

/** Cards in the first screenful: their images load at once. */
export const EAGER_CARDS = 4;

export function ProductGrid({
  products,
  eagerCount = EAGER_CARDS,
  prioritizeFirst = false,
  label,
}: ProductGridProps) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < eagerCount} priority={prioritizeFirst && index < 2} />
        </li>
      ))}
    </ul>
  );
}
