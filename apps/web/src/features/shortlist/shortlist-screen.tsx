/** Placeholder: the Shortlist screen is built by another engineer and replaces this file. */
export function ShortlistScreen() {
  return (
    <section>
      <h1 className="h3 mb-3">Shortlist</h1>
      <p className="text-muted">This screen is coming soon.</p>
    </section>
  );
}
