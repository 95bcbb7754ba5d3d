/** Terms & conditions — filled in by the catalogue work. */
export function Component() {
  return (
    <section className="section">
      <h1>Terms & conditions</h1>
    </section>
  );
}
