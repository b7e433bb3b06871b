/** The resume layouts users can pick; the order is the order a picker shows. */
export const TEMPLATES = [
  {
    name: 'classic',
    label: 'Classic',
    description: 'Single column, plain headings; the safest for applicant-tracking systems.',
  },
  { name: 'modern', label: 'Modern', description: 'Single column with an accent colour and a bolder header.' },
  { name: 'compact', label: 'Compact', description: 'Smaller type and tighter spacing to fit one page.' },
] as const;

export type TemplateName = (typeof TEMPLATES)[number]['name'];

export const DEFAULT_TEMPLATE: TemplateName = 'classic';

export function isTemplateName(value: unknown): value is TemplateName {
  return TEMPLATES.some((t) => t.name === value);
}
