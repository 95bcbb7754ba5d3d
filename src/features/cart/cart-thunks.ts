import type { UnknownAction } from '@reduxjs/toolkit';
import type { AppThunk, AppThunkDispatch, RootState } from '@/app/store';
import type { Product } from '@/lib/firebase/documents/product';
import { isOfflineFailure } from '@/lib/firebase/errors';
import { selectSignedInUid } from '@/lib/session-events';
import { notify } from '@/lib/notify';
import { isOffline } from '@/lib/online';
import {
  addRefusal,
  cartCleared,
  cartLoadFailed,
  cartLoadStarted,
  cartSet,
  cartSlice,
  cartVersionStored,
  itemAdded,
  itemsAdded,
  itemDeleted,
  itemIncreased,
  itemRemoved,
  toStoredCart,
} from './cart-slice';
import { CartChangedElsewhereError } from './api/errors';
import { cartMessages } from './messages';
import { planReorder, type ReorderLine, type ReorderSkip } from './reorder';
import { cartItemFromProduct, emptyCart, type StoredCart } from './schema';
import { MAX_ITEM_AMOUNT } from '@/config/constants';
import { translate } from '@/i18n';

// The api modules are loaded on first use, so Firebase stays out of the first paint of every page.
const cartApi = () => Promise.all([import('./api/load-cart'), import('./api/save-cart')]);

/**
 * Makes sure the customer's cart on screen is the server copy: reads it unless it is already
 * there. Runs inside the cart queue. Returns whether the cart is ready.
 */
async function loadIfNeeded(
  uid: string,
  dispatch: AppThunkDispatch,
  getState: () => RootState,
): Promise<boolean> {
  const { cart } = getState();
  if (cart.ownerUid === uid && cart.status === 'ready') return true;
  dispatch(cartLoadStarted(uid));
  if (isOffline()) {
    dispatch(cartLoadFailed(uid, true));
    notify.error(cartMessages.offlineLoad);
    return false;
  }
  try {
    const [{ loadCart }] = await cartApi();
    const stored = await loadCart(uid);
    // Signed out (or someone else signed in) while the read was under way: not theirs to show.
    if (getState().cart.ownerUid !== uid) return false;
    dispatch(cartSet({ uid, ...stored }));
    return true;
  } catch (error) {
    console.error(error);
    if (getState().cart.ownerUid !== uid) return false;
    const offline = isOfflineFailure(error);
    dispatch(cartLoadFailed(uid, offline));
    notify.error(offline ? cartMessages.offlineLoad : cartMessages.updateFailed);
    return false;
  }
}

/** Loads the customer's cart from the server unless it is on screen already (login, reload, retry). */
export function ensureCartLoaded(uid: string): AppThunk<Promise<boolean>> {
  return (dispatch, getState, { cartQueue }) => cartQueue.run(() => loadIfNeeded(uid, dispatch, getState));
}

/**
 * After a failed write whose outcome is unknown, or one refused because another tab changed the
 * cart, the server copy is read again quietly so the screen shows what is stored; if even that
 * fails, the screen keeps the last stored copy. Call it from inside the cart queue.
 */
export async function resyncCart(uid: string, dispatch: AppThunkDispatch, getState: () => RootState) {
  try {
    const [{ loadCart }] = await cartApi();
    const stored = await loadCart(uid);
    if (getState().cart.ownerUid === uid) dispatch(cartSet({ uid, ...stored }));
  } catch (error) {
    console.error(error);
  }
}

interface ChangeTexts {
  done: () => void;
  failed: string;
  /** Why the change may not be made to the cart as stored (a limit), shown instead; null when it may. */
  refuse?: (cart: StoredCart) => string | null;
}

/**
 * One cart operation: the changed cart is computed from the stored one and saved first; only
 * once it is stored does the event reach the screen. So a failed save changes nothing on
 * screen, and operations queue up instead of overwriting each other.
 */
function changeCart(uid: string, action: UnknownAction, texts: ChangeTexts): AppThunk<Promise<boolean>> {
  return (dispatch, getState, { cartQueue }) => {
    if (isOffline()) {
      notify.error(cartMessages.offline);
      return Promise.resolve(false);
    }
    return cartQueue.run(async () => {
      if (!(await loadIfNeeded(uid, dispatch, getState))) return false;
      const current = getState().cart;
      const refusal = texts.refuse?.(current);
      if (refusal) {
        notify.error(refusal);
        return false;
      }
      const next = cartSlice.reducer(current, action);
      if (next === current) return true;
      let version: number;
      try {
        const [, { saveCart }] = await cartApi();
        version = await saveCart(uid, toStoredCart(next), current.version);
      } catch (error) {
        console.error(error);
        if (isOfflineFailure(error)) {
          notify.error(cartMessages.offline);
        } else {
          // Refused as written over another tab's change: that tab's cart is shown instead.
          notify.error(error instanceof CartChangedElsewhereError ? error.userMessage : texts.failed);
          await resyncCart(uid, dispatch, getState);
        }
        return false;
      }
      if (getState().cart.ownerUid !== uid) return false;
      dispatch(action);
      dispatch(cartVersionStored({ uid, version }));
      texts.done();
      return true;
    });
  };
}

