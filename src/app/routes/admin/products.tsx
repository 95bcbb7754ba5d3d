import { useAppSelector } from '@/app/hooks';
import { RouteErrorPage } from '@/components/errors/route-error-page';
import { adminProducts, type AdminProduct } from '@/features/admin-products/admin-products-slice';
import { AdminEmpty, AdminPage } from '@/features/admin-shell/components/admin-page';
import { AdminTable, type AdminColumn } from '@/features/admin-shell/components/admin-table';
import { LoadMore } from '@/features/admin-shell/components/load-more';
import { formatINR } from '@/lib/format';
import { useLoadMore } from './admin-live-data';

const COLUMNS: readonly AdminColumn<AdminProduct>[] = [
  { label: 'Product', primary: true, render: (product) => product.title },
  { label: 'Id', render: (product) => product.id },
  { label: 'Category', render: (product) => product.category },
  { label: 'Price', render: (product) => formatINR(product.price) },
  { label: 'Stock', render: (product) => product.stock },
];

/** /admin/products: the catalogue, newest first and live (editing comes with the products work). */
export function Component() {
  const products = useAppSelector(adminProducts.selectors.selectAll);
  const status = useAppSelector(adminProducts.selectors.selectStatus);
  const hasMore = useAppSelector(adminProducts.selectors.selectHasMore);
  const loadingMore = useAppSelector(adminProducts.selectors.selectLoadingMore);
  const loadMore = useLoadMore('products');
  return (
    <AdminPage title="Products" lead="The catalogue, newest first. The list updates live.">
      {status === 'idle' || status === 'loading' ? (
        <AdminEmpty>Loading products…</AdminEmpty>
      ) : products.length ? (
        <AdminTable
          caption="Products"
          columns={COLUMNS}
          items={products}
          rowKey={(product) => String(product.id)}
        />
      ) : (
        <AdminEmpty>No products yet.</AdminEmpty>
      )}
      <LoadMore hasMore={hasMore} loading={loadingMore} onLoadMore={loadMore} />
    </AdminPage>
  );
}

export const ErrorBoundary = RouteErrorPage;
