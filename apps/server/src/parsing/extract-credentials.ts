import type { Certification, Publication } from '@vitae/shared/resume/schema';
import { splitEntries } from './split-entries.ts';
import { splitHead } from './split-head.ts';
import { findDateRange, removeDate } from './find-dates.ts';
import type { Line } from './types.ts';

const URLISH = /^(?:https?:\/\/|www\.)\S+$/i;

interface Credential {
  name: string;
  by: string;
  date: string;
  url: string;
}

/**
 * Step 4g: certifications and publications share a shape: a name/title, then who issued or
 * published it, a date and maybe a link, on one line (`Name — Issuer, 2021`) or a few lines.
 * Rule: the first head piece is the name, the next non-URL piece the issuer/publisher; one entry
 * per line when every line of the section carries its own date or none has one.
 * Limits: an issuer written before the name (`AWS: Solutions Architect`) is swapped.
 */
function extractCredentials(lines: Line[], kind: 'certification' | 'publication'): Credential[] {
  const perLine = lines.length > 0 && lines.every((l) => l.x <= lines[0]!.x + 10 && /\d{4}/.test(l.text));
  const entries = perLine
    ? lines.map((l) => ({ head: [l], body: [] as string[] }))
    : (splitAtDateLines(lines) ?? splitEntries(lines));
  return entries
    .map((entry) => {
      const { pieces, dates, prose } = splitHead(entry.head);
      const url = [...pieces, ...entry.body].find((p) => URLISH.test(p)) ?? '';
      let named = joinAcronyms([...pieces, ...prose].filter((p) => p !== url));
      // `Certified Kubernetes Application Developer (CKAD) The Linux Foundation`: with no other
      // separator, the issuer follows the acronym or the word Certification/Certificate.
      if (named.length === 1 && kind === 'certification') {
        const m = /^(.+?(?:\([\p{Lu}\d-]{2,12}\)|\bCertification|\bCertificate))\s+(\p{Lu}\S*(?:\s+\S+){0,5})$/u.exec(
          named[0] ?? '',
        );
        if (m && readsAsIssuer(m[2]!)) named = [m[1]!, m[2]!];
      }
      // `Title in Journal`: with no other separator, the last ` in ` before a capital splits them.
      if (named.length === 1) {
        const m = /^(.+)\s+in\s+(\p{Lu}[^]*)$/u.exec(named[0] ?? '');
        if (m) named = [m[1]!, m[2]!];
      }
      return {
        name: named[0] ?? '',
        by: named[1] ?? entry.body.find((b) => b !== url && b.length < 80) ?? '',
        date: dates?.start ?? dates?.end ?? '',
        url,
      };
    })
    .filter((c) => c.name);
}

const ORGANISATION =
  /\b(?:institute|foundation|university|college|academy|association|council|board|society|inc|ltd|llc|corp|corporation|company|services|group|organi[sz]ation|agency|school|center|centre)\b/i;

/**
 * What follows `(CCNA)` is its issuer (`The Linux Foundation`, `Amazon Web Services`) unless it
 * reads as the rest of the name: words joined by a lower-case `and`/`or`/`&`/`for`/`in` (a track:
 * `Routing and Switching`) with no organisation word.
 */
function readsAsIssuer(tail: string): boolean {
  return ORGANISATION.test(tail) || !/\s(?:and|or|&|for|in|of)\s/.test(tail);
}

/** An acronym set apart from its name (`Certified Developer` `(CKAD)`) belongs to the name. */
function joinAcronyms(pieces: string[]): string[] {
  const out: string[] = [];
  for (const piece of pieces) {
    if (out.length > 0 && /^\([^()]{1,12}\)$/.test(piece)) out[out.length - 1] += ` ${piece}`;
    else out.push(piece);
  }
  return out;
}

/**
 * `Name, Issuer` / `Issued on: Mar 2022` pairs: when the section has no bullets and every
 * line with a date is only a date (plus a label), each such line closes an entry, or opens it
 * when the section starts with one (`Jul 2024` / `Cloud Developer` / `Google`).
 */
function splitAtDateLines(lines: Line[]): { head: Line[]; body: string[] }[] | null {
  const dated = lines.filter((l) => findDateRange(l.text) !== null);
  const onlyDate = (l: Line) => {
    const d = findDateRange(l.text);
    return d !== null && /^[\p{L}\s]*:?\s*$/u.test(removeDate(l.text, d)) && removeDate(l.text, d).length < 25;
  };
  if (dated.length < 2 || lines.some((l) => l.isBullet) || !dated.every(onlyDate)) return null;
  // When the section starts with a date, each date opens its entry (`Jul 2024` / name / issuer).
  const opens = onlyDate(lines[0]!);
  const entries: { head: Line[]; body: string[] }[] = [{ head: [], body: [] }];
  for (const line of lines) {
    if (opens && onlyDate(line) && entries[entries.length - 1]!.head.length > 0) entries.push({ head: [], body: [] });
    entries[entries.length - 1]!.head.push(line);
    if (!opens && onlyDate(line)) entries.push({ head: [], body: [] });
  }
  return entries.filter((e) => e.head.length > 0);
}

export function extractCertifications(lines: Line[]): Certification[] {
  return extractCredentials(lines, 'certification').map((c) => ({
    name: c.name,
    issuer: c.by,
    date: c.date,
    url: c.url,
  }));
}

export function extractPublications(lines: Line[]): Publication[] {
  return extractCredentials(lines, 'publication').map((c) => ({
    title: c.name,
    publisher: c.by,
    date: c.date,
    url: c.url,
  }));
}
