import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { sessionEnded, sessionStarted } from '@/lib/session-events';
import { makeCartItem, makeStoredCart } from '@/testing/cart-factories';
import { makeProduct } from '@/testing/factories';
import { CartChangedElsewhereError, CartError } from './api/errors';
import { loadCart } from './api/load-cart';
import { saveCart } from './api/save-cart';
import { selectCartItems, selectCartStatus, selectCartVersion, selectTotalNumItems } from './cart-slice';
import {
  addItem,
  clearCart,
  deleteItem,
  cartEmptiedByOrder,
  ensureCartLoaded,
  increaseItem,
  orderAgain,
  removeItem,
} from './cart-thunks';
import { cartMessages } from './messages';
import type { StoredCart } from './schema';
import { activateLocale, translateKnown } from '@/i18n';

vi.mock('./api/load-cart', () => ({ loadCart: vi.fn() }));
vi.mock('./api/save-cart', () => ({ saveCart: vi.fn() }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/notify', () => ({ notify: toast, prepareToasts: vi.fn() }));

const asha = { uid: 'asha', email: 'asha@example.com', name: 'Asha Verma' };
const soap = makeCartItem({ id: 1, title: 'Neem Soap', price: 60, amount: 2 });

/**
 * What the server holds, at its version; loadCart reads it and saveCart writes it, like Firestore
 * would (a save over another version is refused).
 */
let server: StoredCart;
let serverVersion: number;

function signedInStore() {
  const store = makeStore();
  store.dispatch(sessionStarted({ user: asha, mode: 'user', expiresAt: Date.now() + 60_000 }));
  return store;
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

beforeEach(() => {
  server = makeStoredCart([soap]);
  serverVersion = 3;
  vi.mocked(loadCart)
    .mockReset()
    .mockImplementation(() => Promise.resolve({ cart: structuredClone(server), version: serverVersion }));
  vi.mocked(saveCart)
    .mockReset()
    .mockImplementation((uid, cart, version) => {
      if (version !== serverVersion) return Promise.reject(new CartChangedElsewhereError(uid));
      server = structuredClone(cart);
      serverVersion = version + 1;
      return Promise.resolve(serverVersion);
    });
  toast.success.mockReset();
  toast.error.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('loading the stored cart', () => {
  it('loads the server copy when a customer session starts', async () => {
    const store = signedInStore();
    await vi.waitFor(() => {
      expect(selectCartStatus(store.getState())).toBe('ready');
    });
    expect(loadCart).toHaveBeenCalledWith('asha');
    expect(selectCartItems(store.getState())).toEqual([soap]);
  });

  it('loads nothing for an admin session', async () => {
    const store = makeStore();
    store.dispatch(sessionStarted({ user: asha, mode: 'admin', expiresAt: Date.now() + 60_000 }));
    expect(selectCartStatus(store.getState())).toBe('idle');
    // The load sits behind a dynamic import: a customer session started after the admin's
    // is loaded after anything the admin's session would have loaded, so once it is done
    // every load there was has been asked for.
    const ravi = { uid: 'ravi', email: 'ravi@example.com', name: 'Ravi Kumar' };
    store.dispatch(sessionStarted({ user: ravi, mode: 'user', expiresAt: Date.now() + 60_000 }));
    await vi.waitFor(() => {
      expect(selectCartStatus(store.getState())).toBe('ready');
    });
    await store.dispatch(ensureCartLoaded('ravi'));
    expect(vi.mocked(loadCart).mock.calls).toEqual([['ravi']]);
  });

  it('reads once only, however often it is asked for', async () => {
    const store = signedInStore();
    await store.dispatch(ensureCartLoaded('asha'));
    await store.dispatch(ensureCartLoaded('asha'));
    expect(loadCart).toHaveBeenCalledTimes(1);
  });

  it('says "Please connect to an internet connection" when offline, and loads on the next try', async () => {
    setOnline(false);
    const store = makeStore();
    expect(await store.dispatch(ensureCartLoaded('asha'))).toBe(false);
    expect(toast.error).toHaveBeenCalledWith(cartMessages.offlineLoad);
    expect(selectCartStatus(store.getState())).toBe('offline');
    expect(loadCart).not.toHaveBeenCalled();

    setOnline(true);
    expect(await store.dispatch(ensureCartLoaded('asha'))).toBe(true);
    expect(selectCartItems(store.getState())).toEqual([soap]);
  });

  it('gives the short offline message when the read finds no connection', async () => {
    vi.mocked(loadCart).mockRejectedValueOnce(new CartError('no network', 'offline'));
    const store = makeStore();
    await store.dispatch(ensureCartLoaded('asha'));
    expect(toast.error).toHaveBeenCalledWith(cartMessages.offlineLoad);
    expect(selectCartStatus(store.getState())).toBe('offline');
  });

  it('says "Could not update cart, please try again later!" when the read fails otherwise', async () => {
    vi.mocked(loadCart).mockRejectedValueOnce(new CartError('denied', 'failed'));
    const store = makeStore();
    await store.dispatch(ensureCartLoaded('asha'));
    expect(toast.error).toHaveBeenCalledWith(cartMessages.updateFailed);
    expect(selectCartStatus(store.getState())).toBe('error');
    expect(console.error).toHaveBeenCalled();
  });

  it('drops a read that comes back after the customer logged out', async () => {
    let answer!: (loaded: { cart: StoredCart; version: number }) => void;
    vi.mocked(loadCart).mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const store = makeStore();
    const loading = store.dispatch(ensureCartLoaded('asha'));
    await vi.waitFor(() => {
      expect(loadCart).toHaveBeenCalled();
    });
    store.dispatch(sessionEnded());
    answer({ cart: server, version: serverVersion });
    expect(await loading).toBe(false);
    expect(selectCartItems(store.getState())).toEqual([]);
    expect(store.getState().cart.ownerUid).toBeNull();
  });
});

describe('changing the cart', () => {
  it('tells a visitor "Please Login to add items to Cart!" and stores nothing', async () => {
    const store = makeStore();
    expect(await store.dispatch(addItem(makeProduct(), 1))).toBe(false);
    expect(toast.error).toHaveBeenCalledWith(cartMessages.loginToAdd);
    expect(saveCart).not.toHaveBeenCalled();
  });

  it('adds a product: stores the new cart, then shows it and "Item added to Cart"', async () => {
    const store = signedInStore();
    const product = makeProduct({ id: 9, price: 300 });
    expect(await store.dispatch(addItem(product, 2))).toBe(true);
    expect(saveCart).toHaveBeenCalledTimes(1);
    expect(server.cartItems.map((item) => [item.id, item.amount])).toEqual([
      [1, 2],
      [9, 2],
    ]);
    expect(server.totalNumItems).toBe(4);
    expect(store.getState().cart.cartItems).toEqual(server.cartItems);
    expect(toast.success).toHaveBeenCalledWith(cartMessages.itemAdded);
  });

  it('reads the stored cart before the first change, so adding never overwrites stored lines', async () => {
    const store = makeStore();
    store.dispatch(sessionStarted({ user: asha, mode: 'user', expiresAt: Date.now() + 60_000 }));
    await store.dispatch(addItem(makeProduct({ id: 9 }), 1));
    expect(server.cartItems.map((item) => item.id)).toEqual([1, 9]);
  });

  it('runs quick successive changes one after another, each on the stored result of the last', async () => {
    const store = signedInStore();
    const product = makeProduct({ id: 9 });
    await Promise.all([
      store.dispatch(addItem(product, 1)),
      store.dispatch(addItem(product, 1)),
      store.dispatch(increaseItem('asha', 1)),
    ]);
    expect(server.cartItems.map((item) => [item.id, item.amount])).toEqual([
      [1, 3],
      [9, 2],
    ]);
    expect(selectTotalNumItems(store.getState())).toBe(5);
  });

  it('adds up to 10 of a product, and says how many more may be added past that', async () => {
    server = makeStoredCart([{ ...soap, amount: 7 }]);
    const store = signedInStore();
    const product = makeProduct({ id: soap.id });
    expect(await store.dispatch(addItem(product, 4))).toBe(false);
    expect(toast.error).toHaveBeenCalledWith(
      'You can order up to 10 of a product, and your cart has 7: add 3 or fewer.',
    );
    expect(saveCart).not.toHaveBeenCalled();
    expect(selectCartItems(store.getState())[0]?.amount).toBe(7);

    expect(await store.dispatch(addItem(product, 3))).toBe(true);
    expect(server.cartItems[0]?.amount).toBe(10);
    expect(await store.dispatch(addItem(product, 1))).toBe(false);
    expect(toast.error).toHaveBeenLastCalledWith(
      'You can order up to 10 of a product, and your cart has 10: no more can be added.',
    );
  });

  it('says the amount limit in Hindi on a Hindi page', async () => {
    await activateLocale('hi');
    try {
      server = makeStoredCart([{ ...soap, amount: 7 }]);
      const store = signedInStore();
      expect(await store.dispatch(addItem(makeProduct({ id: soap.id }), 4))).toBe(false);
      expect(toast.error).toHaveBeenCalledWith(
        'एक उत्पाद के ज़्यादा से ज़्यादा 10 नग मँगा सकते हैं, और आपके कार्ट में 7 हैं: 3 या उससे कम जोड़ें।',
      );
    } finally {
      await activateLocale('en');
    }
  });

  it('holds up to 20 different products, as an order may, and says so for a 21st', async () => {
    server = makeStoredCart(Array.from({ length: 20 }, (_, index) => makeCartItem({ id: index + 1 })));
    const store = signedInStore();
    expect(await store.dispatch(addItem(makeProduct({ id: 21 }), 1))).toBe(false);
    expect(toast.error).toHaveBeenCalledWith(
      'Your cart can hold up to 20 different products. Please place this order first, or remove a product.',
    );
    expect(saveCart).not.toHaveBeenCalled();
    // More of a product already in it is still fine.
    expect(await store.dispatch(addItem(makeProduct({ id: 20 }), 2))).toBe(true);
    expect(server.cartItems).toHaveLength(20);
  });

  it('stops the increase control at 10 without a write', async () => {
    server = makeStoredCart([{ ...soap, amount: 10 }]);
    const store = signedInStore();
    expect(await store.dispatch(increaseItem('asha', 1))).toBe(true);
    expect(saveCart).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
    expect(selectCartItems(store.getState())[0]?.amount).toBe(10);
  });

  it.each([
    ['removing one', () => removeItem('asha', 1), cartMessages.itemRemoved, 1],
    ['deleting the line', () => deleteItem('asha', 1), cartMessages.itemDeleted, 0],
    ['clearing the cart', () => clearCart('asha'), cartMessages.cartEmptied, 0],
  ] as const)('stores %s and shows its message', async (_name, thunk, message, left) => {
    const store = signedInStore();
    expect(await store.dispatch(thunk())).toBe(true);
    expect(server.totalNumItems).toBe(left);
    expect(selectTotalNumItems(store.getState())).toBe(left);
    expect(toast.error).toHaveBeenCalledWith(message);
  });

  it.each([
    ['adding', () => addItem(makeProduct({ id: 9 }), 1), cartMessages.addFailed],
    ['increasing', () => increaseItem('asha', 1), cartMessages.addFailed],
    ['removing one', () => removeItem('asha', 1), cartMessages.removeFailed],
    ['deleting', () => deleteItem('asha', 1), cartMessages.deleteFailed],
    ['clearing', () => clearCart('asha'), cartMessages.emptyFailed],
  ] as const)('keeps the stored cart on screen when %s cannot be saved', async (_name, thunk, message) => {
    const store = signedInStore();
    await store.dispatch(ensureCartLoaded('asha'));
    vi.mocked(saveCart).mockRejectedValueOnce(new CartError('denied', 'failed', { cause: 'sdk' }));
    expect(await store.dispatch(thunk())).toBe(false);
    expect(toast.error).toHaveBeenCalledWith(message);
    expect(toast.success).not.toHaveBeenCalled();
    expect(selectCartItems(store.getState())).toEqual(server.cartItems);
    expect(selectCartItems(store.getState())).toEqual([soap]);
    expect(console.error).toHaveBeenCalled();
  });

  it('shows what the server holds when a failed save did land after all', async () => {
    const store = signedInStore();
    await store.dispatch(ensureCartLoaded('asha'));
    vi.mocked(saveCart).mockImplementationOnce((_uid, cart, version) => {
      server = structuredClone(cart);
      serverVersion = version + 1;
      return Promise.reject(new CartError('answer lost', 'failed'));
    });
    await store.dispatch(removeItem('asha', 1));
    expect(selectCartItems(store.getState())[0]?.amount).toBe(1);
    expect(selectCartItems(store.getState())).toEqual(server.cartItems);
    expect(selectCartVersion(store.getState())).toBe(4);
  });

  it('writes each save as the next version, so the next save is accepted', async () => {
    const store = signedInStore();
    expect(await store.dispatch(increaseItem('asha', 1))).toBe(true);
    expect(await store.dispatch(increaseItem('asha', 1))).toBe(true);
    expect(vi.mocked(saveCart).mock.calls.map(([, , version]) => version)).toEqual([3, 4]);
    expect(selectCartVersion(store.getState())).toBe(5);
    expect(server.cartItems[0]?.amount).toBe(4);
  });

  it('reloads the cart another tab changed instead of writing over it, and says so', async () => {
    const store = signedInStore();
    await store.dispatch(ensureCartLoaded('asha'));
    // Another tab adds a product meanwhile.
    const juice = makeCartItem({ id: 2, title: 'Amla Juice', amount: 1 });
    server = makeStoredCart([soap, juice]);
    serverVersion = 4;
    expect(await store.dispatch(deleteItem('asha', 1))).toBe(false);
    expect(toast.error).toHaveBeenCalledWith(cartMessages.changedElsewhere);
    expect(server.cartItems).toEqual([soap, juice]);
    expect(selectCartItems(store.getState())).toEqual([soap, juice]);
    expect(selectCartVersion(store.getState())).toBe(4);
    // Now on the stored version, the shopper's next change is saved.
    expect(await store.dispatch(deleteItem('asha', 1))).toBe(true);
    expect(server.cartItems).toEqual([juice]);
  });

  it('refuses every change offline with "Please connect to an internet connection and try again"', async () => {
    const store = signedInStore();
    await store.dispatch(ensureCartLoaded('asha'));
    setOnline(false);
    for (const thunk of [
      addItem(makeProduct({ id: 9 }), 1),
      increaseItem('asha', 1),
      removeItem('asha', 1),
      deleteItem('asha', 1),
      clearCart('asha'),
    ]) {
      expect(await store.dispatch(thunk)).toBe(false);
    }
    expect(toast.error.mock.calls.every(([text]) => text === cartMessages.offline)).toBe(true);
    expect(toast.error).toHaveBeenCalledTimes(5);
    expect(saveCart).not.toHaveBeenCalled();
    expect(selectCartItems(store.getState())).toEqual([soap]);
  });

  it('gives the offline message when the save finds no connection, and keeps the cart', async () => {
    const store = signedInStore();
    await store.dispatch(ensureCartLoaded('asha'));
    vi.mocked(saveCart).mockRejectedValueOnce(new CartError('unavailable', 'offline'));
    await store.dispatch(deleteItem('asha', 1));
    expect(toast.error).toHaveBeenCalledWith(cartMessages.offline);
    expect(selectCartItems(store.getState())).toEqual([soap]);
  });

  it('refuses an amount that is not a whole number of at least 1', async () => {
    const store = signedInStore();
    await expect(store.dispatch(addItem(makeProduct(), 0))).rejects.toThrow(RangeError);
    await expect(store.dispatch(addItem(makeProduct(), 1.5))).rejects.toThrow(RangeError);
    expect(saveCart).not.toHaveBeenCalled();
  });
});

describe('stored lines the shop cannot read', () => {
  const unreadable = [{ id: 'legacy-7', title: 42 }, 'not a line'];

  function serverWithUnreadable(items = [soap]) {
    server = { ...makeStoredCart(items), unreadable };
  }

  it('writes them back unchanged with every change, so no save stores less than was read', async () => {
    serverWithUnreadable();
    const store = signedInStore();
    expect(await store.dispatch(addItem(makeProduct({ id: 9 }), 1))).toBe(true);
    expect(server.unreadable).toEqual(unreadable);
    expect(await store.dispatch(deleteItem('asha', 1))).toBe(true);
    expect(await store.dispatch(deleteItem('asha', 9))).toBe(true);
    expect(server.cartItems).toEqual([]);
    expect(server.unreadable).toEqual(unreadable);
    expect(store.getState().cart.unreadable).toEqual(unreadable);
  });

  it('counts them towards the 20 lines a cart holds', async () => {
    serverWithUnreadable(Array.from({ length: 18 }, (_, index) => makeCartItem({ id: index + 1 })));
    const store = signedInStore();
    expect(await store.dispatch(addItem(makeProduct({ id: 30 }), 1))).toBe(false);
    expect(toast.error).toHaveBeenCalledWith(cartMessages.linesLimit);
    expect(saveCart).not.toHaveBeenCalled();
  });

  it('removes them with Clear Cart, which the shopper asked for', async () => {
    serverWithUnreadable();
    const store = signedInStore();
    expect(await store.dispatch(clearCart('asha'))).toBe(true);
    expect(server.cartItems).toEqual([]);
    expect(server.unreadable ?? []).toEqual([]);
    expect(store.getState().cart.unreadable).toEqual([]);
  });

  it('keeps them on screen when an order empties the cart, which did not include them', async () => {
    serverWithUnreadable();
    const store = signedInStore();
    await store.dispatch(ensureCartLoaded('asha'));
    store.dispatch(cartEmptiedByOrder('asha', 9));
    expect(selectCartItems(store.getState())).toEqual([]);
    expect(store.getState().cart.unreadable).toEqual(unreadable);
    expect(selectCartVersion(store.getState())).toBe(9);
  });
});

describe('order again', () => {
  const tulsi = makeProduct({ id: 2, title: 'Tulsi Drops', price: 120 });
  const lines = [
    { id: 2, title: 'Tulsi Drops', amount: 1 },
    { id: 9, title: 'Old Balm', amount: 1 },
  ];

  it('puts the order’s products into the cart and names the ones it could not', async () => {
    const store = signedInStore();
    expect(await store.dispatch(orderAgain(lines, [tulsi, null]))).toBe(true);
    expect(server.cartItems.map(({ id, amount }) => ({ id, amount }))).toEqual([
      { id: 1, amount: 2 },
      { id: 2, amount: 1 },
    ]);
    expect(toast.error).toHaveBeenCalledWith('Not added: Old Balm (no longer sold).');
    expect(toast.success).toHaveBeenCalledWith(cartMessages.reorderAdded);
  });

  // The button is on /track-order only: its texts come with that route's part of the catalogue.
  it('says so in Hindi on the Hindi /track-order, whose part it loads', async () => {
    await activateLocale('hi', ['orders']);
    try {
      const store = signedInStore();
      expect(await store.dispatch(orderAgain(lines, [tulsi, null]))).toBe(true);
      expect(toast.error).toHaveBeenCalledWith('नहीं जोड़े गए: Old Balm (अब नहीं बिकता)।');
      // notify shows a shop text in the page's language (src/lib/notify.ts).
      expect(toast.success).toHaveBeenCalledWith(cartMessages.reorderAdded);
      expect(translateKnown(cartMessages.reorderAdded)).toBe(
        'आपके ऑर्डर के उत्पाद आज के दाम पर कार्ट में डाल दिए गए हैं। ऑर्डर देने से पहले कृपया उसे देख लें।',
      );
    } finally {
      await activateLocale('en');
    }
  });
});
