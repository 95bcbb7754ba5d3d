/** Shop — filled in by the catalogue work. */
export function Component() {
  return (
    <section className="section">
      <h1>Shop</h1>
    </section>
  );
}
