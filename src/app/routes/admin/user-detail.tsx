import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { RouteErrorPage } from '@/components/errors/route-error-page';
import { paths } from '@/config/paths';
import { AdminEmpty, AdminPage } from '@/features/admin-shell/components/admin-page';
import { AdminTable, type AdminColumn } from '@/features/admin-shell/components/admin-table';
import { OrderStatusBadge } from '@/features/admin-shell/components/order-status-badge';
import { formatWhen } from '@/features/admin-shell/format-date';
import { revenueOf } from '@/lib/firebase/documents/order';
import { userMessageOf } from '@/lib/firebase/errors';
import { adminUsers } from '@/features/admin-users/admin-users-slice';
import type { Customer } from '@/features/admin-users/api/customer-doc';
import { getCustomer } from '@/features/admin-users/api/get-customer';
import { SPENT_NOTE } from '@/features/admin-users/components/customer-stats-columns';
import { subscribeCustomerOrders } from '@/features/admin-users/api/subscribe-customer-orders';
import { formatINR } from '@/lib/format';
import { languageLabel } from '@/features/admin-orders/order-language';

type CustomerOrder = Parameters<Parameters<typeof subscribeCustomerOrders>[1]>[0][number];

const ORDERS_FAILED = 'Could not load the orders of this user, please try again later!';

const COLUMNS: readonly AdminColumn<CustomerOrder>[] = [
  {
    label: 'Order',
    primary: true,
    render: (order) => <Link to={paths.adminOrder.getHref(order.id)}>{order.id}</Link>,
  },
  { label: 'Placed', render: (order) => formatWhen(order.createdAt) },
  { label: 'Status', render: (order) => <OrderStatusBadge status={order.status} /> },
  { label: 'Total', render: (order) => formatINR(order.totalAmount) },
];

/**
 * The language of the customer's latest order that records one (orders come newest first), so
 * staff answer in it; nothing when none does.
 */
function LatestLanguage({ orders }: { orders: readonly CustomerOrder[] }) {
  const label = languageLabel(orders.find((order) => order.language)?.language);
  if (!label) return null;
  return <p className="admin-summary">Language: {label} (of their latest order)</p>;
}

/** The customer's orders and what they spent (as the users list counts it), live; keyed by uid. */
function CustomerOrders({ uid }: { uid: string }) {
  const [orders, setOrders] = useState<CustomerOrder[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(
    () =>
      subscribeCustomerOrders(
        uid,
        (next) => {
          setOrders(next);
          setFailure(null);
        },
        (error) => {
          console.error('The live orders of a user failed', error);
          setFailure(userMessageOf(error, ORDERS_FAILED));
        },
      ),
    [uid],
  );

  return (
    <>
      {failure && (
        <p className="admin-banner" role="alert">
          {failure}
        </p>
      )}
      {orders === null ? (
        !failure && <AdminEmpty>Loading orders…</AdminEmpty>
      ) : orders.length ? (
        <>
          <p className="admin-summary">
            <strong>Spent {formatINR(revenueOf(orders))}</strong> ({SPENT_NOTE})
          </p>
          <LatestLanguage orders={orders} />
          <AdminTable
            caption="Orders of this user"
            columns={COLUMNS}
            items={orders}
            rowKey={(order) => order.id}
          />
        </>
      ) : (
        <AdminEmpty>This user has not ordered yet.</AdminEmpty>
      )}
    </>
  );
}

/**
 * The customer of the page: from the loaded list when they are on it, else read by uid (a page
 * opened from an order or a link). undefined while reading, null when there is no such customer.
 */
function useCustomer(uid: string): { customer: Customer | null | undefined; failed: boolean } {
  const listed = useAppSelector((state) => adminUsers.selectors.selectById(state, uid));
  const [read, setRead] = useState<{ uid: string; customer: Customer | null; failed: boolean }>();
  useEffect(() => {
    if (listed) return;
    let current = true;
    getCustomer(uid).then(
      (customer) => {
        if (current) setRead({ uid, customer, failed: false });
      },
      (error: unknown) => {
        console.error(`The customer ${uid} could not be read`, error);
        if (current) setRead({ uid, customer: null, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [listed, uid]);
  if (listed) return { customer: listed, failed: false };
  return read?.uid === uid
    ? { customer: read.customer, failed: read.failed }
    : { customer: undefined, failed: false };
}

function customerTitle(customer: Customer | null | undefined, failed: boolean): string {
  if (customer) return customer.name || customer.email;
  if (customer === undefined) return 'Loading customer…';
  return failed ? 'Customer' : 'Customer no longer registered';
}

/** /admin/users/:uid: one customer and their order history (status, date, total, a link to each), live. */
export function Component() {
  const uid = useParams().uid ?? '';
  const { customer, failed } = useCustomer(uid);
  return (
    <AdminPage
      title={customerTitle(customer, failed)}
      lead={
        customer
          ? `${customer.email} · ${customer.mobile} · joined ${formatWhen(customer.joined)}`
          : failed
            ? `Could not read this customer's details. Customer id ${uid}`
            : `Customer id ${uid}`
      }
      actions={
        <Link to={paths.adminUsers.getHref()} className="button button--small">
          All users
        </Link>
      }
    >
      <h2 className="admin-subtitle">Orders</h2>
      <CustomerOrders key={uid} uid={uid} />
    </AdminPage>
  );
}

export const ErrorBoundary = RouteErrorPage;
