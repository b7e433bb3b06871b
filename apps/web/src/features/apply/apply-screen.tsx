/** Placeholder: the Apply screen is built by another engineer and replaces this file. */
export function ApplyScreen() {
  return (
    <section>
      <h1 className="h3 mb-3">Apply</h1>
      <p className="text-muted">This screen is coming soon.</p>
    </section>
  );
}