const addedTexts: ChangeTexts = {
  done: () => {
    notify.success(cartMessages.itemAdded);
  },
  failed: cartMessages.addFailed,
};

/** Adding more of a product than a line may hold (10), in the active language. */
function amountLimitMessage(inCart: number): string {
  const values = { max: MAX_ITEM_AMOUNT, inCart, more: MAX_ITEM_AMOUNT - inCart };
  if (inCart === 0) return translate(cartMessages.amountLimit, values);
  return translate(values.more > 0 ? cartMessages.amountLimitSome : cartMessages.amountLimitFull, values);
}

/** Adds amount of a product for the signed-in customer ('Please Login to add items to Cart!' otherwise). */
export function addItem(product: Product, amount: number): AppThunk<Promise<boolean>> {
  return (dispatch, getState) => {
    const uid = selectSignedInUid(getState());
    if (!uid) {
      notify.error(cartMessages.loginToAdd);
      return Promise.resolve(false);
    }
    if (!Number.isInteger(amount) || amount < 1) {
      return Promise.reject(new RangeError(`Cannot add ${amount} of product ${product.id}`));
    }
    const item = cartItemFromProduct(product, amount);
    return dispatch(
      changeCart(uid, itemAdded(item), {
        ...addedTexts,
        refuse: (cart) => {
          const refusal = addRefusal(cart, item);
          if (!refusal) return null;
          return refusal.reason === 'lines' ? cartMessages.linesLimit : amountLimitMessage(refusal.inCart);
        },
      }),
    );
  };
}

/** The cart's increase control: one more, only below 10. */
export function increaseItem(uid: string, id: number): AppThunk<Promise<boolean>> {
  return changeCart(uid, itemIncreased(id), addedTexts);
}

export function removeItem(uid: string, id: number): AppThunk<Promise<boolean>> {
  return changeCart(uid, itemRemoved(id), {
    done: () => {
      notify.error(cartMessages.itemRemoved);
    },
    failed: cartMessages.removeFailed,
  });
}

export function deleteItem(uid: string, id: number): AppThunk<Promise<boolean>> {
  return changeCart(uid, itemDeleted(id), {
    done: () => {
      notify.error(cartMessages.itemDeleted);
    },
    failed: cartMessages.deleteFailed,
  });
}

export function clearCart(uid: string): AppThunk<Promise<boolean>> {
  return changeCart(uid, cartCleared(), {
    done: () => {
      notify.error(cartMessages.cartEmptied);
    },
    failed: cartMessages.emptyFailed,
  });
}

/**
 * The cart on screen after an order was placed from it: the order's batch stored it emptied as
 * `version` (lines the shop could not read were not part of the order and stay).
 */
export function cartEmptiedByOrder(uid: string, version: number): AppThunk {
  return (dispatch, getState) => {
    const { cart } = getState();
    if (cart.ownerUid !== uid) return;
    dispatch(cartSet({ uid, cart: leftAfterOrder(cart), version }));
  };
}

/** What an order leaves of the cart it was placed from: the lines the shop could not read. */
export function leftAfterOrder(cart: StoredCart): StoredCart {
  return cart.unreadable?.length ? { ...emptyCart, unreadable: cart.unreadable } : emptyCart;
}

/** What a skipped line of a reorder is called in the notice. */
function skipText(skip: ReorderSkip): string {
  switch (skip.reason) {
    case 'gone':
      return translate(cartMessages.reorderGone, { title: skip.title });
    case 'outOfStock':
      return translate(cartMessages.reorderOutOfStock, { title: skip.title });
    case 'cartFull':
      return translate(cartMessages.reorderCartFull, { title: skip.title });
    case 'fewer':
      return translate(cartMessages.reorderFewer, { title: skip.title, added: skip.added });
  }
}

/**
 * Order again: puts a past order's lines into the signed-in customer's cart at today's products
 * (`products`: today's product of each line by position, null when gone), in one save, within the
 * cart's limits (planReorder). Says what was added and names every line skipped or cut. Resolves
 * whether anything was added.
 */
export function orderAgain(
  lines: readonly ReorderLine[],
  products: readonly (Product | null)[],
): AppThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    const uid = selectSignedInUid(getState());
    if (!uid) {
      notify.error(cartMessages.loginToAdd);
      return false;
    }
    if (!(await dispatch(ensureCartLoaded(uid)))) return false;
    const { items, skipped } = planReorder(getState().cart, lines, products);
    if (skipped.length)
      notify.error(translate(cartMessages.reorderSkipped, { titles: skipped.map(skipText).join(', ') }));
    if (!items.length) {
      notify.error(cartMessages.reorderNothing);
      return false;
    }
    return dispatch(
      changeCart(uid, itemsAdded(items), {
        done: () => {
          notify.success(cartMessages.reorderAdded);
        },
        failed: cartMessages.addFailed,
      }),
    );
  };
}
