import type { AppThunk } from '@/app/store';
import { cartEmptiedByOrder, leftAfterOrder, resyncCart } from '@/features/cart/cart-thunks';
import { ORDER_LINE_TITLE_MAX, type OrderRequest } from '@/lib/firebase/documents/order';
import { activeLocale } from '@/i18n';
import { userMessageOf } from '@/lib/firebase/errors';
import { notify } from '@/lib/notify';
import { isOffline } from '@/lib/online';
import { PlaceOrderError } from './api/errors';
import { orderPlaced } from './checkout-slice';
import { checkoutMessages } from './messages';
import type { OrderFormData } from './order-schema';
import { cartLineTitles, orderWhatsappUrl } from './whatsapp-text';

export type SubmitOrderOutcome =
  { ok: true; orderId: string; whatsappUrl: string } | { ok: false; failure: string };

const failed = (failure: string): SubmitOrderOutcome => {
  notify.error(failure);
  return { ok: false, failure };
};

/** Submissions of one checkout attempt that are under way, by order id. */
const underWay = new Map<string, Promise<SubmitOrderOutcome>>();

/**
 * Places the order of the cart on screen under `orderId`, the id of this checkout attempt (the
 * form carries it, so a retry or a second click sends the same one), then empties the cart
 * (in the same batch; then on screen). A submit of an attempt that is still under way shares its
 * outcome instead of placing again; one that comes later saves under the same id, which the
 * database keeps as one order. On failure the cart and the form stay as they were. Runs in the
 * cart queue, so no cart change can slip in between the order and the emptying.
 */
export function submitOrder(
  uid: string,
  orderId: string,
  form: OrderFormData,
): AppThunk<Promise<SubmitOrderOutcome>> {
  return (dispatch, getState, { cartQueue }) => {
    const running = underWay.get(orderId);
    if (running) return running;
    if (isOffline()) return Promise.resolve(failed(checkoutMessages.offline));
    if (form.payment_method !== 'cash') return Promise.resolve(failed(checkoutMessages.invalidPayment));
    const placing = cartQueue.run(async (): Promise<SubmitOrderOutcome> => {
      const { cart } = getState();
      if (cart.ownerUid !== uid || cart.status !== 'ready' || cart.cartItems.length === 0) {
        return failed(checkoutMessages.cartEmpty);
      }
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
        language: activeLocale(),
      };
      let placed;
      try {
        const { placeOrder } = await import('./api/place-order');
        placed = await placeOrder(orderId, request, { left: leftAfterOrder(cart), version: cart.version });
      } catch (error) {
        console.error(error);
        // Another tab changed or ordered this cart: show what is stored now, to check and retry.
        if (error instanceof PlaceOrderError && error.refusal === 'cartChanged')
          await resyncCart(uid, dispatch, getState);
        return failed(userMessageOf(error, checkoutMessages.placeFailed));
      }
      const whatsappUrl = orderWhatsappUrl(
        orderId,
        request,
        cartLineTitles(cart.cartItems, request.language),
      );
      notify.success(checkoutMessages.placed);
      if (placed.outcome === 'created') dispatch(cartEmptiedByOrder(uid, placed.version));
      else await resyncCart(uid, dispatch, getState);
      dispatch(orderPlaced({ orderId, whatsappUrl }));
      return { ok: true, orderId, whatsappUrl };
    });
    underWay.set(orderId, placing);
    const forget = () => underWay.delete(orderId);
    placing.then(forget, forget);
    return placing;
  };
}
