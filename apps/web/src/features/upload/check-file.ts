import { LIMITS } from '@vitae/shared/limits';

/** The extensions the parser reads (the server identifies the type by content; this only saves a trip). */
export const ACCEPTED_EXTENSIONS = ['.pdf', '.docx', '.txt', '.json'] as const;

export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.join(',');

/** Why a chosen file cannot be uploaded, or null when it can. */
export function checkResumeFile(file: { name: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  if (!ACCEPTED_EXTENSIONS.some((ext) => name.endsWith(ext))) {
    return 'Choose a PDF, Word (.docx), text (.txt) or JSON Resume (.json) file.';
  }
  if (file.size === 0) return 'This file is empty. Choose another one.';
  if (file.size > LIMITS.uploadBytes)
    return `The file is too large. The limit is ${LIMITS.uploadBytes / 1024 / 1024} MB.`;
  return null;
}
