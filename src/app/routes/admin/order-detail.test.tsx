import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '@/features/admin-orders/api/subscribe-order';
import type { AdminDataError } from '@/lib/firebase/admin-errors';
import { adminBackendError } from '@/lib/firebase/admin-errors';
import { renderRoutes } from '@/testing/render-route';
import * as orderRoute from './order-detail';

/** Each order the page subscribes: its id and how to answer it. */
const opened = vi.hoisted(
  () =>
    [] as {
      orderId: string;
      onNext: (order: OrderDetail | null) => void;
      onError: (error: AdminDataError) => void;
    }[],
);

vi.mock('@/features/admin-orders/api/subscribe-order', () => ({
  subscribeOrder: (
    orderId: string,
    onNext: (order: OrderDetail | null) => void,
    onError: (error: AdminDataError) => void,
  ) => {
    opened.push({ orderId, onNext, onError });
    return () => undefined;
  },
}));

function renderOrder(orderId: string) {
  return renderRoutes(
    [{ path: '/admin/orders/:orderId', Component: orderRoute.Component }],
    `/admin/orders/${orderId}`,
  );
}

async function subscribed() {
  await waitFor(() => {
    expect(opened).toHaveLength(1);
  });
  const [only] = opened;
  if (!only) throw new Error('no subscription');
  return only;
}

beforeEach(() => {
  opened.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('/admin/orders/:orderId', () => {
  it('says an order id that names no order does not exist, and offers no move', async () => {
    renderOrder('NoSuchOrder000000001');
    const subscription = await subscribed();
    expect(subscription.orderId).toBe('NoSuchOrder000000001');
    expect(screen.getByText('Loading order…')).toBeInTheDocument();
    subscription.onNext(null);
    expect(await screen.findByText('This order does not exist (any more).')).toBeInTheDocument();
    expect(screen.queryByText('Loading order…')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /confirm order|cancel order/i })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Order NoSuchOrder000000001' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/admin/orders');
  });

  it('says the order could not be loaded when its read fails, and logs the cause', async () => {
    renderOrder('BrokenOrder000000001');
    const subscription = await subscribed();
    const failure = adminBackendError(
      Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }),
    );
    subscription.onError(failure);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load this order, please try again later!',
    );
    expect(console.error).toHaveBeenCalledWith('The live order BrokenOrder000000001 failed', failure);
    expect(screen.queryByText('Loading order…')).not.toBeInTheDocument();
    expect(screen.queryByText('This order does not exist (any more).')).not.toBeInTheDocument();
  });
});
