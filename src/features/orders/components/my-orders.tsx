import { useEffect, useState, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { ordersMessages } from '../messages';
import type { MyOrder } from '../schema';
import { CancelOrderButton } from './cancel-order-button';
import { OrderCard } from './order-card';
import './orders.css';
import { translate, useLocale } from '@/i18n';
import { useHindiTitles } from './use-hindi-titles';

type OrdersView = { status: 'loading' } | { status: 'ready'; orders: MyOrder[] } | { status: 'error' };

/** The signed-in customer's orders, newest first, following every change live. */
export function MyOrders({
  uid,
  orderAgain,
}: {
  uid: string;
  /** The Order again control of a past order (the app composes it with the cart). */
  orderAgain?: (order: MyOrder) => ReactNode;
}) {
  const [view, setView] = useState<OrdersView>({ status: 'loading' });
  const hindiTitles = useHindiTitles(view.status === 'ready' ? view.orders : null, useLocale());

  useEffect(() => {
    // The live query needs the full Firestore SDK (~100 KB gzip): it loads here, once the page
    // has shown and only for a signed-in customer, not with the page's code for every visitor.
    let live = true;
    let unsubscribe: (() => void) | undefined;
    const fail = (error: unknown) => {
      console.error(error);
      setView({ status: 'error' });
    };
    import('../api/subscribe-my-orders').then(({ subscribeMyOrders }) => {
      if (!live) return;
      unsubscribe = subscribeMyOrders(
        uid,
        (orders) => {
          setView({ status: 'ready', orders });
        },
        fail,
      );
    }, fail);
    return () => {
      live = false;
      unsubscribe?.();
    };
  }, [uid]);

  if (view.status === 'loading') {
    return (
      <p className="orders-status" role="status">
        <Spinner /> {translate(ordersMessages.loading)}
      </p>
    );
  }
  if (view.status === 'error') {
    return (
      <p className="form-error" role="alert">
        {translate(ordersMessages.loadFailed)}
      </p>
    );
  }
  if (view.orders.length === 0) {
    return (
      <div className="orders-note">
        <p>{translate(ordersMessages.none)}</p>
      </div>
    );
  }
  return (
    <ul className="order-list" aria-label={translate(ordersMessages.listLabel)}>
      {view.orders.map((order) => (
        <OrderCard
          key={order.id}
          order={order}
          hindiTitles={hindiTitles}
          actions={
            <>
              {order.status === 'placed' && <CancelOrderButton uid={uid} orderId={order.id} />}
              {orderAgain?.(order)}
            </>
          }
        />
      ))}
    </ul>
  );
}
