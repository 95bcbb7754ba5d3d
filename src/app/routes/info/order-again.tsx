import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { appStore } from '@/app/app-store';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { cartMessages } from '@/features/cart/messages';
import type { MyOrder } from '@/features/orders/schema';
import { userMessageOf } from '@/lib/firebase/errors';
import { notify } from '@/lib/notify';
import { translate } from '@/i18n';

/**
 * Order again: reads today's product of each line (catalogue), puts what it can into the cart
 * (the cart's limits and messages), and takes the shopper to the cart to check it.
 */
async function putInCart(order: MyOrder): Promise<boolean> {
  const [{ getProduct }, { orderAgain }] = await Promise.all([
    import('@/features/catalog/api/get-product'),
    import('@/features/cart/cart-thunks'),
  ]);
  const products = await Promise.all(order.items.map((line) => getProduct(line.id)));
  return appStore.dispatch(orderAgain(order.items, products));
}

export function OrderAgainButton({ order }: { order: MyOrder }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="button button--primary"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        putInCart(order)
          .then((added) => {
            setBusy(false);
            if (added) void navigate(paths.cart.getHref());
          })
          .catch((error: unknown) => {
            setBusy(false);
            console.error('Order again failed', error);
            notify.error(userMessageOf(error, cartMessages.addFailed));
          });
      }}
    >
      {busy && <Spinner />}
      {translate(cartMessages.orderAgain)}
    </button>
  );
}
