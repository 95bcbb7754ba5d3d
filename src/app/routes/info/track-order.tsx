/** Track your order — filled in by the catalogue (page) and orders work. */
export function Component() {
  return (
    <section className="section">
      <h1>Track your order</h1>
    </section>
  );
}
