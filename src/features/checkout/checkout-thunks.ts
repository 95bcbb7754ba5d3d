import type { AppThunk } from '@/app/store';
import { emptyCartAfterOrder } from '@/features/cart/cart-thunks';
import { ORDER_LINE_TITLE_MAX, type OrderRequest } from '@/features/orders/schema';
import { isOfflineFailure } from '@/lib/firebase/errors';
import { notify } from '@/lib/notify';
import { isOffline } from '@/lib/online';
import { checkoutStarted, orderPlaced } from './checkout-slice';
import { checkoutMessages } from './messages';
import { createOrderId } from './order-id';
import type { OrderFormData } from './order-schema';
import { orderWhatsappUrl } from './whatsapp-text';

export type SubmitOrderOutcome = { ok: true; orderId: string; whatsappUrl: string } | { ok: false };

const failed: SubmitOrderOutcome = { ok: false };

/**
 * Places the order of the cart on screen under this checkout attempt's id, then empties the
 * cart (stored first, then on screen). On failure the cart and the form stay as they were.
 * Runs in the cart queue, so no cart change can slip in between the order and the emptying.
 */
export function submitOrder(uid: string, form: OrderFormData): AppThunk<Promise<SubmitOrderOutcome>> {
  return (dispatch, getState, { cartQueue }) => {
    if (isOffline()) {
      notify.error(checkoutMessages.offline);
      return Promise.resolve(failed);
    }
    if (form.payment_method !== 'cash') {
      notify.error(checkoutMessages.invalidPayment);
      return Promise.resolve(failed);
    }
    return cartQueue.run(async () => {
      const { cart, checkout } = getState();
      if (cart.ownerUid !== uid || cart.status !== 'ready' || cart.cartItems.length === 0) {
        notify.error(checkoutMessages.cartEmpty);
        return failed;
      }
      // The form opened this attempt's id; should it be missing, this attempt starts one now.
      const orderId = checkout.orderId ?? createOrderId();
      if (!checkout.orderId) dispatch(checkoutStarted(orderId));
      const request: OrderRequest = {
        name: form.name,
        email: form.email,
        address: form.address,
        number: form.number,
        order: {
          items: cart.cartItems.map(({ id, title, amount, price }) => ({
            id,
            title: title.slice(0, ORDER_LINE_TITLE_MAX),
            amount,
            price,
          })),
          totalAmount: cart.totalAmount,
          totalNumItems: cart.totalNumItems,
        },
        payment_method: 'cash',
        uid,
      };
      try {
        const { placeOrder } = await import('./api/place-order');
        await placeOrder(orderId, request);
      } catch (error) {
        console.error(error);
        const offline = isOfflineFailure(error);
        notify.error(offline ? checkoutMessages.offline : checkoutMessages.placeFailed);
        return failed;
      }
      const whatsappUrl = orderWhatsappUrl(orderId, request);
      notify.success(checkoutMessages.placed);
      await emptyCartAfterOrder(uid, dispatch, getState);
      dispatch(orderPlaced({ orderId, whatsappUrl }));
      return { ok: true, orderId, whatsappUrl };
    });
  };
}
