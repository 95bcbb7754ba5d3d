import {
  Form,
  Link,
  useActionData,
  useNavigation,
  useSearchParams,
  type ActionFunctionArgs,
} from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { RouteErrorPage } from '@/components/errors/route-error-page';
import { paths } from '@/config/paths';
import { adminProducts } from '@/features/admin-products/admin-products-slice';
import { productColumns } from '@/features/admin-products/components/product-columns';
import { ProductListControls } from '@/features/admin-products/components/product-list-controls';
import { runDeleteProduct, type DeleteProductResult } from '@/features/admin-products/delete-product-intent';
import { fillSearchKeys } from '@/features/admin-products/api/fill-search-keys';
import { adminProductsMessages } from '@/features/admin-products/messages';
import {
  DEFAULT_LIST_PARAMS,
  readListParams,
  writeListParams,
} from '@/features/admin-products/product-list-params';
import { useProductListFeed } from '@/features/admin-products/use-product-list-feed';
import { readProductListAhead } from '@/features/admin-products/api/subscribe-product-list';
import { buildListQueries } from '@/features/admin-products/product-list-query';
import { AdminEmpty, AdminPage } from '@/features/admin-shell/components/admin-page';
import { AdminTable } from '@/features/admin-shell/components/admin-table';
import { LoadMore } from '@/features/admin-shell/components/load-more';
import { useSearchParamsChange } from '@/lib/use-search-params-change';
import { CATEGORIES } from '@/features/catalog/categories';
import { ADMIN_PAGE_SIZE } from './admin-live-data';
import { readAheadLoader, revalidateOnNewFilter } from './read-ahead';

const CATEGORY_OPTIONS = CATEGORIES.map(({ key, title }) => ({ key, title }));
const COLUMNS = productColumns(
  (category) => CATEGORIES.find((known) => known.key === category)?.title ?? category,
);

/** The first page is read beside the admin check (read-ahead.ts); the list takes those answers. */
export const loader = readAheadLoader((params) => {
  readProductListAhead(buildListQueries(readListParams(params)), ADMIN_PAGE_SIZE);
});

export const shouldRevalidate = revalidateOnNewFilter;

/** What 'Update search keys' did: how many products it wrote, or why it failed. */
export type FillKeysResult = { intent: 'fill-search-keys'; message: string; failed: boolean };

/** A row's Delete (intent 'delete', id), or 'Update search keys' (intent 'fill-search-keys'). */
export async function action({ request }: ActionFunctionArgs): Promise<DeleteProductResult | FillKeysResult> {
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'fill-search-keys') {
    try {
      const count = await fillSearchKeys();
      return { intent, message: adminProductsMessages.fillKeysDone(count), failed: false };
    } catch (error) {
      console.error('Filling the search keys failed', error);
      return { intent, message: adminProductsMessages.fillKeysFailed, failed: true };
    }
  }
  if (intent !== 'delete')
    throw new Error(`Unknown products intent: ${typeof intent === 'string' ? intent : '(none)'}`);
  return runDeleteProduct(form);
}

/**
 * Writes the search keys of products saved before the search existed (or by an older key
 * builder); the saves write them from then on.
 */
function FillSearchKeys() {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.formData?.get('intent') === 'fill-search-keys';
  const filled = result && 'intent' in result ? result : null;
  return (
    <Form method="post" className="fill-search-keys">
      <button className="button" type="submit" name="intent" value="fill-search-keys" disabled={busy}>
        {adminProductsMessages.fillKeys}
      </button>
      {filled && (
        <p role={filled.failed ? 'alert' : 'status'} className="fill-search-keys__result">
          {filled.message}
        </p>
      )}
    </Form>
  );
}

/**
 * /admin/products: the catalogue, live, with a search by title or id, filters by category and
 * stock and a sort, all in the URL; each a Firestore query with a limit, paged by cursor.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const changeSearchParams = useSearchParamsChange();
  const params = readListParams(searchParams);
  const loadMore = useProductListFeed(params, ADMIN_PAGE_SIZE);
  const products = useAppSelector(adminProducts.selectors.selectAll);
  const status = useAppSelector(adminProducts.selectors.selectStatus);
  const hasMore = useAppSelector(adminProducts.selectors.selectHasMore);
  const loadingMore = useAppSelector(adminProducts.selectors.selectLoadingMore);
  const narrowed =
    writeListParams({ ...params, sort: DEFAULT_LIST_PARAMS.sort, direction: DEFAULT_LIST_PARAMS.direction })
      .size > 0;

  return (
    <AdminPage
      title="Products"
      lead="The catalogue, newest first unless sorted otherwise. The list updates live."
      actions={
        <>
          <FillSearchKeys />
          <Link className="button button--primary" to={paths.adminProductNew.getHref()}>
            Add Product
          </Link>
        </>
      }
    >
      <ProductListControls
        params={params}
        categories={CATEGORY_OPTIONS}
        onChange={(change) => {
          changeSearchParams((current) => writeListParams({ ...readListParams(current), ...change }));
        }}
      />
      {products.length ? (
        <AdminTable
          caption="Products"
          columns={COLUMNS}
          items={products}
          rowKey={(product) => String(product.id)}
        />
      ) : status === 'idle' || status === 'loading' ? (
        <AdminEmpty>{adminProductsMessages.loading}</AdminEmpty>
      ) : status === 'error' ? (
        <AdminEmpty>{adminProductsMessages.loadFailed}</AdminEmpty>
      ) : (
        <AdminEmpty>{narrowed ? adminProductsMessages.noMatch : adminProductsMessages.empty}</AdminEmpty>
      )}
      <LoadMore hasMore={hasMore} loading={loadingMore} onLoadMore={loadMore} />
    </AdminPage>
  );
}

export const ErrorBoundary = RouteErrorPage;
