import { useAppSelector } from '@/app/hooks';
import { RouteErrorPage } from '@/components/errors/route-error-page';
import { adminOrders, type AdminOrder } from '@/features/admin-orders/admin-orders-slice';
import { AdminEmpty, AdminPage } from '@/features/admin-shell/components/admin-page';
import { AdminTable, type AdminColumn } from '@/features/admin-shell/components/admin-table';
import { LoadMore } from '@/features/admin-shell/components/load-more';
import { formatWhen } from '@/features/admin-shell/format-date';
import { OrderStatusBadge } from '@/features/admin-shell/components/order-status-badge';
import { formatINR } from '@/lib/format';
import { useLoadMore } from './admin-live-data';

const COLUMNS: readonly AdminColumn<AdminOrder>[] = [
  { label: 'Order', primary: true, render: (order) => order.id },
  { label: 'Placed', render: (order) => formatWhen(order.createdAt) },
  { label: 'Customer', render: (order) => `${order.name} (${order.email})` },
  { label: 'Items', render: (order) => order.totalNumItems },
  { label: 'Total', render: (order) => formatINR(order.totalAmount) },
  { label: 'Status', render: (order) => <OrderStatusBadge status={order.status} /> },
];

/** /admin/orders: the orders, newest first and live (managing them comes with the orders work). */
export function Component() {
  const orders = useAppSelector(adminOrders.selectors.selectAll);
  const status = useAppSelector(adminOrders.selectors.selectStatus);
  const hasMore = useAppSelector(adminOrders.selectors.selectHasMore);
  const loadingMore = useAppSelector(adminOrders.selectors.selectLoadingMore);
  const loadMore = useLoadMore('orders');
  return (
    <AdminPage title="Orders" lead="Every order, newest first. The list updates live.">
      {status === 'idle' || status === 'loading' ? (
        <AdminEmpty>Loading orders…</AdminEmpty>
      ) : orders.length ? (
        <AdminTable caption="Orders" columns={COLUMNS} items={orders} rowKey={(order) => order.id} />
      ) : (
        <AdminEmpty>No orders yet.</AdminEmpty>
      )}
      <LoadMore hasMore={hasMore} loading={loadingMore} onLoadMore={loadMore} />
    </AdminPage>
  );
}

export const ErrorBoundary = RouteErrorPage;
