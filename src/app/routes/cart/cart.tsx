/** Your Cart — filled in by the cart work. */
export function Component() {
  return (
    <section className="section">
      <h1>Your Cart</h1>
    </section>
  );
}
