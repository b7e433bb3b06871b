/**
 * Writes labels.json: graded relevance for fixed queries over the demo postings (seed 1, 1,000
 * postings, dated before `now`). Grades come from the facts each posting was generated from
 * (role, skills, seniority, place, pay, type, date), never from the search engine:
 * 3 = the asked role (with the asked skill, if any); 2 = the asked role without the skill, or a
 * related role with it; 1 = a related role, or another role listing the skill. A posting that
 * breaks a stated condition (place within 50 km, remote mode, pay, type, seniority, recency,
 * closed) is 0. Run: node --import tsx bench/data/search/make-labels.ts
 */
import { writeFileSync } from 'node:fs';
import { generateDemoPostings, type DemoPosting } from '../../../apps/server/src/jobs/seed-demo.ts';

export const labelSeed = { seed: 1, count: 1000, now: '2026-06-15T12:00:00.000Z' };

interface Judgement {
  query: string;
  primary: string[];
  related?: string[];
  skill?: string;
  near?: { lat: number; lon: number };
  region?: string;
  remote?: 'remote' | 'hybrid' | 'onsite';
  minSalary?: number;
  jobType?: string;
  seniority?: string;
  withinDays?: number;
}

const sanFrancisco = { lat: 37.77493, lon: -122.41942 };
const judgements: Judgement[] = [
  {
    query: 'react developer in San Francisco',
    primary: ['Frontend Developer'],
    related: ['Full Stack Developer'],
    skill: 'React',
    near: sanFrancisco,
  },
  {
    query: 'remote python jobs',
    primary: ['Python Developer'],
    related: ['Data Scientist', 'Data Engineer', 'Machine Learning Engineer', 'Backend Engineer'],
    skill: 'Python',
    remote: 'remote',
  },
  {
    query: 'senior data scientist',
    primary: ['Data Scientist'],
    related: ['Machine Learning Engineer', 'Data Analyst'],
    seniority: 'senior',
  },
  { query: 'nurse jobs in London', primary: ['Registered Nurse'], near: { lat: 51.50853, lon: -0.12574 } },
  {
    query: 'devops engineer kubernetes',
    primary: ['DevOps Engineer'],
    related: ['Site Reliability Engineer', 'Backend Engineer'],
    skill: 'Kubernetes',
  },
  { query: 'product manager over 150k', primary: ['Product Manager'], minSalary: 150_000 },
  { query: 'part-time barista', primary: ['Barista'], jobType: 'part-time' },
  { query: 'data analyst posted this week', primary: ['Data Analyst'], related: ['Data Scientist'], withinDays: 7 },
  {
    query: 'java developer in Berlin',
    primary: ['Java Developer'],
    related: ['Backend Engineer'],
    skill: 'Java',
    near: { lat: 52.52437, lon: 13.41053 },
  },
  {
    query: 'machine learning engineer hybrid',
    primary: ['Machine Learning Engineer'],
    related: ['Data Scientist'],
    remote: 'hybrid',
  },
  {
    query: 'junior frontend developer',
    primary: ['Frontend Developer'],
    related: ['Full Stack Developer'],
    seniority: 'junior',
  },
  {
    query: 'ios developer in New York',
    primary: ['iOS Developer'],
    related: ['Android Developer'],
    near: { lat: 40.71427, lon: -74.00597 },
  },
  {
    query: 'contract devops',
    primary: ['DevOps Engineer'],
    related: ['Site Reliability Engineer'],
    jobType: 'contract',
  },
  { query: 'security engineer remote', primary: ['Security Engineer'], remote: 'remote' },
  { query: 'marketing manager in Toronto', primary: ['Marketing Manager'], near: { lat: 43.70011, lon: -79.4163 } },
  { query: 'accountant jobs in Reading', primary: ['Accountant'], near: { lat: 51.45625, lon: -0.97113 } },
  {
    query: 'full stack typescript developer',
    primary: ['Full Stack Developer'],
    related: ['Frontend Developer', 'Backend Engineer'],
    skill: 'TypeScript',
  },
  { query: 'customer support remote', primary: ['Customer Support Specialist'], remote: 'remote' },
  {
    query: 'lead site reliability engineer',
    primary: ['Site Reliability Engineer'],
    related: ['DevOps Engineer'],
    seniority: 'lead',
  },
  { query: 'warehouse jobs in Texas', primary: ['Warehouse Associate'], region: 'TX' },
];

function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

function meetsConditions(posting: DemoPosting, judgement: Judgement, now: Date): boolean {
  if (posting.state !== 'open') return false;
  if (
    judgement.near &&
    (posting.lat === null ||
      posting.lon === null ||
      distanceKm(judgement.near, { lat: posting.lat, lon: posting.lon }) > 50)
  )
    return false;
  if (judgement.region && posting.region !== judgement.region) return false;
  if (judgement.remote && posting.remote !== judgement.remote) return false;
  if (judgement.minSalary && (posting.salaryYearly ?? 0) < judgement.minSalary) return false;
  if (judgement.jobType && posting.jobType !== judgement.jobType) return false;
  if (judgement.seniority && posting.demo.seniority !== judgement.seniority) return false;
  if (judgement.withinDays && Date.parse(posting.datePosted) < now.getTime() - judgement.withinDays * 86_400_000)
    return false;
  return true;
}

function grade(posting: DemoPosting, judgement: Judgement, now: Date): number {
  if (!meetsConditions(posting, judgement, now)) return 0;
  const hasSkill = judgement.skill ? posting.skills.includes(judgement.skill) : true;
  if (judgement.primary.includes(posting.demo.role)) return hasSkill ? 3 : 2;
  if (judgement.related?.includes(posting.demo.role)) return judgement.skill && hasSkill ? 2 : 1;
  return judgement.skill && hasSkill ? 1 : 0;
}

export function buildLabels(): Array<{ query: string; relevant: Record<string, number> }> {
  const now = new Date(labelSeed.now);
  const postings = generateDemoPostings({ ...labelSeed, now });
  return judgements.map((judgement) => {
    const relevant: Record<string, number> = {};
    for (const posting of postings) {
      const value = grade(posting, judgement, now);
      if (value > 0) relevant[posting.jobId] = value;
    }
    return { query: judgement.query, relevant };
  });
}

if (process.argv[1]?.endsWith('make-labels.ts')) {
  const labels = buildLabels();
  const file = new URL('./labels.json', import.meta.url);
  writeFileSync(file, JSON.stringify({ ...labelSeed, queries: labels }, null, 1) + '\n');
  for (const { query, relevant } of labels) console.log(query, Object.keys(relevant).length);
}
