import { requireCustomer } from '@/features/session/require-customer';

/** Customers only: a visitor goes to /auth?mode=login. */
export async function loader() {
  const customer = await requireCustomer();
  return { customer };
}

/** Order — filled in by the cart work. */
export function Component() {
  return (
    <section className="section">
      <h1>Order</h1>
    </section>
  );
}
