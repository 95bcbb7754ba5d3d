import { useEffect } from 'react';
import { useLoaderData, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { RouteErrorPage } from '@/components/errors/route-error-page';
import { paths } from '@/config/paths';
import { selectCartItems, selectCartOwner, selectCartStatus } from '@/features/cart/cart-slice';
import { getCustomerDetails } from '@/features/checkout/api/get-customer-details';
import {
  checkoutStarted,
  handoffDismissed,
  selectOrderFormShown,
  selectPlacedOrder,
} from '@/features/checkout/checkout-slice';
import { submitOrder } from '@/features/checkout/checkout-thunks';
import { OrderForm } from '@/features/checkout/components/order-form';
import { WhatsappHandoff } from '@/features/checkout/components/whatsapp-handoff';
import { createOrderId } from '@/features/checkout/order-id';
import type { OrderFormData } from '@/features/checkout/order-schema';
import { requireCustomer } from '@/features/session/require-customer';

/** /cart/order needs a signed-in customer, and loads their name and e-mail to prefill the form. */
export async function loader() {
  const user = await requireCustomer();
  let details = { name: user.name, email: user.email };
  try {
    const stored = await getCustomerDetails(user.uid);
    if (stored) details = { name: stored.name || user.name, email: stored.email || user.email };
  } catch (error) {
    // The prefill is a convenience: the session's name and e-mail stand in.
    console.error(error);
  }
  return { user, details };
}

export function Component() {
  const { user, details } = useLoaderData<typeof loader>();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const shown = useAppSelector(selectOrderFormShown);
  const placed = useAppSelector(selectPlacedOrder);
  const items = useAppSelector(selectCartItems);
  const owner = useAppSelector(selectCartOwner);
  const status = useAppSelector(selectCartStatus);

  // Landing here (Checkout? or a reload) shows the form, under this attempt's order id.
  useEffect(() => {
    dispatch(checkoutStarted(createOrderId()));
  }, [dispatch]);

  const submit = async (data: OrderFormData) => {
    const outcome = await dispatch(submitOrder(user.uid, data));
    if (!outcome.ok) return;
    const chat = window.open(outcome.whatsappUrl, '_blank');
    if (!chat) return; // blocked: the handoff below offers the link
    chat.opener = null;
    dispatch(handoffDismissed());
    void navigate(paths.home.getHref());
  };

  if (placed && !shown) {
    return (
      <WhatsappHandoff
        url={placed.whatsappUrl}
        onContinue={() => {
          dispatch(handoffDismissed());
        }}
      />
    );
  }
  const cartReady = owner === user.uid && status === 'ready' && items.length > 0;
  if (!shown || !cartReady) return null;
  return <OrderForm defaults={details} onSubmit={submit} />;
}

export const ErrorBoundary = RouteErrorPage;
