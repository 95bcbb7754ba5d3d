import { translate } from '@/i18n';
import { Suspense } from 'react';
import { Await, Form, Link, useLoaderData, useNavigation, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '@/config/paths';
import { searchOrNear, type SearchAnswer } from '@/features/catalog/api/search-products';
import { SEARCH_READ_LIMIT } from '@/features/catalog/api/search-query';
import { CATEGORIES, isCategoryKey, type CategoryKey } from '@/features/catalog/categories';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import { ProductListingSkeleton } from '@/features/catalog/components/product-listing';
import { SortSelect } from '@/features/catalog/components/sort-select';
import { catalogMessages as m } from '@/features/catalog/messages';
import type { ProductSort } from '@/features/catalog/schema';
import { arrangeResults } from '@/features/catalog/search-results';
import { SORT_PARAM, sortFromSearch } from '@/features/catalog/sort-options';
import { PageMeta } from '@/features/layout/components/page-meta';
import { RouteErrorPage } from '@/components/errors/route-error-page';
import { isOffline } from '@/lib/online';
import { useSearchParamsChange, withParam } from '@/lib/use-search-params-change';
import './shop.css';
import './search.css';

const CATEGORY_PARAM = 'category';

type Results = ({ status: 'done' } & SearchAnswer) | { status: 'failed' } | { status: 'offline' };

/** The words, category and sort of the URL; the products stream in (a failure is an answer). */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const query = (url.searchParams.get('q') ?? '').trim();
  const named = url.searchParams.get(CATEGORY_PARAM);
  const category: CategoryKey | null = named && isCategoryKey(named) ? named : null;
  const sort = sortFromSearch(url.searchParams);
  const results: Promise<Results> | null = !query
    ? null
    : isOffline()
      ? Promise.resolve({ status: 'offline' })
      : searchOrNear(query).then(
          (answer): Results => ({ status: 'done', ...answer }),
          (error: unknown): Results => {
            console.error('Search failed', error);
            return isOffline() ? { status: 'offline' } : { status: 'failed' };
          },
        );
  return { query, category, sort, results };
}

function CategoryLinks() {
  return (
    <ul className="search-page__categories">
      {CATEGORIES.map((category) => (
        <li key={category.key}>
          <Link to={paths.shopCategory.getHref(category.key)}>{translate(category.title)}</Link>
        </li>
      ))}
    </ul>
  );
}

function ResultList({
  query,
  results,
  category,
  sort,
}: {
  query: string;
  results: Results;
  category: CategoryKey | null;
  sort: ProductSort;
}) {
  if (results.status === 'offline')
    return (
      <p className="search-page__note" role="alert">
        {translate(m.searchOffline)}
      </p>
    );
  if (results.status === 'failed') {
    return (
      <div className="search-page__note" role="alert">
        <p>{translate(m.searchFailed)}</p>
        <Link to={paths.search.getHref(query)} reloadDocument>
          {translate(m.tryAgain)}
        </Link>
      </div>
    );
  }
  const shown = arrangeResults(results.hits, category, sort);
  if (shown.length === 0) {
    return (
      <div className="search-page__empty">
        <p>{translate(m.noResults, { query })}</p>
        <p>{translate(m.noResultsHint)}</p>
        <CategoryLinks />
      </div>
    );
  }
  return (
    <>
      {results.near && (
        <p className="search-page__near" role="status">
          {translate(m.nearResults, { query })}
        </p>
      )}
      <p className="search-page__count" role="status">
        {translate(m.resultsCount, { count: shown.length })}
        {results.hits.length >= SEARCH_READ_LIMIT
          ? ` ${translate(m.resultsLimited, { count: SEARCH_READ_LIMIT })}`
          : ''}
      </p>
      {/* The results follow the page's h1 directly: their titles are h2. */}
      <ProductGrid products={shown} label={translate(m.resultsFor, { query })} headingLevel={2} />
    </>
  );
}

export function Component() {
  const { query, category, sort, results } = useLoaderData<typeof loader>();
  const changeSearchParams = useSearchParamsChange();
  const navigation = useNavigation();

  const change = (name: string, value: string | null) => {
    changeSearchParams(withParam(name, value), { replace: true, preventScrollReset: true });
  };

  return (
    <div className="search-page">
      <PageMeta title={translate(m.searchTitle)} description={translate(m.shopDescription)} />
      <header className="shop__head">
        <h1 id="search-title">{query ? translate(m.resultsFor, { query }) : translate(m.searchTitle)}</h1>
      </header>
      {/* Named by the page's heading: the header's search is the page's other search landmark. */}
      <Form
        className="search-page__form"
        role="search"
        aria-labelledby="search-title"
        action={paths.search.path}
        key={query}
      >
        <label htmlFor="search-page-input" className="visually-hidden">
          {translate(m.searchLabel)}
        </label>
        <input
          id="search-page-input"
          className="header-search__input"
          name="q"
          type="search"
          defaultValue={query}
          placeholder={translate(m.searchPlaceholder)}
        />
        {category && <input type="hidden" name={CATEGORY_PARAM} value={category} />}
        {sort !== 'none' && <input type="hidden" name={SORT_PARAM} value={sort} />}
        <button type="submit" className="header-search__submit">
          {translate(m.searchButton)}
        </button>
      </Form>
      <div className="search-page__controls">
        {/* Styled as the sort select beside it (a labelled select in a row). */}
        <div className="sort-select search-page__category">
          <label htmlFor="search-category">{translate(m.categoryFilter)}</label>
          <select
            id="search-category"
            value={category ?? ''}
            onChange={(event) => {
              change(CATEGORY_PARAM, event.target.value || null);
            }}
          >
            <option value="">{translate(m.allCategories)}</option>
            {CATEGORIES.map((item) => (
              <option key={item.key} value={item.key}>
                {translate(item.title)}
              </option>
            ))}
          </select>
        </div>
        <SortSelect
          value={sort}
          onChange={(next) => {
            change(SORT_PARAM, next === 'none' ? null : next);
          }}
        />
      </div>
      <section
        className="shop__products"
        aria-labelledby="search-title"
        aria-busy={navigation.state === 'loading'}
      >
        {results ? (
          <Suspense fallback={<ProductListingSkeleton />}>
            <Await resolve={results}>
              {(read: Results) => <ResultList query={query} results={read} category={category} sort={sort} />}
            </Await>
          </Suspense>
        ) : (
          <div className="search-page__empty">
            <p>{translate(m.emptySearch)}</p>
            <CategoryLinks />
          </div>
        )}
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorPage;
