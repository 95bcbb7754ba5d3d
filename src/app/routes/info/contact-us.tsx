/** Contact Us — filled in by the catalogue work. */
export function Component() {
  return (
    <section className="section">
      <h1>Contact Us</h1>
    </section>
  );
}
