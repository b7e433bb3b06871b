import { z } from 'zod';

/**
 * The resume's sections below the contact header, in the order the templates print them when the
 * person has chosen none (the order every resume had before sections could be moved).
 */
export const SECTION_NAMES = [
  'profile',
  'experience',
  'education',
  'projects',
  'skills',
  'certifications',
  'publications',
] as const;

export type SectionName = (typeof SECTION_NAMES)[number];

/** The heading each section prints under, and the name the editor shows for it. */
export const SECTION_TITLES: Record<SectionName, string> = {
  profile: 'Profile',
  experience: 'Experience',
  education: 'Education',
  projects: 'Projects',
  skills: 'Skills',
  certifications: 'Certifications',
  publications: 'Publications',
};

export function isSectionName(value: unknown): value is SectionName {
  return typeof value === 'string' && (SECTION_NAMES as readonly string[]).includes(value);
}

/**
 * Every section exactly once: the names given, in their order (unknown names and repeats left
 * out), then the sections not named, in the default order. No order at all gives the default.
 */
export function normaliseSectionOrder(order: readonly unknown[] | undefined | null): SectionName[] {
  const seen = new Set<SectionName>();
  for (const name of order ?? []) if (isSectionName(name)) seen.add(name);
  for (const name of SECTION_NAMES) seen.add(name);
  return [...seen];
}

/** Whether an order prints the same as no order (so it need not be stored). */
export function isDefaultSectionOrder(order: readonly unknown[] | undefined | null): boolean {
  return normaliseSectionOrder(order).every((name, i) => name === SECTION_NAMES[i]);
}

/**
 * The stored field: known names only, each at most once (anything else is refused, so a client's
 * mistake is answered rather than silently rewritten), completed to every section, so readers can
 * rely on a full order. A partial order keeps the sections it names first.
 */
export const sectionOrderSchema = z
  .array(z.enum(SECTION_NAMES))
  .max(SECTION_NAMES.length)
  .refine((names) => new Set(names).size === names.length, 'Each section may be listed only once')
  .transform((names) => normaliseSectionOrder(names))
  .pipe(z.array(z.enum(SECTION_NAMES)));
