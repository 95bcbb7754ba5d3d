import { useEffect, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { subscribeMyOrders } from '../api/subscribe-my-orders';
import { ordersMessages } from '../messages';
import type { MyOrder } from '../schema';
import { OrderCard } from './order-card';
import './orders.css';

type OrdersView = { status: 'loading' } | { status: 'ready'; orders: MyOrder[] } | { status: 'error' };

/** The signed-in customer's orders, newest first, following every change live. */
export function MyOrders({ uid }: { uid: string }) {
  const [view, setView] = useState<OrdersView>({ status: 'loading' });

  useEffect(
    () =>
      subscribeMyOrders(
        uid,
        (orders) => {
          setView({ status: 'ready', orders });
        },
        (error) => {
          console.error(error);
          setView({ status: 'error' });
        },
      ),
    [uid],
  );

  if (view.status === 'loading') {
    return (
      <p className="orders-status" role="status">
        <Spinner /> {ordersMessages.loading}
      </p>
    );
  }
  if (view.status === 'error') {
    return (
      <p className="form-error" role="alert">
        {ordersMessages.loadFailed}
      </p>
    );
  }
  if (view.orders.length === 0) {
    return (
      <div className="orders-note">
        <p>{ordersMessages.none}</p>
      </div>
    );
  }
  return (
    <ul className="order-list" aria-label="Your orders">
      {view.orders.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
    </ul>
  );
}
