/**
 * A salary for display ("85,000"), or 'Not stated'. The contract gives a bare number with no
 * currency, so none is invented here.
 */
export function formatSalary(salary: number | null): string {
  if (salary === null || !Number.isFinite(salary)) return 'Not stated';
  return Math.round(salary).toLocaleString('en-US');
}

/** Spec section 4: open is shown green, any other state red. */
export function isOpenState(jobState: string): boolean {
  return jobState.trim().toLowerCase() === 'open';
}

/** A posting date as the reader's locale writes it; the raw text when it is not a date. */
export function formatPostedDate(datePosted: string): string {
  const date = new Date(datePosted);
  return Number.isNaN(date.getTime()) ? datePosted : date.toLocaleDateString();
}
