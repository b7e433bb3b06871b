/** Placeholder: the Upload Resume screen is built by another engineer and replaces this file. */
export function UploadScreen() {
  return (
    <section>
      <h1 className="h3 mb-3">Upload Resume</h1>
      <p className="text-muted">This screen is coming soon.</p>
    </section>
  );
}
