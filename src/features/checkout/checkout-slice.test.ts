import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { sessionEnded } from '@/lib/session-events';
import {
  checkoutStarted,
  orderFormHidden,
  orderPlaced,
  selectOrderFormShown,
  selectOrderId,
  selectPlacedOrder,
} from './checkout-slice';

describe('checkout slice', () => {
  it('shows the form and keeps one order id for the whole attempt', () => {
    const store = makeStore();
    expect(selectOrderFormShown(store.getState())).toBe(false);
    store.dispatch(checkoutStarted('first-id'));
    store.dispatch(checkoutStarted('second-id'));
    expect(selectOrderFormShown(store.getState())).toBe(true);
    expect(selectOrderId(store.getState())).toBe('first-id');
  });

  it('hides the form on entering the cart, and the next attempt gets a new id', () => {
    const store = makeStore();
    store.dispatch(checkoutStarted('first-id'));
    store.dispatch(orderFormHidden());
    expect(selectOrderFormShown(store.getState())).toBe(false);
    store.dispatch(checkoutStarted('second-id'));
    expect(selectOrderId(store.getState())).toBe('second-id');
  });

  it('hides the form once the order is placed and remembers the chat link', () => {
    const store = makeStore();
    store.dispatch(checkoutStarted('first-id'));
    store.dispatch(orderPlaced({ orderId: 'first-id', whatsappUrl: 'https://wa.me/1?text=x' }));
    expect(selectOrderFormShown(store.getState())).toBe(false);
    expect(selectOrderId(store.getState())).toBeNull();
    expect(selectPlacedOrder(store.getState())).toEqual({
      orderId: 'first-id',
      whatsappUrl: 'https://wa.me/1?text=x',
    });
  });

  it('forgets everything when the session ends', () => {
    const store = makeStore();
    store.dispatch(checkoutStarted('first-id'));
    store.dispatch(sessionEnded());
    expect(selectOrderFormShown(store.getState())).toBe(false);
    expect(selectOrderId(store.getState())).toBeNull();
  });
});
