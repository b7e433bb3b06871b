import { z } from 'zod';
import { LIMITS } from '../limits.ts';

export const searchSorts = ['relevance', 'match'] as const;
export const searchRequestSchema = z.object({
  query: z.string().trim().min(1, 'Type in Something to search for jobs').max(LIMITS.searchQuery),
  /** Beyond the spec: 'match' puts the best matches with the signed-in user's default resume first. */
  sort: z.enum(searchSorts).default('relevance'),
});
/** How well the signed-in user's default resume fits a posting: the same score a recruiter sees. */
export const searchMatchSchema = z.object({
  score: z.number().min(0).max(100),
  matched: z.array(z.string()),
  missing: z.array(z.string()),
});
export const searchItemSchema = z.object({
  Company: z.string(),
  City: z.string(),
  JobTitle: z.string(),
  JobDescription: z.string(),
  portal: z.string(),
  job_id: z.string(),
  portalLink: z.string(),
  /** Beyond the spec: what people look for first on a result. */
  salary: z.string().nullable().optional(),
  jobType: z.string().nullable().optional(),
  remote: z.enum(['remote', 'hybrid', 'onsite']).nullable().optional(),
  postedAt: z.string().optional(),
  /** Only for a signed-in user with a default resume, on the first results. */
  match: searchMatchSchema.optional(),
});
export const interpretedFilterSchema = z.object({ kind: z.string(), label: z.string(), value: z.unknown() });
export const searchResponseSchema = z.object({
  items: z.array(searchItemSchema),
  /** Beyond the spec: the filters understood from the plain-language query, shown as removable chips. */
  interpreted: z.array(interpretedFilterSchema),
});

export const jobDetailsSchema = z.object({
  company: z.string(),
  jobType: z.string(),
  /** Sanitised HTML. */
  description: z.string(),
  location: z.string(),
  salary: z.number().nullable(),
  title: z.string(),
  jobState: z.string(),
  remote: z.string().nullable().optional(),
  portalLink: z.string().optional(),
  /** Beyond the spec: true when Vitae's Apply form takes applications; otherwise apply at `portalLink`. */
  applyHere: z.boolean().optional(),
  /** Beyond the spec: a generated demo posting (applications are stored but reach no employer). */
  isDemo: z.boolean().optional(),
  /** Beyond the spec: the pay as the posting writes it ("$120k-$150k"); `salary` is its yearly figure. */
  salaryText: z.string().optional(),
});
export const jobInfoRequestSchema = z.object({ job_id: z.string().trim().min(1, 'Job ID is missing').max(200) });
export const jobInfoResponseSchema = z.object({
  job_id: z.string(),
  datePosted: z.string(),
  job_details: jobDetailsSchema,
});

/** `job/apply` multipart: a `file` part and a `metadata` part holding this JSON. */
export const applyMetadataSchema = z.object({
  email: z
    .string()
    .trim()
    .max(LIMITS.email)
    .pipe(z.email({ message: 'Enter a valid e-mail address' })),
  name: z.string().trim().min(1, 'Please fill in all fields').max(LIMITS.name),
  job_id: z.string().trim().min(1).max(200),
});

export const postingInputSchema = z.object({
  title: z.string().trim().min(1, 'Enter a title').max(200),
  jobType: z.enum(['full-time', 'part-time', 'contract', 'internship', 'temporary']),
  description: z.string().trim().min(1, 'Enter a description').max(50_000),
  location: z.string().trim().max(200).default(''),
  remote: z.enum(['remote', 'hybrid', 'onsite']).nullable().default(null),
  salary: z.number().int().nonnegative().nullable().default(null),
  /** The pay as the recruiter writes it ("$150,000", "150k", "120k-150k"); read by the server, wins over `salary`. */
  salaryText: z.string().trim().max(100).default(''),
  skills: z.array(z.string().trim().max(100)).max(50).default([]),
});
export const recruiterJobSchema = z.object({
  job_id: z.string(),
  title: z.string(),
  state: z.string(),
  datePosted: z.string(),
  applications: z.number(),
  /** The company the posting is published under (demo postings each name their own). */
  company: z.string(),
  /** A generated demo posting: shown to the demo recruiter only, its applications reach no employer. */
  isDemo: z.boolean(),
});
export const portalDashboardRequestSchema = z.object({ company: z.string().trim().min(1).max(100) });

export type SearchItem = z.infer<typeof searchItemSchema>;
export type SearchMatch = z.infer<typeof searchMatchSchema>;
export type SearchSort = (typeof searchSorts)[number];
export type JobDetails = z.infer<typeof jobDetailsSchema>;
export type PostingInput = z.infer<typeof postingInputSchema>;
