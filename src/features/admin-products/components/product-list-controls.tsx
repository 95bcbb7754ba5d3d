import { PRODUCT_CATEGORIES } from '@/lib/firebase/documents/product';
import {
  PRODUCT_SORTS,
  STOCK_FILTERS,
  type ProductCategory,
  type ProductListParams,
  type ProductSort,
} from '../product-list-params';
import { hasDevanagari, normaliseSearch } from '../product-search';
import './product-list.css';

const SORT_LABELS: Record<ProductSort, string> = {
  id: 'Id',
  title: 'Title',
  price: 'Price',
  stock: 'Stock',
  rating: 'Rating',
};

/** What a search looks for, in words. */
export function searchScope(search: string): string | null {
  const found = normaliseSearch(search);
  if (found.kind === 'none') return null;
  if (found.kind === 'id') return `Product id ${String(found.id)}.`;
  return 'Products with every word in their English or Devanagari title (or description), as shoppers search: Hindi in either script, word starts, best matches first.';
}

/**
 * Search, filters and sort of the products list. They live in the URL (the page's onChange writes
 * them there), so reload and Back keep them. A select applies at once; the search on Enter or its
 * button.
 */
export function ProductListControls({
  params,
  categories,
  onChange,
}: {
  params: ProductListParams;
  categories: readonly { key: ProductCategory; title: string }[];
  /** What the admin changed; the page applies it to the URL's latest parameters. */
  onChange: (change: Partial<ProductListParams>) => void;
}) {
  const scope = searchScope(params.search);
  return (
    <form
      className="product-controls"
      role="search"
      aria-label="Products"
      onSubmit={(event) => {
        event.preventDefault();
        const search = new FormData(event.currentTarget).get('q');
        onChange({ search: typeof search === 'string' ? search.trim() : '' });
      }}
    >
      <div className="product-controls__search">
        <label htmlFor="product-search">Search by title (English or Devanagari) or id</label>
        <div className="product-controls__row">
          <input
            id="product-search"
            lang={hasDevanagari(params.search) ? 'hi' : undefined}
            name="q"
            type="search"
            // A new URL (Back, a reload) shows its own search.
            key={params.search}
            defaultValue={params.search}
            aria-describedby={scope ? 'product-search-scope' : undefined}
          />
          <button type="submit" className="button">
            Search
          </button>
        </div>
        {scope && (
          <p id="product-search-scope" className="field__hint" lang={hasDevanagari(scope) ? 'hi' : undefined}>
            {scope}
          </p>
        )}
      </div>
      <label>
        Category
        <select
          name="category"
          value={params.category ?? ''}
          onChange={(event) => {
            const category = PRODUCT_CATEGORIES.find((key) => key === event.target.value) ?? null;
            onChange({ category });
          }}
        >
          <option value="">All categories</option>
          {categories.map((category) => (
            <option key={category.key} value={category.key}>
              {category.title}
            </option>
          ))}
        </select>
      </label>
      <label>
        Stock
        <select
          name="stock"
          value={params.stock ?? ''}
          onChange={(event) => {
            const stock = STOCK_FILTERS.find((key) => key === event.target.value) ?? null;
            onChange({ stock });
          }}
        >
          <option value="">Any stock</option>
          <option value="out">Out of stock</option>
          <option value="low">Low stock</option>
          <option value="in">In stock</option>
        </select>
      </label>
      <label>
        Sort by
        <select
          name="sort"
          value={params.sort}
          disabled={scope !== null}
          onChange={(event) => {
            const sort = PRODUCT_SORTS.find((key) => key === event.target.value);
            if (sort) onChange({ sort });
          }}
        >
          {PRODUCT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Order
        <select
          name="dir"
          value={params.direction}
          disabled={scope !== null}
          onChange={(event) => {
            onChange({ direction: event.target.value === 'asc' ? 'asc' : 'desc' });
          }}
        >
          <option value="asc">Ascending</option>
          <option value="desc">Descending</option>
        </select>
      </label>
    </form>
  );
}
