import type { Resume } from '@vitae/shared/resume/schema';

/** Whether any text in a value (string, array or object, deeply) is not blank. */
function hasText(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some(hasText);
  if (value && typeof value === 'object') return Object.values(value).some(hasText);
  return false;
}

/**
 * Whether a parse found anything of a resume: a name, a contact detail or any section. A file of
 * text that is not a resume ("hello") parses to an all-empty resume; saving that would present a
 * made-up result as the person's resume, so the callers refuse it instead.
 */
export function hasResumeContent(resume: Resume): boolean {
  return hasText(resume);
}

export const NO_RESUME_CONTENT =
  'We found nothing of a resume in this file: no name, contact details or sections. Upload the resume itself (a PDF, Word or text file with your name, experience and education), or create one in the editor.';
