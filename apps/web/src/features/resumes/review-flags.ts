import type { Resume } from '@vitae/shared/resume/schema';
import type { FlagReason } from '../../components/resume-editor/field-flags.tsx';

const isEmptyValue = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** Fields of `toCheck` whose value in `draft` differs from `saved`: the person has edited them. */
export function listEditedFields(toCheck: readonly string[], saved: Resume, draft: Resume): string[] {
  const read = (resume: Resume, field: string) => JSON.stringify((resume as Record<string, unknown>)[field] ?? null);
  return toCheck.filter((field) => read(saved, field) !== read(draft, field));
}

/**
 * The marks to show: every field to check that is not edited yet, 'missing' when the saved resume
 * has nothing there, 'unsure' otherwise.
 */
export function buildFlags(toCheck: readonly string[], saved: Resume, draft: Resume): Record<string, FlagReason> {
  const edited = new Set(listEditedFields(toCheck, saved, draft));
  return Object.fromEntries(
    toCheck
      .filter((field) => !edited.has(field))
      .map((field) => [
        field,
        isEmptyValue((saved as Record<string, unknown>)[field]) ? ('missing' as const) : ('unsure' as const),
      ]),
  );
}
