import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { saveCart } from '@/features/cart/api/save-cart';
import { cartSet, selectCartItems } from '@/features/cart/cart-slice';
import { cartMessages } from '@/features/cart/messages';
import { makeCartItem, makeStoredCart } from '@/testing/cart-factories';
import { nth } from '@/testing/nth';
import { PlaceOrderError } from './api/errors';
import { placeOrder } from './api/place-order';
import { checkoutStarted, selectOrderFormShown, selectPlacedOrder } from './checkout-slice';
import { submitOrder } from './checkout-thunks';
import { checkoutMessages } from './messages';
import type { OrderFormData } from './order-schema';
import { buildWhatsappText } from './whatsapp-text';

vi.mock('./api/place-order', () => ({ placeOrder: vi.fn() }));
vi.mock('@/features/cart/api/save-cart', () => ({ saveCart: vi.fn() }));
vi.mock('@/features/cart/api/load-cart', () => ({ loadCart: vi.fn() }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/notify', () => ({ notify: toast, prepareToasts: vi.fn() }));

const form: OrderFormData = {
  name: 'Asha Verma',
  email: 'asha@example.com',
  address: '12 Lotus Lane, Jaipur',
  number: '09876543210',
  payment_method: 'cash',
};
const soap = makeCartItem({ id: 1, title: 'Neem Soap', price: 60, amount: 2 });
const juice = makeCartItem({ id: 2, title: 'Amla Juice', price: 249.5, amount: 1 });

function checkoutStore() {
  const store = makeStore();
  store.dispatch(cartSet({ uid: 'asha', cart: makeStoredCart([soap, juice]) }));
  store.dispatch(checkoutStarted('ORDER-1'));
  return store;
}

beforeEach(() => {
  vi.mocked(placeOrder).mockReset().mockResolvedValue('created');
  vi.mocked(saveCart).mockReset().mockResolvedValue();
  toast.success.mockReset();
  toast.error.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('submitOrder', () => {
  it('saves the order under the attempt’s id with the reduced lines and totals', async () => {
    const store = checkoutStore();
    await store.dispatch(submitOrder('asha', 'ORDER-1', form));
    expect(placeOrder).toHaveBeenCalledWith('ORDER-1', {
      ...form,
      order: {
        items: [
          { id: 1, title: 'Neem Soap', amount: 2, price: 60 },
          { id: 2, title: 'Amla Juice', amount: 1, price: 249.5 },
        ],
        totalAmount: 369.5,
        totalNumItems: 3,
      },
      payment_method: 'cash',
      uid: 'asha',
    });
  });

  it('cuts a line title longer than the 200 characters an order line may have', async () => {
    const store = makeStore();
    const long = makeCartItem({ id: 3, title: 'Chyawanprash '.repeat(20), amount: 1 });
    store.dispatch(cartSet({ uid: 'asha', cart: makeStoredCart([long]) }));
    await store.dispatch(submitOrder('asha', 'ORDER-2', form));
    const [, sent] = vi.mocked(placeOrder).mock.calls[0] ?? [];
    expect(sent?.order.items[0]?.title).toBe('Chyawanprash '.repeat(20).slice(0, 200));
  });

  it('then says "Order Placed!…", empties the stored and shown cart, hides the form and gives the chat link', async () => {
    const store = checkoutStore();
    const outcome = await store.dispatch(submitOrder('asha', 'ORDER-1', form));
    expect(toast.success).toHaveBeenCalledWith('Order Placed! We will send you a confirmation on whatsapp');
    expect(saveCart).toHaveBeenCalledWith('asha', { cartItems: [], totalAmount: 0, totalNumItems: 0 });
    expect(selectCartItems(store.getState())).toEqual([]);
    expect(selectOrderFormShown(store.getState())).toBe(false);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.orderId).toBe('ORDER-1');
    const text = new URL(outcome.whatsappUrl).searchParams.get('text');
    expect(text).toBe(buildWhatsappText('ORDER-1', nth(vi.mocked(placeOrder).mock.calls, 0)[1]));
    expect(selectPlacedOrder(store.getState())).toEqual({
      orderId: 'ORDER-1',
      whatsappUrl: outcome.whatsappUrl,
    });
  });

  it('keeps the cart and the form, and the same order id for the retry, when saving fails', async () => {
    const store = checkoutStore();
    vi.mocked(placeOrder).mockRejectedValueOnce(new Error('permission-denied'));
    expect(await store.dispatch(submitOrder('asha', 'ORDER-1', form))).toMatchObject({ ok: false });
    expect(toast.error).toHaveBeenCalledWith('Could not place an order, please try again later!');
    expect(console.error).toHaveBeenCalled();
    expect(saveCart).not.toHaveBeenCalled();
    expect(selectCartItems(store.getState())).toEqual([soap, juice]);
    expect(selectOrderFormShown(store.getState())).toBe(true);

    await store.dispatch(submitOrder('asha', 'ORDER-1', form));
    expect(vi.mocked(placeOrder).mock.calls.map(([orderId]) => orderId)).toEqual(['ORDER-1', 'ORDER-1']);
  });

  it('places one order for a double click, even when the first click could not empty the cart', async () => {
    // The database as the rules keep it: an order id is written once, a retry finds its order.
    const stored = new Map<string, unknown>();
    vi.mocked(placeOrder).mockImplementation((orderId, request) => {
      if (stored.has(orderId)) return Promise.resolve('existing');
      stored.set(orderId, request);
      return Promise.resolve('created');
    });
    // The cart stays on screen (and the form open) when emptying it fails after the order.
    vi.mocked(saveCart).mockRejectedValue(new Error('denied'));
    const store = checkoutStore();
    const [first, second] = await Promise.all([
      store.dispatch(submitOrder('asha', 'ORDER-1', form)),
      store.dispatch(submitOrder('asha', 'ORDER-1', form)),
    ]);
    // A click after the first order was placed, from the same form (the same attempt).
    const third = await store.dispatch(submitOrder('asha', 'ORDER-1', form));

    expect([...stored.keys()]).toEqual(['ORDER-1']);
    expect(first).toEqual(second);
    expect(first).toMatchObject({ ok: true, orderId: 'ORDER-1' });
    expect(third).toMatchObject({ ok: true, orderId: 'ORDER-1' });
    // The second click shared the first one's placing instead of sending again.
    expect(placeOrder).toHaveBeenCalledTimes(2);
    expect(toast.success).toHaveBeenCalledTimes(2);
  });

  it('says "Please connect to an internet connection and try again" offline and sends nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const store = checkoutStore();
    expect(await store.dispatch(submitOrder('asha', 'ORDER-1', form))).toMatchObject({ ok: false });
    expect(toast.error).toHaveBeenCalledWith(cartMessages.offline);
    expect(placeOrder).not.toHaveBeenCalled();
  });

  it('gives the offline message when the save finds no connection', async () => {
    vi.mocked(placeOrder).mockRejectedValueOnce(
      new PlaceOrderError(checkoutMessages.offline, 'offline', { detail: 'Could not save order ORDER-1' }),
    );
    const store = checkoutStore();
    await store.dispatch(submitOrder('asha', 'ORDER-1', form));
    expect(toast.error).toHaveBeenCalledWith(checkoutMessages.offline);
    expect(selectCartItems(store.getState())).toHaveLength(2);
  });

  it('keeps the cart on screen as stored when emptying it fails after the order was placed', async () => {
    vi.mocked(saveCart).mockRejectedValueOnce(new Error('denied'));
    const store = checkoutStore();
    const outcome = await store.dispatch(submitOrder('asha', 'ORDER-1', form));
    expect(outcome.ok).toBe(true);
    expect(toast.error).toHaveBeenCalledWith(cartMessages.emptyFailed);
    expect(selectCartItems(store.getState())).toHaveLength(2);
  });

  it('places nothing for an empty cart', async () => {
    const store = makeStore();
    store.dispatch(cartSet({ uid: 'asha', cart: makeStoredCart([]) }));
    expect(await store.dispatch(submitOrder('asha', 'ORDER-1', form))).toMatchObject({ ok: false });
    expect(toast.error).toHaveBeenCalledWith(cartMessages.emptyTitle);
    expect(placeOrder).not.toHaveBeenCalled();
  });
});
