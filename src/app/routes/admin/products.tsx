import { Link, useSearchParams, type ActionFunctionArgs } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { RouteErrorPage } from '@/components/errors/route-error-page';
import { paths } from '@/config/paths';
import { adminProducts } from '@/features/admin-products/admin-products-slice';
import { productColumns } from '@/features/admin-products/components/product-columns';
import { ProductListControls } from '@/features/admin-products/components/product-list-controls';
import { runDeleteProduct, type DeleteProductResult } from '@/features/admin-products/delete-product-intent';
import { adminProductsMessages } from '@/features/admin-products/messages';
import {
  DEFAULT_LIST_PARAMS,
  readListParams,
  writeListParams,
} from '@/features/admin-products/product-list-params';
import { useProductListFeed } from '@/features/admin-products/use-product-list-feed';
import { AdminEmpty, AdminPage } from '@/features/admin-shell/components/admin-page';
import { AdminTable } from '@/features/admin-shell/components/admin-table';
import { LoadMore } from '@/features/admin-shell/components/load-more';
import { CATEGORIES } from '@/features/catalog/categories';
import { ADMIN_PAGE_SIZE } from './admin-live-data';

const CATEGORY_OPTIONS = CATEGORIES.map(({ key, title }) => ({ key, title }));
const COLUMNS = productColumns(
  (category) => CATEGORIES.find((known) => known.key === category)?.title ?? category,
);

/** A row's Delete (intent 'delete', id). */
export async function action({ request }: ActionFunctionArgs): Promise<DeleteProductResult> {
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent !== 'delete')
    throw new Error(`Unknown products intent: ${typeof intent === 'string' ? intent : '(none)'}`);
  return runDeleteProduct(form);
}

/**
 * /admin/products: the catalogue, live, with a search by title or id, filters by category and
 * stock and a sort, all in the URL; each a Firestore query with a limit, paged by cursor.
 */
export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
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
        <Link className="button button--primary" to={paths.adminProductNew.getHref()}>
          Add Product
        </Link>
      }
    >
      <ProductListControls
        params={params}
        categories={CATEGORY_OPTIONS}
        onChange={(next) => {
          setSearchParams(writeListParams(next));
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
