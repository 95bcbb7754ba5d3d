/** About us — filled in by the catalogue work. */
export function Component() {
  return (
    <section className="section">
      <h1>About us</h1>
    </section>
  );
}
