/** Spec section 2: portal_admin sees an empty admin layout. */
export function AdminHome() {
  return (
    <section aria-label="Admin dashboard" data-testid="admin-home">
      <h1 className="h3">Admin</h1>
    </section>
  );
}
