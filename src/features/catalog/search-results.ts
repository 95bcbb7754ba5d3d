import type { CategoryKey } from './categories';
import type { ProductSort, ProductSummary } from './schema';

/**
 * The results page's products: those of the category (all when none), in the chosen order;
 * 'none' keeps the search's ranking, and equal prices or ratings keep it too.
 */
export function arrangeResults<P extends ProductSummary>(
  ranked: readonly P[],
  category: CategoryKey | null,
  sort: ProductSort,
): P[] {
  const shown = category ? ranked.filter((product) => product.category === category) : [...ranked];
  const by = (value: (product: P) => number, direction: 1 | -1) =>
    shown.sort((a, b) => direction * (value(a) - value(b)));
  switch (sort) {
    case 'none':
      return shown;
    case 'PLTH':
      return by((product) => product.price, 1);
    case 'PHTL':
      return by((product) => product.price, -1);
    case 'RLTH':
      return by((product) => product.rating.rate, 1);
    case 'RHTL':
      return by((product) => product.rating.rate, -1);
  }
}
