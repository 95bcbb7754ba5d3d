import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { MAX_CART_LINES, MAX_ITEM_AMOUNT } from '@/config/constants';
import { sessionEnded } from '@/lib/session-events';
import { emptyCart, withTotals, type CartItem, type StoredCart } from './cart-maths';

export interface CartState extends StoredCart {
  /** Whose cart is on screen; null before a customer's cart was asked for. */
  ownerUid: string | null;
  /**
   * idle: nothing asked for yet; loading: reading the server copy; error: that read failed;
   * offline: it failed for want of a connection (tried again once the browser is back online).
   */
  status: 'idle' | 'loading' | 'ready' | 'error' | 'offline';
  /** Stored lines the shop cannot read, kept as they were (see StoredCart.unreadable). */
  unreadable: readonly unknown[];
  /**
   * The stored cart's version this tab last read or wrote (carts/{uid}.version; 0: none stored
   * yet). The next write must be this + 1, or the rules refuse it as written over another tab's.
   */
  version: number;
}

const initialState: CartState = { ...emptyCart, ownerUid: null, status: 'idle', unreadable: [], version: 0 };

/**
 * Why adding would break the cart's limits, or null: a line holds at most 10 of a product, and a
 * cart at most 20 lines (an order's most; the security rules refuse more).
 */
export function addRefusal(
  cart: StoredCart,
  added: Pick<CartItem, 'id' | 'amount'>,
): { reason: 'amount'; inCart: number } | { reason: 'lines' } | null {
  const line = cart.cartItems.find((item) => item.id === added.id);
  if (line)
    return line.amount + added.amount > MAX_ITEM_AMOUNT ? { reason: 'amount', inCart: line.amount } : null;
  if (added.amount > MAX_ITEM_AMOUNT) return { reason: 'amount', inCart: 0 };
  const lines = cart.cartItems.length + (cart.unreadable?.length ?? 0);
  return lines >= MAX_CART_LINES ? { reason: 'lines' } : null;
}

/** Totals always follow the lines: total = Σ price × amount, count = Σ amount. */
function replaceLines(state: CartState, cartItems: CartItem[]) {
  Object.assign(state, withTotals(cartItems));
}

/** Adds a line (or to its line), unless that breaks a limit (addRefusal). */
function addLine(state: CartState, added: CartItem) {
  if (addRefusal(state, added)) return;
  const line = state.cartItems.find((item) => item.id === added.id);
  if (line) line.amount += added.amount;
  else state.cartItems.push({ ...added });
  replaceLines(state, state.cartItems);
}

/**
 * The cart and its maths (§4 Cart). Each operation is a past event: the cart feature's thunks
 * store the changed cart first and dispatch the event once it is stored, so what is on screen
 * is always what the server holds. An operation that changes nothing returns the same state.
 */
export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    /**
     * Total rises by price × amount, count by amount; a known id grows its line, else a line is
     * appended. Never past 10 of a product or 20 lines (what an order may hold): see addRefusal.
     */
    itemAdded(state, action: PayloadAction<CartItem>) {
      addLine(state, action.payload);
    },
    /** Order again: each line added as itemAdded adds it (what breaks a limit is left out). */
    itemsAdded(state, action: PayloadAction<CartItem[]>) {
      for (const item of action.payload) addLine(state, item);
    },
    /** The cart's increase control: one more, only while the line is below 10. */
    itemIncreased(state, action: PayloadAction<number>) {
      const line = state.cartItems.find((item) => item.id === action.payload);
      if (!line || line.amount >= MAX_ITEM_AMOUNT) return;
      line.amount += 1;
      replaceLines(state, state.cartItems);
    },
    /** One less; the line goes at 1. */
    itemRemoved(state, action: PayloadAction<number>) {
      const line = state.cartItems.find((item) => item.id === action.payload);
      if (!line) return;
      if (line.amount > 1) {
        line.amount -= 1;
        replaceLines(state, state.cartItems);
      } else {
        replaceLines(
          state,
          state.cartItems.filter((item) => item.id !== action.payload),
        );
      }
    },
    /** The whole line goes. */
    itemDeleted(state, action: PayloadAction<number>) {
      if (!state.cartItems.some((item) => item.id === action.payload)) return;
      replaceLines(
        state,
        state.cartItems.filter((item) => item.id !== action.payload),
      );
    },
    /** Clear Cart: every line goes, the unreadable ones too (the cart page names them). */
    cartCleared(state) {
      if (state.cartItems.length === 0 && state.unreadable.length === 0) return;
      replaceLines(state, []);
      state.unreadable = [];
    },
    cartLoadStarted(state, action: PayloadAction<string>) {
      if (state.ownerUid !== action.payload) {
        replaceLines(state, []);
        state.unreadable = [];
      }
      state.ownerUid = action.payload;
      state.status = 'loading';
    },
    /** The server copy, at its version, replaces the cart. */
    cartSet(state, action: PayloadAction<{ uid: string; cart: StoredCart; version: number }>) {
      state.ownerUid = action.payload.uid;
      state.status = 'ready';
      replaceLines(state, action.payload.cart.cartItems);
      state.unreadable = [...(action.payload.cart.unreadable ?? [])];
      state.version = action.payload.version;
    },
    /** The cart was stored as this version (a save, or the order that emptied it). */
    cartVersionStored(state, action: PayloadAction<{ uid: string; version: number }>) {
      if (state.ownerUid === action.payload.uid) state.version = action.payload.version;
    },
    cartLoadFailed: {
      reducer(state, action: PayloadAction<{ uid: string; offline: boolean }>) {
        if (state.ownerUid === action.payload.uid)
          state.status = action.payload.offline ? 'offline' : 'error';
      },
      prepare(uid: string, offline?: boolean) {
        return { payload: { uid, offline: offline === true } };
      },
    },
  },
  extraReducers: (builder) => {
    // Logging out forgets the cart on this device only; the stored copy stays for next time.
    builder.addCase(sessionEnded, () => initialState);
  },
  selectors: {
    selectCartItems: (state) => state.cartItems,
    selectTotalAmount: (state) => state.totalAmount,
    selectTotalNumItems: (state) => state.totalNumItems,
    selectCartStatus: (state) => state.status,
    selectCartOwner: (state) => state.ownerUid,
    selectUnreadableLineCount: (state) => state.unreadable.length,
    selectCartVersion: (state) => state.version,
  },
});

export const {
  itemAdded,
  itemsAdded,
  itemIncreased,
  itemRemoved,
  itemDeleted,
  cartCleared,
  cartLoadStarted,
  cartSet,
  cartVersionStored,
  cartLoadFailed,
} = cartSlice.actions;
export const {
  selectCartItems,
  selectTotalAmount,
  selectTotalNumItems,
  selectCartStatus,
  selectCartOwner,
  selectUnreadableLineCount,
  selectCartVersion,
} = cartSlice.selectors;

/** The stored shape of a cart state, with the lines the shop could not read. */
export function toStoredCart(state: StoredCart): StoredCart {
  return {
    cartItems: state.cartItems,
    totalAmount: state.totalAmount,
    totalNumItems: state.totalNumItems,
    ...(state.unreadable?.length ? { unreadable: state.unreadable } : {}),
  };
}
