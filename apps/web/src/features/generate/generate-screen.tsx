/** Placeholder: the Tailor Resume screen is built by another engineer and replaces this file. */
export function GenerateScreen() {
  return (
    <section>
      <h1 className="h3 mb-3">Tailor Resume</h1>
      <p className="text-muted">This screen is coming soon.</p>
    </section>
  );
}
