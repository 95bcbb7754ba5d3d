/** Login — filled in by the accounts work. */
export function Component() {
  return (
    <section className="section">
      <h1>Login</h1>
    </section>
  );
}
