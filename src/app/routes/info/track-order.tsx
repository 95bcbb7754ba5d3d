import { Link, useLoaderData } from 'react-router-dom';
import { RouteErrorPage } from '@/components/errors/route-error-page';
import { paths } from '@/config/paths';
import { MyOrders } from '@/features/orders/components/my-orders';
import { ordersMessages } from '@/features/orders/messages';
import { requireCustomer } from '@/features/session/require-customer';
import { OrderAgainButton } from './order-again';
import { translate } from '@/i18n';

/** Anyone may open the page; only a signed-in customer has orders to follow. */
export async function loader() {
  try {
    return { user: await requireCustomer() };
  } catch (error) {
    if (error instanceof Response) return { user: null };
    throw error;
  }
}

export function Component() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <section className="section" aria-labelledby="track-order-title">
      <title>{translate(ordersMessages.pageTitle)}</title>
      <h1 id="track-order-title">{translate(ordersMessages.heading)}</h1>
      {user ? (
        <MyOrders uid={user.uid} orderAgain={(order) => <OrderAgainButton order={order} />} />
      ) : (
        <div className="orders-note">
          <p>{translate(ordersMessages.loginPrompt)}</p>
          <p>
            <Link className="button button--primary" to={paths.auth.getHref('login')}>
              {translate(ordersMessages.loginLink)}
            </Link>
          </p>
        </div>
      )}
    </section>
  );
}

export const ErrorBoundary = RouteErrorPage;
