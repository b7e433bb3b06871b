import { resolveLocation } from '../gazetteer.ts';
import { slugifyCompany, type JobPosting } from '../posting.ts';
import type { JobType, RemoteMode } from '../query-filters.ts';
import { parseSalary } from '../salary.ts';
import { htmlToText, sanitizeJobHtml } from '../sanitize.ts';

/** What an importer knows about a posting before the shared clean-up. */
export interface RawPosting {
  portal: string;
  jobId: string;
  company: string;
  companyWebsite?: string | null;
  title: string;
  /** Untrusted HTML from the source: sanitised here. */
  html: string;
  location: string;
  jobTypeText?: string | null;
  remote?: RemoteMode | null;
  salaryText?: string | null;
  datePosted: string | number | null | undefined;
  portalLink: string;
  source: string;
  skills?: string[];
}

/** Reads a source's employment type words ("Full-time", "FullTime", "Intern", "Contractor"...). */
export function readJobTypeText(text: string | null | undefined): JobType | null {
  const key = (text ?? '').toLowerCase().replace(/[^a-z]/g, '');
  if (!key) return null;
  if (key.includes('intern')) return 'internship';
  if (key.includes('parttime')) return 'part-time';
  if (key.includes('fulltime') || key.includes('permanent') || key === 'regular') return 'full-time';
  if (key.includes('contract') || key.includes('freelance')) return 'contract';
  if (key.includes('temp') || key.includes('seasonal')) return 'temporary';
  return null;
}

/** Reads remote/hybrid/on-site from a source's workplace value or a location line ("Remote - US"). */
export function readRemoteText(text: string | null | undefined): RemoteMode | null {
  const key = (text ?? '').toLowerCase();
  if (/\bhybrid\b/.test(key)) return 'hybrid';
  if (/\bremote\b|\banywhere\b|work from home/.test(key)) return 'remote';
  if (/\bon-?site\b|\bin[- ]office\b/.test(key)) return 'onsite';
  return null;
}

function toIsoDate(value: string | number | null | undefined, fallback: Date): string {
  if (value === null || value === undefined || value === '') return fallback.toISOString();
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? fallback.toISOString() : date.toISOString();
}

/** Cleans and enriches an imported posting: sanitised HTML, text, place, remote mode, yearly pay. */
export function buildPosting(raw: RawPosting, now: Date = new Date()): JobPosting {
  const descriptionHtml = sanitizeJobHtml(raw.html);
  const place = raw.location ? resolveLocation(raw.location) : undefined;
  const salary = parseSalary(raw.salaryText);
  return {
    portal: raw.portal,
    jobId: raw.jobId,
    company: raw.company,
    companySlug: slugifyCompany(raw.company),
    companyWebsite: raw.companyWebsite ?? null,
    title: raw.title.trim(),
    jobType: readJobTypeText(raw.jobTypeText),
    descriptionHtml,
    descriptionText: htmlToText(descriptionHtml),
    skills: raw.skills ?? [],
    location: raw.location,
    city: place?.city ?? null,
    region: place?.region ?? null,
    country: place?.country ?? null,
    lat: place?.lat ?? null,
    lon: place?.lon ?? null,
    remote: raw.remote ?? readRemoteText(raw.location),
    salaryYearly: salary?.yearly ?? null,
    salaryText: raw.salaryText ?? null,
    state: 'open',
    datePosted: toIsoDate(raw.datePosted, now),
    portalLink: raw.portalLink,
    source: raw.source,
  };
}

/** Board names go into a URL path: only plain slugs are accepted. */
export function checkBoardName(board: string): string {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/.test(board)) throw new Error(`not a valid board name: ${board}`);
  return board;
}
