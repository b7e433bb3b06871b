/**
 * Duplicate detection by contact: the same e-mail (case-insensitive, trimmed) or the same phone
 * (its last 10 digits, at least 7 digits) marks a later resume as a duplicate of the first one seen.
 * Limits: a person using two e-mails and no phone is not caught; a shared office number is.
 */
import type { Resume } from '@vitae/shared/resume/schema';

/** Normalised contact keys of a resume ("email:x@y.z", "phone:5551234567"); store them to match later. */
export function contactKeys(resume: Pick<Resume, 'email' | 'phone'>): string[] {
  const keys: string[] = [];
  const email = resume.email.trim().toLowerCase();
  if (/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) keys.push(`email:${email}`);
  const digits = resume.phone.replace(/\D/g, '');
  if (digits.length >= 7) keys.push(`phone:${digits.slice(-10)}`);
  return keys;
}

/** Map from a duplicate's id to the id of the first resume with a shared contact key. */
export function findDuplicates(items: { id: string; resume: Pick<Resume, 'email' | 'phone'> }[]): Map<string, string> {
  const firstByKey = new Map<string, string>();
  const duplicates = new Map<string, string>();
  for (const item of items) {
    const keys = contactKeys(item.resume);
    const original = keys.map((k) => firstByKey.get(k)).find((id) => id !== undefined && id !== item.id);
    if (original) duplicates.set(item.id, original);
    for (const key of keys) if (!firstByKey.has(key)) firstByKey.set(key, original ?? item.id);
  }
  return duplicates;
}
