/**
 * Scores resumes against a job description, 0-100 with reasons.
 * The score is a weighted mean of the parts that apply to this job: must-have coverage (40),
 * nice-to-have coverage (10), years of relevant experience (15), title fit (10), BM25 text
 * similarity (15), degree (6), location (4). Coverage counts each requirement by its best
 * evidence (a described job counts fully, a skills-list mention 0.4). Knock-out criteria (missing
 * must-haves, too few years, no degree, wrong place, duplicates, keyword stuffing) are flags for a
 * person to weigh, never rejections; only keyword stuffing also lowers the score, because its
 * evidence is by definition untrustworthy.
 * The one scorer of Vitae: shortlisting ranks batches with it (`shortlisting/rank.ts`) and job
 * search shows a job seeker the same number (`match-resume.ts`): `prepareJob` + `buildCorpusStats` +
 * `scoreResume`.
 */
import type { Resume } from '@vitae/shared/resume/schema';
import { addToCorpus, buildQuery, emptyCorpusStats, scoreBm25, type CorpusStats, type Query } from './bm25.ts';
import { findEvidence, indexLines, measureExperience, type IndexedLine } from './evidence.ts';
import { fitLocation } from './location.ts';
import { extractRequirements, type JobRequirements, type Requirement } from './requirements.ts';
import { listResumeLines, resumeToText } from './resume-lines.ts';
import { scoreDegree } from './score-degree.ts';
import { indexTerms } from './text-terms.ts';

export type ShortlistItem = { id: string; resume: Resume; text: string };
export type MatchedRequirement = { requirement: string; evidence: string; required: boolean };
export type ShortlistResult = {
  id: string;
  score: number;
  matched: MatchedRequirement[];
  missing: string[];
  years: number;
  flags: string[];
  duplicateOf?: string;
  reasons: string[];
};
export type JobProfile = JobRequirements & { query: Query };
export type RankOptions = { now?: Date };

const WEIGHTS = { must: 40, nice: 10, years: 15, title: 10, similarity: 15, degree: 6, location: 4 };
/** Normalised BM25 rarely passes ~0.4 even for a close match; this maps that to a full part. */
const SIMILARITY_FULL = 0.4;
const STUFFING_PENALTY = 0.8;

/** Requirements and BM25 query of a job description; store it to score resumes later. */
export function prepareJob(jobDescription: string): JobProfile {
  const requirements = extractRequirements(jobDescription);
  return { ...requirements, query: buildQuery(indexTerms(requirements.queryText)) };
}

/** BM25 corpus statistics over the batch's resume texts. */
export function buildCorpusStats(items: Pick<ShortlistItem, 'resume' | 'text'>[]): CorpusStats {
  const stats = emptyCorpusStats();
  for (const item of items) addToCorpus(stats, indexTerms(textOf(item)));
  return stats;
}

const textOf = (item: Pick<ShortlistItem, 'resume' | 'text'>) =>
  item.text.trim() ? item.text : resumeToText(item.resume);

/**
 * A resume's indexed lines depend on the resume alone, so one item scored against many jobs (a
 * job seeker's search results) reads them once. Keyed by the item object, which callers build per
 * call and never change.
 */
const indexedLines = new WeakMap<Pick<ShortlistItem, 'resume' | 'text'>, IndexedLine[]>();
function resumeLinesOf(item: Pick<ShortlistItem, 'resume' | 'text'>): IndexedLine[] {
  let lines = indexedLines.get(item);
  if (!lines) {
    lines = indexLines(listResumeLines(item.resume, item.text));
    indexedLines.set(item, lines);
  }
  return lines;
}

