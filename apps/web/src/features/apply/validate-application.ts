export const FILL_ALL_FIELDS = 'Please fill in all fields';
export const NO_FILE_SELECTED = 'No file selected';

/** Spec section 5: e-mail and name first, then the file. Returns the alert text, or null when ready. */
export function validateApplication(input: { email: string; name: string; file: File | null }): string | null {
  if (!input.email.trim() || !input.name.trim()) return FILL_ALL_FIELDS;
  if (!input.file) return NO_FILE_SELECTED;
  return null;
}

/** Spec section 5: only the first dropped file is taken, even when the zone refused the others. */
export function pickFirstFile(accepted: readonly File[], rejected: readonly { file: File }[]): File | null {
  return accepted[0] ?? rejected[0]?.file ?? null;
}
