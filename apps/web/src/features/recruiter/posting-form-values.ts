import { z } from 'zod';
import { postingInputSchema, type PostingInput } from '@vitae/shared/api/jobs';
import type { JobInfo } from './recruiter-api.ts';

const shape = postingInputSchema.shape;
const SALARY_HINT = 'Write the pay with a number, like $150,000, 150k or 120k-150k, or leave it empty.';
export const JOB_TYPES = shape.jobType.options;
export const REMOTE_MODES = ['remote', 'hybrid', 'onsite'] as const;

/**
 * What the posting form edits: the shared posting fields as a person types them (salary as text,
 * skills as one comma-separated line). Title, job type and description reuse the shared rules and
 * messages; toPostingInput turns the values into the shared input and validates it once more.
 */
export const postingFormSchema = z.object({
  title: shape.title,
  jobType: shape.jobType,
  description: shape.description,
  location: z.string().trim().max(200),
  remote: z.enum(['', ...REMOTE_MODES]),
  // Read on the server ("$150,000", "150k", "120k-150k"); here only: some figure, or nothing.
  salary: z.string().trim().max(100).regex(/^$|\d/, SALARY_HINT),
  skills: z.string().max(5000),
});
export type PostingFormValues = z.infer<typeof postingFormSchema>;

export function emptyPostingForm(): PostingFormValues {
  return { title: '', jobType: 'full-time', description: '', location: '', remote: '', salary: '', skills: '' };
}

/** Splits "React, TypeScript,,react" into distinct skills, first spelling kept, at most 50. */
export function splitSkills(text: string): string[] {
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const raw of text.split(',')) {
    const skill = raw.trim().slice(0, 100);
    if (!skill || seen.has(skill.toLowerCase())) continue;
    seen.add(skill.toLowerCase());
    skills.push(skill);
  }
  return skills.slice(0, 50);
}

export function toPostingInput(values: PostingFormValues): PostingInput {
  return postingInputSchema.parse({
    title: values.title,
    jobType: values.jobType,
    description: values.description,
    location: values.location,
    remote: values.remote || null,
    salary: null,
    salaryText: values.salary,
    skills: splitSkills(values.skills),
  });
}

function readJobType(text: string): PostingFormValues['jobType'] {
  return (JOB_TYPES as readonly string[]).includes(text) ? (text as PostingFormValues['jobType']) : 'full-time';
}

function readRemote(text: string | null | undefined): PostingFormValues['remote'] {
  return (REMOTE_MODES as readonly string[]).includes(text ?? '') ? (text as PostingFormValues['remote']) : '';
}

/** Fills the form from the public posting. Skills are not part of job/info, so they start empty. */
export function fromJobInfo(info: JobInfo): PostingFormValues {
  const details = info.job_details;
  return {
    title: details.title,
    jobType: readJobType(details.jobType),
    description: details.description,
    location: details.location,
    remote: readRemote(details.remote),
    salary: details.salaryText || (details.salary === null ? '' : String(Math.round(details.salary))),
    skills: '',
  };
}
