import { useEffect } from 'react';
import { Outlet, useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { RouteErrorPage } from '@/components/errors/route-error-page';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import {
  selectCartItems,
  selectCartOwner,
  selectCartStatus,
  selectTotalAmount,
  selectTotalNumItems,
} from '@/features/cart/cart-slice';
import {
  clearCart,
  deleteItem,
  ensureCartLoaded,
  increaseItem,
  removeItem,
} from '@/features/cart/cart-thunks';
import { CartEmpty } from '@/features/cart/components/cart-empty';
import { CartLine } from '@/features/cart/components/cart-line';
import { CartSummary } from '@/features/cart/components/cart-summary';
import { UnreadableLinesNotice } from '@/features/cart/components/unreadable-lines-notice';
import { cartMessages } from '@/features/cart/messages';
import {
  checkoutStarted,
  orderFormHidden,
  selectOrderFormShown,
  selectPlacedOrder,
} from '@/features/checkout/checkout-slice';
import { createOrderId } from '@/features/checkout/order-id';
import { requireCustomer } from '@/features/session/require-customer';
import { translate } from '@/i18n';

/** /cart needs a signed-in customer; visitors go to the login page. */
export async function loader({ request }: LoaderFunctionArgs) {
  return { user: await requireCustomer(request) };
}

export function Component() {
  const { user } = useLoaderData<typeof loader>();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = useAppSelector(selectCartItems);
  const totalAmount = useAppSelector(selectTotalAmount);
  const totalNumItems = useAppSelector(selectTotalNumItems);
  const status = useAppSelector(selectCartStatus);
  const owner = useAppSelector(selectCartOwner);
  const orderFormShown = useAppSelector(selectOrderFormShown);
  const placed = useAppSelector(selectPlacedOrder);
  const { uid } = user;

  // The session normally brings the cart; this covers arriving before it did, and a failed load.
  useEffect(() => {
    void dispatch(ensureCartLoaded(uid));
  }, [dispatch, uid]);

  // Back online after a failed load: try again by itself.
  useEffect(() => {
    const retry = () => void dispatch(ensureCartLoaded(uid));
    window.addEventListener('online', retry);
    return () => {
      window.removeEventListener('online', retry);
    };
  }, [dispatch, uid]);

  // Entering /cart hides the order form.
  useEffect(() => {
    if (pathname === paths.cart.getHref()) dispatch(orderFormHidden());
  }, [dispatch, pathname]);

  const ready = owner === uid && status === 'ready';
  const failed = owner === uid && (status === 'error' || status === 'offline');
  const filled = ready && items.length > 0;
  // Just placed, with the chat window blocked: the order form's place shows how to send it, alone.
  const handingOff = pathname === paths.cartOrder.getHref() && placed !== null && !orderFormShown;

  const checkout = () => {
    dispatch(checkoutStarted(createOrderId()));
    void navigate(paths.cartOrder.getHref(), { replace: true });
  };

  return (
    <section className="section cart-page" aria-labelledby="cart-title">
      <title>{translate(cartMessages.pageTitle)}</title>
      <div className="cart-page__head">
        <h1 id="cart-title">{translate(cartMessages.heading)}</h1>
      </div>

      {/* The order form (the Outlet) keeps one place in the tree, so it is never remounted. */}
      <div className={filled ? 'cart-layout' : undefined}>
        <div className="cart-main">
          {ready && <UnreadableLinesNotice />}
          {failed ? (
            <div className="cart-problem" role="alert">
              <p>{translate(status === 'offline' ? cartMessages.offlineLoad : cartMessages.updateFailed)}</p>
              <button type="button" className="button" onClick={() => void dispatch(ensureCartLoaded(uid))}>
                {translate(cartMessages.tryAgain)}
              </button>
            </div>
          ) : !ready ? (
            <p className="cart-status" role="status">
              <Spinner /> {translate(cartMessages.loading)}
            </p>
          ) : items.length === 0 ? (
            !handingOff && <CartEmpty />
          ) : (
            <>
              {/* The lines' titles are h3: a heading of their own above them, for screen readers. */}
              <h2 id="cart-lines-title" className="visually-hidden">
                {translate(cartMessages.linesLabel)}
              </h2>
              <ul className="cart-list" aria-labelledby="cart-lines-title">
                {items.map((item) => (
                  <CartLine
                    key={item.id}
                    item={item}
                    onIncrease={() => void dispatch(increaseItem(uid, item.id))}
                    onRemove={() => void dispatch(removeItem(uid, item.id))}
                    onDelete={() => void dispatch(deleteItem(uid, item.id))}
                  />
                ))}
              </ul>
              {/* Below the lines, not in the page's top corner: that is where the toasts appear. */}
              <div className="cart-actions">
                <button type="button" className="button" onClick={() => void dispatch(clearCart(uid))}>
                  {translate(cartMessages.clearCart)}
                </button>
              </div>
            </>
          )}
          <Outlet />
        </div>
        {filled && (
          <CartSummary totalNumItems={totalNumItems} totalAmount={totalAmount}>
            {orderFormShown ? (
              <p className="cart-summary__note">{translate(cartMessages.fillInForm)}</p>
            ) : (
              <button type="button" className="button button--primary" onClick={checkout}>
                {translate(cartMessages.checkout)}
              </button>
            )}
          </CartSummary>
        )}
      </div>
    </section>
  );
}

export const ErrorBoundary = RouteErrorPage;
