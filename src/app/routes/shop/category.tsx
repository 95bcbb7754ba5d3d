import { Suspense, type ReactNode } from 'react';
import {
  Await,
  data,
  redirect,
  useLoaderData,
  useNavigation,
  useParams,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import { paths } from '@/config/paths';
import { translate } from '@/i18n';
import { getListing, peekListing, type Listing } from '@/features/catalog/catalog-cache';
import { categoryFromSlug, isCategoryKey, CATEGORIES, type CategoryKey } from '@/features/catalog/categories';
import { CategoryNav } from '@/features/catalog/components/category-nav';
import { ProductListing, ProductListingSkeleton } from '@/features/catalog/components/product-listing';
import { SortSelect } from '@/features/catalog/components/sort-select';
import { catalogMessages } from '@/features/catalog/messages';
import type { ProductSort } from '@/features/catalog/schema';
import { SORT_PARAM, sortFromSearch } from '@/features/catalog/sort-options';
import { PageMeta } from '@/features/layout/components/page-meta';
import { AsyncErrorPage, RouteErrorPage } from '@/components/errors/route-error-page';
import { UserFacingError } from '@/lib/firebase/errors';
import { useSearchParamsChange, withParam } from '@/lib/use-search-params-change';
import './shop.css';

/** The category a URL names: a key, 'all', a footer slug (redirected) or nothing we sell (404). */
function categoryFromParams(name: string | undefined, search: string): CategoryKey | 'all' {
  if (!name || name === 'all') return 'all';
  if (isCategoryKey(name)) return name;
  const fromSlug = categoryFromSlug(name);
  if (fromSlug) throw redirect(`${paths.shopCategory.getHref(fromSlug)}${search}`);
  throw data(translate(catalogMessages.categoryNotFound, { name }), { status: 404 });
}

/** The spec: an empty catalogue is an error ('Products not found'); an empty category is not. */
function checked(category: CategoryKey | 'all', listing: Listing): Listing {
  if (category === 'all' && listing.products.length === 0) {
    throw new UserFacingError(catalogMessages.productsNotFound);
  }
  return listing;
}

/**
 * The page's header, sort and categories render at once; the products stream in (a listing
 * read recently is there at once, so going back to the shop shows it without a placeholder).
 */
export function loader({ params, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const category = categoryFromParams(params.categoryName, url.search);
  const sort = sortFromSearch(url.searchParams);
  const cached = peekListing(category, sort);
  if (cached) return { category, sort, listing: checked(category, cached) as Listing | Promise<Listing> };
  const listing = getListing(category, sort).then((read) => checked(category, read));
  // <Await> shows a failure; this marks it handled before the page has rendered.
  listing.catch(() => undefined);
  return { category, sort, listing: listing as Listing | Promise<Listing> };
}

/** The page around its products: title, blurb, sort select and categories. */
function ShopFrame({
  category,
  sort,
  onSortChange,
  loading = false,
  children,
}: {
  category: CategoryKey | 'all';
  sort: ProductSort;
  /** Without it the select is disabled: the page has no products to sort yet. */
  onSortChange?: (next: ProductSort) => void;
  loading?: boolean;
  children: ReactNode;
}) {
  const info = CATEGORIES.find((item) => item.key === category);
  const heading = info ? info.title : catalogMessages.allProducts;
  return (
    <div className="shop">
      <PageMeta
        title={translate(catalogMessages.shopTitle)}
        description={translate(catalogMessages.shopDescription)}
      />
      <header className="shop__head">
        <div>
          <h1 id="shop-title">{translate(heading)}</h1>
          <p className="shop__blurb">
            {info
              ? translate(catalogMessages.categoryBlurb, { blurb: translate(info.blurb) })
              : translate(catalogMessages.everyProductBlurb)}
          </p>
        </div>
        <SortSelect value={sort} onChange={onSortChange ?? ignore} disabled={!onSortChange} />
      </header>
      <div className="shop__nav">
        <CategoryNav current={category} />
      </div>
      <section
        className={`shop__products${loading ? ' shop__products--loading' : ''}`}
        aria-labelledby="shop-title"
        aria-busy={loading}
      >
        {children}
      </section>
    </div>
  );
}

/**
 * The page, and also its pre-rendered frame (HydrateFallback below is this same component): React
 * then keeps the frame's elements (heading, blurb, sort select, categories) when the loader's page
 * follows, and replaces only the skeleton, instead of building the whole page anew.
 */
export function Component() {
  const loaded = useLoaderData<typeof loader>() as ReturnType<typeof loader> | undefined;
  const { categoryName } = useParams();
  const changeSearchParams = useSearchParamsChange();
  const navigation = useNavigation();
  if (!loaded) {
    // Before any loader has run (the pre-rendered HTML, and so the first render of its hydration):
    // the skeleton and a disabled select (a choice made before the page runs would be lost).
    const category = categoryName && isCategoryKey(categoryName) ? categoryName : 'all';
    return (
      <ShopFrame category={category} sort="none">
        <ProductListingSkeleton />
      </ShopFrame>
    );
  }
  const { category, sort, listing } = loaded;

  const changeSort = (next: ProductSort) => {
    changeSearchParams(withParam(SORT_PARAM, next === 'none' ? null : next), {
      replace: true,
      preventScrollReset: true,
    });
  };

  return (
    <ShopFrame
      category={category}
      sort={sort}
      onSortChange={changeSort}
      loading={navigation.state === 'loading'}
    >
      {listing instanceof Promise ? (
        <Suspense fallback={<ProductListingSkeleton />}>
          <Await resolve={listing} errorElement={<AsyncErrorPage />}>
            {(read: Listing) => (
              <ProductListing key={`${category}|${sort}`} category={category} sort={sort} initial={read} />
            )}
          </Await>
        </Suspense>
      ) : (
        <ProductListing key={`${category}|${sort}`} category={category} sort={sort} initial={listing} />
      )}
    </ShopFrame>
  );
}

/** The pre-rendered page: the same component, rendering its frame while it has no loader data. */
export const HydrateFallback = Component;

function ignore() {
  // A disabled select sends no changes.
}

export const ErrorBoundary = RouteErrorPage;
