import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEnded } from '@/lib/session-events';

export interface PlacedOrder {
  orderId: string;
  whatsappUrl: string;
}

export interface CheckoutState {
  /** The spec's order-form-shown flag: hides 'Checkout?' and shows the form's invitation. */
  orderFormShown: boolean;
  /**
   * The id the order of this checkout attempt is saved under. Made once when the form opens and
   * kept through retries and double clicks until the order is placed, so none makes a second order.
   */
  orderId: string | null;
  /** The last order placed on this device, for the WhatsApp handoff when the chat window was blocked. */
  placed: PlacedOrder | null;
}

const initialState: CheckoutState = { orderFormShown: false, orderId: null, placed: null };

export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState,
  reducers: {
    /** 'Checkout?' (or landing on /cart/order): show the form, under a fresh order id unless one is open. */
    checkoutStarted(state, action: PayloadAction<string>) {
      state.orderFormShown = true;
      state.orderId ??= action.payload;
      state.placed = null;
    },
    /** Entering /cart: the form goes, and with it this attempt's order id. */
    orderFormHidden(state) {
      state.orderFormShown = false;
      state.orderId = null;
    },
    orderPlaced(state, action: PayloadAction<PlacedOrder>) {
      state.orderFormShown = false;
      state.orderId = null;
      state.placed = action.payload;
    },
    handoffDismissed(state) {
      state.placed = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState);
  },
  selectors: {
    selectOrderFormShown: (state) => state.orderFormShown,
    selectOrderId: (state) => state.orderId,
    selectPlacedOrder: (state) => state.placed,
  },
});

export const { checkoutStarted, orderFormHidden, orderPlaced, handoffDismissed } = checkoutSlice.actions;
export const { selectOrderFormShown, selectOrderId, selectPlacedOrder } = checkoutSlice.selectors;
