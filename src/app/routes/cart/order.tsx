/** Order — filled in by the cart work. */
export function Component() {
  return (
    <section className="section">
      <h1>Order</h1>
    </section>
  );
}
