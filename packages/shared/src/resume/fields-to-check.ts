import { SECTION_TITLES } from './section-order.ts';
/** Below this confidence the parser's reading of a field is shown to the person to check. */
export const LOW_CONFIDENCE = 0.7;

/** Labels in the order fields are listed: the contact fields, then the sections in their default order. */
const FIELD_LABELS: Record<string, string> = {
  fullName: 'Full name',
  email: 'E-mail',
  phone: 'Phone',
  linkedin: 'LinkedIn',
  ...SECTION_TITLES,
};

/** Fields most resumes have: when the parser found nothing there, it probably missed them. */
const EXPECTED_FIELDS = new Set(['fullName', 'email', 'phone', 'experience', 'education', 'skills']);

export interface FieldToCheck {
  field: string;
  label: string;
  /** 'missing': expected but not found; 'unsure': found with low confidence. */
  reason: 'missing' | 'unsure';
}

/**
 * The fields the person should check after a parse, in the order the editor shows them.
 * Rule: confidence under 0.7 counts, except a zero on an optional field (LinkedIn, projects,
 * certifications…), which usually means the resume has none rather than that parsing failed.
 */
export function listFieldsToCheck(confidence: Record<string, number>): FieldToCheck[] {
  const order = Object.keys(FIELD_LABELS);
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  return Object.entries(confidence)
    .filter(([field, score]) => score < LOW_CONFIDENCE && (score > 0 || EXPECTED_FIELDS.has(field)))
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([field, score]) => ({ field, label: labelField(field), reason: score > 0 ? 'unsure' : 'missing' }));
}

/** 'fullName' -> 'Full name'; unknown camelCase keys are spelt out the same way. */
export function labelField(field: string): string {
  const known = FIELD_LABELS[field];
  if (known) return known;
  const words = field
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
