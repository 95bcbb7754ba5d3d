import { PRODUCTS_PAGE_SIZE } from '@/config/constants';
import type { ProductSummary } from '../schema';
import { ProductCard } from './product-card';

interface ProductGridProps {
  products: readonly ProductSummary[];
  /** How many cards load their image at once (the first screenful). */
  eagerCount?: number;
  /** Give the first image high fetch priority (it is the page's largest paint). */
  prioritizeFirst?: boolean;
  label?: string;
  /** The cards' heading level: 2 where no h2 stands between the page's h1 and the grid. */
  headingLevel?: 2 | 3;
}

/** Cards in the first screenful: their images load at once. */
export const EAGER_CARDS = 4;

/**
 * Cards drawn with the page: the first twelve. The first page's others (to PRODUCTS_PAGE_SIZE)
 * are drawn only as they near the screen (`product-grid__later`, product-card.css); cards after
 * them are those "Load more" adds where the shopper is looking, drawn at once.
 */
export const CARDS_DRAWN_AT_ONCE = 12;

const drawnLater = (index: number) => index >= CARDS_DRAWN_AT_ONCE && index < PRODUCTS_PAGE_SIZE;

export function ProductGrid({
  products,
  eagerCount = EAGER_CARDS,
  prioritizeFirst = false,
  label,
  headingLevel,
}: ProductGridProps) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id} className={drawnLater(index) ? 'product-grid__later' : undefined}>
          <ProductCard
            product={product}
            eager={index < eagerCount}
            priority={prioritizeFirst && index < 2}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
