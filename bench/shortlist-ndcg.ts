/**
 * Labelled-set evaluation of the shortlisting ranker: for each job file in the data folder
 * (`{jobDescription, resumes: [{id, grade 0-3, resume}]}`), ranks the resumes and prints NDCG@10
 * per job and the mean as JSON. `--data <dir>` picks another folder (a held-out set);
 * `--verbose` adds each job's ranking with grades.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resumeSchema, type ResumeInput } from '@vitae/shared/resume/schema';
import { rankResumes } from '../apps/server/src/shortlisting/rank.ts';
import { resumeToText } from '../apps/server/src/matching/resume-lines.ts';

export type LabelledJob = {
  job?: string;
  jobDescription: string;
  resumes: { id: string; grade: number; text?: string; resume: ResumeInput }[];
};

const DEFAULT_DATA = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data', 'shortlist');

/** NDCG@k with gains 2^grade - 1, for a ranking of grades against the ideal order of all grades. */
export function computeNdcg(rankedGrades: number[], allGrades: number[], k = 10): number {
  const dcg = (grades: number[]) => grades.slice(0, k).reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);
  const ideal = dcg([...allGrades].sort((a, b) => b - a));
  return ideal > 0 ? dcg(rankedGrades) / ideal : 1;
}

export async function evaluateJob(
  job: LabelledJob,
): Promise<{ ndcg: number; ranking: { id: string; grade: number; score: number }[] }> {
  const items = job.resumes.map((r) => {
    const resume = resumeSchema.parse(r.resume);
    return { id: r.id, resume, text: r.text ?? resumeToText(resume) };
  });
  const grades = new Map(job.resumes.map((r) => [r.id, r.grade]));
  const ranked = rankResumes(job.jobDescription, items);
  const ranking = ranked.map((r) => ({ id: r.id, grade: grades.get(r.id) ?? 0, score: r.score }));
  return {
    ndcg: computeNdcg(
      ranking.map((r) => r.grade),
      [...grades.values()],
    ),
    ranking,
  };
}

export async function run(args: string[]): Promise<void> {
  const dataIndex = args.indexOf('--data');
  const dir = dataIndex >= 0 && args[dataIndex + 1] ? path.resolve(args[dataIndex + 1]!) : DEFAULT_DATA;
  const verbose = args.includes('--verbose');
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  const perJob: Record<string, number> = {};
  const rankings: Record<string, string[]> = {};
  for (const file of files) {
    const job = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as LabelledJob;
    const name = job.job ?? file.replace(/\.json$/, '');
    const { ndcg, ranking } = await evaluateJob(job);
    perJob[name] = Math.round(ndcg * 1000) / 1000;
    if (verbose) rankings[name] = ranking.map((r) => `${r.id} g${r.grade} ${r.score}`);
  }
  const values = Object.values(perJob);
  const mean = values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 1000) / 1000 : 0;
  console.log(JSON.stringify({ metric: 'ndcg@10', jobs: perJob, mean, ...(verbose ? { rankings } : {}) }, null, 2));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  await run(process.argv.slice(2));
