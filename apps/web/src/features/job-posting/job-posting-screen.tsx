/** Placeholder: the Job screen is built by another engineer and replaces this file. */
export function JobPostingScreen() {
  return (
    <section>
      <h1 className="h3 mb-3">Job</h1>
      <p className="text-muted">This screen is coming soon.</p>
    </section>
  );
}
