/** Placeholder: the Search Jobs screen is built by another engineer and replaces this file. */
export function JobsScreen() {
  return (
    <section>
      <h1 className="h3 mb-3">Search Jobs</h1>
      <p className="text-muted">This screen is coming soon.</p>
    </section>
  );
}