/** Scores one resume; duplicates are not known here (see `findDuplicates`). */
export function scoreResume(
  job: JobProfile,
  corpus: CorpusStats,
  item: ShortlistItem,
  options: RankOptions = {},
): ShortlistResult {
  const now = options.now ?? new Date();
  const lines = resumeLinesOf(item);
  const experience = measureExperience(item.resume, job, lines, now);
  const matched: MatchedRequirement[] = [];
  const missing: string[] = [];
  const flags: string[] = [];
  const reasons: string[] = [];
  const parts: [keyof typeof WEIGHTS, number][] = [];
  const coverage = { must: { got: 0, of: 0 }, nice: { got: 0, of: 0 } };
  let listOnly = 0;
  let skillHits = 0;

  for (const req of job.requirements) {
    if (req.kind !== 'skill' && req.kind !== 'phrase') continue;
    const evidence = findEvidence(req, lines);
    // Phrases are vaguer than named skills: they count half.
    const weight = req.kind === 'phrase' ? 0.5 : 1;
    const bucket = coverage[req.required ? 'must' : 'nice'];
    bucket.of += weight;
    if (!evidence) {
      missing.push(req.label);
      continue;
    }
    bucket.got += weight * evidence.strength;
    matched.push({ requirement: req.label, evidence: evidence.line.text, required: req.required });
    if (req.kind === 'skill') {
      skillHits++;
      if (evidence.strength <= 0.4) listOnly++;
    }
  }
  if (coverage.must.of > 0) parts.push(['must', coverage.must.got / coverage.must.of]);
  if (coverage.nice.of > 0) parts.push(['nice', coverage.nice.got / coverage.nice.of]);
  const mustMissing = job.requirements.filter(
    (r) => r.required && (r.kind === 'skill' || r.kind === 'phrase') && missing.includes(r.label),
  );
  if (mustMissing.length) {
    flags.push('missing_must_have');
    reasons.push(`Missing must-have: ${mustMissing.map((r) => r.label).join(', ')}`);
  }
  const mustCount = job.requirements.filter((r) => r.required && (r.kind === 'skill' || r.kind === 'phrase')).length;
  if (mustCount) reasons.unshift(`Shows ${mustCount - mustMissing.length} of ${mustCount} must-have requirements`);

  parts.push(['years', scoreYears(job, experience.relevant, experience.bySkill, flags, reasons, matched)]);
  if (job.titleTerms.length) parts.push(['title', experience.titleFit]);
  parts.push(['similarity', Math.min(1, scoreBm25(job.query, indexTerms(textOf(item)), corpus) / SIMILARITY_FULL)]);

  const degreeReq = job.requirements.find((r) => r.kind === 'degree');
  if (degreeReq?.degree) {
    const degree = scoreDegree(degreeReq, item.resume, experience.relevant, job.minYears);
    parts.push(['degree', degree.score]);
    reasons.push(degree.reason);
    if (degree.evidence)
      matched.push({ requirement: degreeReq.label, evidence: degree.evidence, required: degreeReq.required });
    else missing.push(degreeReq.label);
    if (degree.score < 0.5 && degreeReq.required) flags.push('degree_missing');
  }
  const locationReq = job.requirements.find((r) => r.kind === 'location');
  if (locationReq?.location) parts.push(['location', scoreLocation(locationReq, item.resume, flags, reasons, matched)]);

  const isStuffed = listOnly >= 3 && listOnly / Math.max(1, skillHits) >= 0.6;
  if (isStuffed) {
    flags.push('keyword_stuffing');
    reasons.push(`${listOnly} skills appear only in lists, not in any described work`);
  }
  if (lines.length === 0) flags.push('no_text');
  const totalWeight = parts.reduce((sum, [name]) => sum + WEIGHTS[name], 0);
  const mean = parts.reduce((sum, [name, value]) => sum + WEIGHTS[name] * value, 0) / Math.max(1, totalWeight);
  const score = Math.round(mean * (isStuffed ? STUFFING_PENALTY : 1) * 1000) / 10;
  return { id: item.id, score, matched, missing, years: experience.relevant, flags, reasons };
}

function scoreYears(
  job: JobProfile,
  relevant: number,
  bySkill: Map<string, number>,
  flags: string[],
  reasons: string[],
  matched: MatchedRequirement[],
): number {
  const perSkill = job.requirements.filter(
    (r): r is Requirement & { years: number } => r.kind === 'years' && !!r.skills?.length && !!r.years,
  );
  const ratios: number[] = [];
  if (job.minYears !== null && job.minYears > 0) ratios.push(Math.min(1, relevant / job.minYears));
  for (const req of perSkill) {
    const years = Math.max(...req.skills!.map((s) => bySkill.get(s) ?? 0));
    ratios.push(Math.min(1, years / req.years));
    if (years >= req.years)
      matched.push({
        requirement: req.label,
        evidence: `${years} years in jobs that mention it`,
        required: req.required,
      });
  }
  reasons.push(`${relevant} years of relevant experience${job.minYears ? ` (${job.minYears} asked)` : ''}`);
  if (job.minYears && relevant < job.minYears) flags.push('below_min_years');
  if (ratios.length === 0) return Math.min(1, relevant / 4);
  return ratios.reduce((a, b) => a + b, 0) / ratios.length;
}

function scoreLocation(
  req: Requirement,
  resume: Resume,
  flags: string[],
  reasons: string[],
  matched: MatchedRequirement[],
): number {
  const { fit, where } = fitLocation(req.location!, resume);
  if (fit === 'remote') {
    reasons.push('Remote role');
    return 1;
  }
  if (fit === 'match') {
    matched.push({ requirement: req.label, evidence: where, required: req.required });
    reasons.push(`Location ${where} fits ${req.label}`);
    return 1;
  }
  flags.push(fit === 'mismatch' ? 'location_mismatch' : 'location_unknown');
  reasons.push(fit === 'mismatch' ? `Location ${where} is not ${req.label}` : 'No location on the resume');
  return fit === 'mismatch' ? 0 : 0.5;
}
