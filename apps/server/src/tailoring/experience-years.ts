import type { Experience } from '@vitae/shared/resume/schema';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * A resume date as a month count (year * 12 + month). Reads "Jan 2020", "January 2020",
 * "2020-01", "01/2020" and "2020" (taken as January); "Present", "Current" and "Now" mean `now`.
 * Known limit: seasons ("Summer 2019") and two-digit years are read as unknown.
 */
export function parseResumeDate(text: string, now: Date): number | undefined {
  const value = text.trim().toLowerCase();
  if (!value) return undefined;
  if (/^(present|current|now|today|ongoing)$/.test(value)) return now.getFullYear() * 12 + now.getMonth();
  const year = /\b(19|20)\d{2}\b/.exec(value);
  if (!year) return undefined;
  const yearNumber = Number(year[0]);
  const monthName = MONTHS.findIndex((month) => value.includes(month));
  if (monthName >= 0) return yearNumber * 12 + monthName;
  const monthNumber = /^(\d{1,2})[/.-]\d{4}$/.exec(value)?.[1] ?? /^\d{4}[/.-](\d{1,2})/.exec(value)?.[1];
  const month = monthNumber ? Math.min(Math.max(Number(monthNumber) - 1, 0), 11) : 0;
  return yearNumber * 12 + month;
}

/**
 * Whole years of work the entries cover, overlapping roles counted once. An entry without a
 * readable start is skipped; one without an end is taken as ongoing.
 */
export function countExperienceYears(experience: Experience[], now: Date): number {
  const spans = experience
    .map((job) => {
      const start = parseResumeDate(job.start, now);
      const end = parseResumeDate(job.end || 'present', now);
      return start !== undefined && end !== undefined && end >= start ? [start, end + 1] : undefined;
    })
    .filter((span): span is number[] => span !== undefined)
    .sort((a, b) => a[0]! - b[0]!);
  let months = 0;
  let reach = -Infinity;
  for (const [start, end] of spans as [number, number][]) {
    if (end <= reach) continue;
    months += end - Math.max(start, reach);
    reach = end;
  }
  return Math.floor(months / 12);
}

/** The entry with the latest start date (resumes are usually newest first, but not always). */
export function findLatestJob(experience: Experience[], now: Date): Experience | undefined {
  let latest: Experience | undefined;
  let latestStart = -Infinity;
  for (const job of experience) {
    const start = parseResumeDate(job.start, now) ?? -1;
    if (job.title.trim() && start > latestStart) {
      latest = job;
      latestStart = start;
    }
  }
  return latest;
}
