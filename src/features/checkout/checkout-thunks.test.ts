import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { loadCart } from '@/features/cart/api/load-cart';
import { activateLocale } from '@/i18n';
import { cartSet, selectCartItems, selectCartVersion } from '@/features/cart/cart-slice';
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
  store.dispatch(cartSet({ uid: 'asha', cart: makeStoredCart([soap, juice]), version: 4 }));
  store.dispatch(checkoutStarted('ORDER-1'));
  return store;
}

beforeEach(() => {
  vi.mocked(placeOrder).mockReset().mockResolvedValue({ outcome: 'created', version: 5 });
  vi.mocked(loadCart)
    .mockReset()
    .mockResolvedValue({ cart: makeStoredCart([]), version: 5 });
  toast.success.mockReset();
  toast.error.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('submitOrder', () => {
  it('saves the order under the attempt’s id with the reduced lines and totals, from the cart’s version', async () => {
    const store = checkoutStore();
    await store.dispatch(submitOrder('asha', 'ORDER-1', form));
    expect(placeOrder).toHaveBeenCalledWith(
      'ORDER-1',
      {
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
        language: 'en',
      },
      { left: { cartItems: [], totalAmount: 0, totalNumItems: 0 }, version: 4 },
    );
  });

  it('stores the language of the page the order is placed from', async () => {
    await activateLocale('hi', ['checkout']);
    try {
      await checkoutStore().dispatch(submitOrder('asha', 'ORDER-1', form));
    } finally {
      await activateLocale('en');
    }
    expect(nth(vi.mocked(placeOrder).mock.calls, 0)[1].language).toBe('hi');
  });

  it('lists the products’ Hindi titles in a Hindi page’s WhatsApp text, the English one where there is none; the order keeps the English titles', async () => {
    const store = makeStore();
    const plain = makeCartItem({ id: 3, title: 'Rose Water', subTitle: ' ', amount: 1 });
    const lines = [makeCartItem({ id: 1, title: 'Neem Soap', subTitle: 'नीम साबुन', amount: 2 }), plain];
    store.dispatch(cartSet({ uid: 'asha', cart: makeStoredCart(lines), version: 4 }));
    store.dispatch(checkoutStarted('ORDER-1'));
    await activateLocale('hi', ['checkout']);
    let outcome;
    try {
      outcome = await store.dispatch(submitOrder('asha', 'ORDER-1', form));
    } finally {
      await activateLocale('en');
    }
    if (!outcome.ok) throw new Error('the order was refused');
    const text = new URL(outcome.whatsappUrl).searchParams.get('text') ?? '';
    expect(text.split('\n').slice(1, 4)).toEqual(['सामान:', 'नीम साबुन X 2', 'Rose Water X 1']);
    const sent = nth(vi.mocked(placeOrder).mock.calls, 0)[1];
    expect(sent.order.items.map((item) => item.title)).toEqual(['Neem Soap', 'Rose Water']);
  });

  it('cuts a line title longer than the 200 characters an order line may have', async () => {
    const store = makeStore();
    const long = makeCartItem({ id: 3, title: 'Chyawanprash '.repeat(20), amount: 1 });
    store.dispatch(cartSet({ uid: 'asha', cart: makeStoredCart([long]), version: 1 }));
    await store.dispatch(submitOrder('asha', 'ORDER-2', form));
    const [, sent] = vi.mocked(placeOrder).mock.calls[0] ?? [];
    expect(sent?.order.items[0]?.title).toBe('Chyawanprash '.repeat(20).slice(0, 200));
  });

  it('then says "Order Placed!…", shows the cart emptied at the order’s version, hides the form and gives the chat link', async () => {
    const store = checkoutStore();
    const outcome = await store.dispatch(submitOrder('asha', 'ORDER-1', form));
    expect(toast.success).toHaveBeenCalledWith('Order Placed! We will send you a confirmation on whatsapp');
    expect(selectCartItems(store.getState())).toEqual([]);
    expect(selectCartVersion(store.getState())).toBe(5);
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
    expect(loadCart).not.toHaveBeenCalled();
    expect(selectCartItems(store.getState())).toEqual([soap, juice]);
    expect(selectOrderFormShown(store.getState())).toBe(true);

    await store.dispatch(submitOrder('asha', 'ORDER-1', form));
    expect(vi.mocked(placeOrder).mock.calls.map(([orderId]) => orderId)).toEqual(['ORDER-1', 'ORDER-1']);
  });

  it('places one order for a double click', async () => {
    const store = checkoutStore();
    const [first, second] = await Promise.all([
      store.dispatch(submitOrder('asha', 'ORDER-1', form)),
      store.dispatch(submitOrder('asha', 'ORDER-1', form)),
    ]);
    expect(first).toEqual(second);
    expect(first).toMatchObject({ ok: true, orderId: 'ORDER-1' });
    // The second click shared the first one's placing instead of sending again.
    expect(placeOrder).toHaveBeenCalledTimes(1);
    expect(toast.success).toHaveBeenCalledTimes(1);
  });

  it('counts a retry that finds its own order (the first answer was lost) as placed, and reads the emptied cart back', async () => {
    // The database as the rules keep it: an order id is written once, a retry finds its order.
    const stored = new Map<string, unknown>();
    vi.mocked(placeOrder).mockImplementation((orderId, request) => {
      if (stored.has(orderId)) return Promise.resolve({ outcome: 'existing' });
      stored.set(orderId, request);
      return Promise.reject(new PlaceOrderError(checkoutMessages.offline, 'offline'));
    });
    const store = checkoutStore();
    expect(await store.dispatch(submitOrder('asha', 'ORDER-1', form))).toMatchObject({ ok: false });
    expect(selectCartItems(store.getState())).toEqual([soap, juice]);
    expect(await store.dispatch(submitOrder('asha', 'ORDER-1', form))).toMatchObject({
      ok: true,
      orderId: 'ORDER-1',
    });
    expect([...stored.keys()]).toEqual(['ORDER-1']);
    expect(loadCart).toHaveBeenCalledTimes(1);
    expect(selectCartItems(store.getState())).toEqual([]);
    expect(selectCartVersion(store.getState())).toBe(5);
  });

  it('reloads the cart and keeps the form when another tab changed or ordered the cart', async () => {
    vi.mocked(placeOrder).mockRejectedValueOnce(
      new PlaceOrderError(checkoutMessages.cartChangedElsewhere, 'failed', { refusal: 'cartChanged' }),
    );
    const fromOtherTab = makeStoredCart([soap]);
    vi.mocked(loadCart).mockResolvedValue({ cart: fromOtherTab, version: 7 });
    const store = checkoutStore();
    expect(await store.dispatch(submitOrder('asha', 'ORDER-1', form))).toMatchObject({ ok: false });
    expect(toast.error).toHaveBeenCalledWith(checkoutMessages.cartChangedElsewhere);
    expect(selectCartItems(store.getState())).toEqual([soap]);
    expect(selectCartVersion(store.getState())).toBe(7);
    expect(selectOrderFormShown(store.getState())).toBe(true);
  });

  it.each([
    ['tooManyOpen', checkoutMessages.tooManyOpen],
    ['tooSoon', checkoutMessages.tooSoon],
  ] as const)(
    'says why an order beyond the limits (%s) was refused, and keeps the cart',
    async (refusal, message) => {
      vi.mocked(placeOrder).mockRejectedValueOnce(new PlaceOrderError(message, 'failed', { refusal }));
      const store = checkoutStore();
      expect(await store.dispatch(submitOrder('asha', 'ORDER-1', form))).toMatchObject({ ok: false });
      expect(toast.error).toHaveBeenCalledWith(message);
      expect(loadCart).not.toHaveBeenCalled();
      expect(selectCartItems(store.getState())).toEqual([soap, juice]);
    },
  );

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

  it('places nothing for an empty cart', async () => {
    const store = makeStore();
    store.dispatch(cartSet({ uid: 'asha', cart: makeStoredCart([]), version: 1 }));
    expect(await store.dispatch(submitOrder('asha', 'ORDER-1', form))).toMatchObject({ ok: false });
    expect(toast.error).toHaveBeenCalledWith(cartMessages.emptyTitle);
    expect(placeOrder).not.toHaveBeenCalled();
  });
});
