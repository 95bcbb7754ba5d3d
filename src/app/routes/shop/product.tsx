/** Product — filled in by the catalogue work. */
export function Component() {
  return (
    <section className="section">
      <h1>Product</h1>
    </section>
  );
}
