import { useEffect } from 'react';
import {
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router-dom';
import { appStore } from '@/app/app-store';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { RouteErrorPage } from '@/components/errors/route-error-page';
import { paths } from '@/config/paths';
import { selectCartItems, selectCartOwner, selectCartStatus } from '@/features/cart/cart-slice';
import { getCustomerDetails } from '@/features/checkout/api/get-customer-details';
import {
  checkoutStarted,
  handoffDismissed,
  selectOrderFormShown,
  selectOrderId,
  selectPlacedOrder,
} from '@/features/checkout/checkout-slice';
import { submitOrder } from '@/features/checkout/checkout-thunks';
import {
  OrderForm,
  ORDER_ID_FIELD,
  SAVE_ADDRESS_FIELD,
  type OrderActionData,
} from '@/features/checkout/components/order-form';
import { SAVED_ADDRESS_FIELD } from '@/features/checkout/components/address-picker';
import { WhatsappHandoff } from '@/features/checkout/components/whatsapp-handoff';
import { checkoutMessages } from '@/features/checkout/messages';
import { orderFormDefaults } from '@/features/checkout/order-form-defaults';
import { createOrderId } from '@/features/checkout/order-id';
import { validateOrderForm } from '@/features/checkout/order-schema';
import { requireCustomer } from '@/features/session/require-customer';
import { userMessageOf } from '@/lib/firebase/errors';
import { notify } from '@/lib/notify';

/**
 * /cart/order needs a signed-in customer, and loads what prefills the form (orderFormDefaults:
 * name, e-mail, mobile and saved addresses).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireCustomer(request);
  let stored = null;
  try {
    stored = await getCustomerDetails(user.uid);
  } catch (error) {
    // The prefill is a convenience: the session's name and e-mail stand in.
    console.error(error);
  }
  return { user, details: orderFormDefaults(user, stored) };
}

/**
 * Place Order (spec §4 order flow): validates with the spec's messages, places the order of the
 * cart under the attempt's id the form carries, opens the WhatsApp chat and goes home. A failure
 * returns `{ errors }` or `{ failure }` for the form, which keeps what was typed (and the cart).
 */
export async function action({ request }: ActionFunctionArgs): Promise<OrderActionData | Response> {
  const user = await requireCustomer(request);
  const form = await request.formData();
  const checked = validateOrderForm(form);
  if (!checked.ok) return { errors: checked.errors };
  const orderId = form.get(ORDER_ID_FIELD);
  if (typeof orderId !== 'string' || !orderId) {
    // Only a tampered form lacks it: without an attempt's id an order could be placed twice.
    console.error('The order form came without its order id');
    notify.error(checkoutMessages.placeFailed);
    return { failure: checkoutMessages.placeFailed };
  }
  const outcome = await appStore.dispatch(submitOrder(user.uid, orderId, checked.values));
  if (!outcome.ok) return { failure: outcome.failure };
  // Still the same click's task, so the browser lets the chat window open.
  const chat = window.open(outcome.whatsappUrl, '_blank');
  // At once: once the chat has loaded its own site, its opener can no longer be set.
  if (chat) chat.opener = null;
  // A saved address used again, or a new one to save, goes first among the saved ones: after the
  // chat window opened (that needed the click's task), before leaving the page.
  if (form.get(SAVE_ADDRESS_FIELD) || form.get(SAVED_ADDRESS_FIELD))
    await rememberOrderAddress(user.uid, checked.values.address);
  // Blocked: the handoff in the form's place offers the link.
  if (!chat) return {};
  appStore.dispatch(handoffDismissed());
  return redirect(paths.home.getHref());
}

/** Keeps the order's address first among the saved ones; a failure is said, the order stands. */
async function rememberOrderAddress(uid: string, address: string) {
  try {
    const { rememberAddress } = await import('@/features/checkout/api/remember-address');
    await rememberAddress(uid, address);
  } catch (error) {
    console.error('Could not save the order’s address', error);
    notify.error(userMessageOf(error, checkoutMessages.addressNotSaved));
  }
}

/** A failed order keeps the page as it is: no need to read the customer's details again. */
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formAction === paths.cartOrder.getHref() ? false : defaultShouldRevalidate;
}

export function Component() {
  const { details } = useLoaderData<typeof loader>();
  const result = useActionData<OrderActionData>();
  const navigation = useNavigation();
  const dispatch = useAppDispatch();
  const shown = useAppSelector(selectOrderFormShown);
  const orderId = useAppSelector(selectOrderId);
  const placed = useAppSelector(selectPlacedOrder);
  const items = useAppSelector(selectCartItems);
  const owner = useAppSelector(selectCartOwner);
  const status = useAppSelector(selectCartStatus);
  const { user } = useLoaderData<typeof loader>();

  // Landing here (Checkout? or a reload) shows the form, under this attempt's order id.
  useEffect(() => {
    dispatch(checkoutStarted(createOrderId()));
  }, [dispatch]);

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
  if (!shown || !orderId || !cartReady) return null;
  const submitting = navigation.state !== 'idle' && navigation.formAction === paths.cartOrder.getHref();
  return (
    <OrderForm
      orderId={orderId}
      defaults={details}
      errors={result?.errors}
      failure={result?.failure}
      submitting={submitting}
    />
  );
}

export const ErrorBoundary = RouteErrorPage;
