import type { JobType, RemoteMode } from './query-filters.ts';

/** One job posting as imported or seeded, before it is stored. Field names follow the `jobs` table. */
export interface JobPosting {
  /** Where the posting comes from ("greenhouse", "lever", "ashby", "indeed", "demo"); with jobId it is unique. */
  portal: string;
  jobId: string;
  company: string;
  companySlug: string;
  companyWebsite?: string | null;
  companyDescription?: string | null;
  title: string;
  jobType: JobType | null;
  /** Sanitised HTML (see sanitize.ts). */
  descriptionHtml: string;
  descriptionText: string;
  skills: string[];
  location: string;
  city: string | null;
  region: string | null;
  country: string | null;
  lat: number | null;
  lon: number | null;
  remote: RemoteMode | null;
  salaryYearly: number | null;
  salaryText: string | null;
  state: 'open' | 'closed';
  /** ISO 8601 date-time. */
  datePosted: string;
  /** The original posting page: always kept so the apply button leads to the source. */
  portalLink: string;
  /** Attribution shown with the posting, e.g. "Greenhouse job board: acme". */
  source: string;
}

/** Turns a company name into a URL slug: "Demo — Acme Labs" -> "demo-acme-labs". */
export function slugifyCompany(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/**
 * Drops repeated postings: the same (portal, jobId), or the same company, title and city from two
 * sources (a board and an aggregator), keeping the first seen. Limit: retitled reposts are kept.
 */
export function dedupePostings(postings: JobPosting[]): JobPosting[] {
  const seen = new Set<string>();
  const kept: JobPosting[] = [];
  for (const posting of postings) {
    const idKey = `id:${posting.portal}:${posting.jobId}`;
    const contentKey = `content:${posting.companySlug}:${posting.title.toLowerCase().trim()}:${(posting.city ?? posting.location).toLowerCase()}`;
    if (seen.has(idKey) || seen.has(contentKey)) continue;
    seen.add(idKey);
    seen.add(contentKey);
    kept.push(posting);
  }
  return kept;
}
