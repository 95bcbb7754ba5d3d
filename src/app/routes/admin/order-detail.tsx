import { useEffect, useState } from 'react';
import { Link, useParams, useRouteLoaderData } from 'react-router-dom';
import { RouteErrorPage } from '@/components/errors/route-error-page';
import { paths } from '@/config/paths';
import { subscribeOrder, type OrderDetail as Order } from '@/features/admin-orders/api/subscribe-order';
import { OrderDetail } from '@/features/admin-orders/components/order-detail';
import { orderFlowMessages } from '@/features/admin-orders/order-flow-messages';
import { AdminEmpty, AdminPage } from '@/features/admin-shell/components/admin-page';
import { failureMessageOf } from '@/lib/firebase/errors';
import type { loader as adminLoader } from './admin-layout';

/** The order, live, keyed by its id (undefined while loading, null when there is none). */
function useLiveOrder(orderId: string) {
  const [state, setState] = useState<{ id: string; order?: Order | null; failure?: string }>({ id: orderId });
  useEffect(
    () =>
      subscribeOrder(
        orderId,
        (order) => {
          setState({ id: orderId, order });
        },
        (error) => {
          console.error(`The live order ${orderId} failed`, error);
          setState((previous) => ({
            ...previous,
            failure: failureMessageOf(error, orderFlowMessages.loadFailed),
          }));
        },
      ),
    [orderId],
  );
  return state.id === orderId ? state : { id: orderId };
}

/** /admin/orders/:orderId: one order, live, with its moves, timeline and notes. */
export function Component() {
  const orderId = useParams().orderId ?? '';
  const adminData = useRouteLoaderData<typeof adminLoader>('admin');
  const { order, failure } = useLiveOrder(orderId);
  return (
    <AdminPage
      title={`Order ${orderId}`}
      lead={order ? `${order.name} · ${order.number}` : undefined}
      actions={
        <Link to={paths.adminOrders.getHref()} className="button button--small">
          All orders
        </Link>
      }
    >
      {failure && (
        <p className="admin-banner" role="alert">
          {failure}
        </p>
      )}
      {order === undefined ? (
        !failure && <AdminEmpty>Loading order…</AdminEmpty>
      ) : order === null ? (
        <AdminEmpty>{orderFlowMessages.notFound}</AdminEmpty>
      ) : (
        <OrderDetail order={order} adminEmail={adminData?.admin.email ?? ''} />
      )}
    </AdminPage>
  );
}

export const ErrorBoundary = RouteErrorPage;
