import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { GENERATE_ACTIONS, type GenerateAction } from '@vitae/shared/constants';
import { resumeSchema, type Resume } from '@vitae/shared/resume/schema';
import { findEvidencedSkills } from '../apps/server/src/matching/find-skills.ts';
import { extractJobKeywords } from '../apps/server/src/tailoring/job-keywords.ts';
import { createLocalEngine } from '../apps/server/src/tailoring/local-engine.ts';
import { joinResumeText, listResumeLines } from '../apps/server/src/tailoring/resume-lines.ts';
import { stemSet } from '../apps/server/src/tailoring/stem-words.ts';
import { scoreMatch, tailorResume } from '../apps/server/src/tailoring/tailor-resume.ts';
import { matchResumeToJobs } from '../apps/server/src/matching/match-resume.ts';
import {
  findBrokenRewordings,
  findContradictions,
  findFabrications,
  findLostBullets,
  findNonSkills,
  scoreProminentCoverage,
} from './tailor-rules.ts';

interface Pair {
  file: string;
  profession: string;
  resume: Resume;
  jobDescription: string;
  otherResumes: Resume[];
  actions: GenerateAction[];
}

const DATA_DIR = path.join(import.meta.dirname, 'data/tailor');
const SHORTLIST_DIR = path.join(import.meta.dirname, 'data/shortlist');
/** "Present" is fixed so the years in profiles, and so the figures, are repeatable. */
const NOW = new Date('2026-01-15');

function loadPairs(): Pair[] {
  return [...loadTailorPairs(), ...loadShortlistPairs()];
}

/** Every shortlist resume graded 1 or more (someone in the field) with its set's job description. */
function loadShortlistPairs(): Pair[] {
  return readdirSync(SHORTLIST_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((file) => {
      const raw = JSON.parse(readFileSync(path.join(SHORTLIST_DIR, file), 'utf8')) as {
        job: string;
        jobDescription: string;
        resumes: { id: string; grade: number; resume: unknown }[];
      };
      return raw.resumes
        .filter((r) => r.grade >= 1)
        .map((r) => ({
          file: `shortlist/${r.id}`,
          profession: raw.job,
          resume: resumeSchema.parse(r.resume),
          jobDescription: raw.jobDescription,
          otherResumes: [],
          actions: [...GENERATE_ACTIONS],
        }));
    });
}

function loadTailorPairs(): Pair[] {
  return readdirSync(DATA_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const raw = JSON.parse(readFileSync(path.join(DATA_DIR, file), 'utf8')) as Record<string, unknown>;
      return {
        file,
        profession: String(raw.profession),
        resume: resumeSchema.parse(raw.resume),
        jobDescription: String(raw.jobDescription),
        otherResumes: ((raw.otherResumes as unknown[]) ?? []).map((r) => resumeSchema.parse(r)),
        actions: (raw.actions as GenerateAction[]) ?? [...GENERATE_ACTIONS],
      };
    });
}

/**
 * The best score an honest engine could reach: every job keyword the person's resumes show
 * anywhere (a skill directly or by definition, a phrase within one line) credited in full.
 */
function scoreEvidenceCeiling(pair: Pair): number {
  const { skills, phrases } = extractJobKeywords(pair.jobDescription);
  const resumes = [pair.resume, ...pair.otherResumes];
  const shown = findEvidencedSkills(resumes.map(joinResumeText).join('\n'));
  const lines = resumes.flatMap(listResumeLines).map((line) => stemSet(line.text));
  let total = 0;
  let earned = 0;
  for (const skill of skills) {
    total += skill.weight;
    if (shown.has(skill.skill)) earned += skill.weight;
  }
  for (const phrase of phrases) {
    total += phrase.weight;
    if (lines.some((stems) => phrase.stems.every((s) => stems.has(s)))) earned += phrase.weight;
  }
  return total === 0 ? 0 : Math.round((100 * earned) / total);
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const round = (n: number) => Math.round(n * 10) / 10;

/**
 * Runs the local engine (with guard and scoring, no PDF render) over every pair and prints the
 * match-score gain, guard violations, latency, and an honesty check: job keywords matched after
 * tailoring that the source resume did not show anywhere (only added projects may bring these).
 * `evidenceCeiling` is what the pair allows at most without inventing anything.
 */
export async function run(args: string[]): Promise<void> {
  const repeats = Number(args.find((a) => a.startsWith('--repeats='))?.split('=')[1] ?? 5);
  const engine = createLocalEngine({ now: () => NOW });
  const pairs = loadPairs();
  const coldStart = performance.now();
  await tailorResume(engine, pairs[0]!, NOW);
  const coldMs = performance.now() - coldStart;

  const timings: number[] = [];
  const rows = [];
  let violations = 0;
  for (const pair of pairs) {
    let result!: Awaited<ReturnType<typeof tailorResume>>;
    for (let i = 0; i < repeats; i++) {
      const started = performance.now();
      result = await tailorResume(engine, pair, NOW);
      timings.push(performance.now() - started);
    }
    const { report } = result;
    violations += report.violations.length;
    const before = new Set(scoreMatch(pair.resume, pair.jobDescription, NOW).matched);
    const newlyMatched = report.matched.filter((k) => !before.has(k));
    const [matchBefore, matchAfter] = matchResumeToJobs(
      pair.resume,
      [{ key: `${pair.file}:before`, description: pair.jobDescription }],
      NOW,
    ).concat(matchResumeToJobs(result.resume, [{ key: `${pair.file}:after`, description: pair.jobDescription }], NOW));
    rows.push({
      pair: pair.file.replace(/\.json$/, ''),
      profession: pair.profession,
      before: report.scoreBefore,
      after: report.scoreAfter,
      gain: round(report.scoreAfter - report.scoreBefore),
      matchingGain: round(matchAfter!.score - matchBefore!.score),
      prominentGain: round(
        scoreProminentCoverage(result.resume, pair.jobDescription) -
          scoreProminentCoverage(pair.resume, pair.jobDescription),
      ),
      evidenceCeiling: scoreEvidenceCeiling(pair),
      newlyMatched,
      missing: report.missing,
      violations: report.violations.length,
      contradictions: findContradictions(pair.resume, result.resume, NOW),
      nonSkills: findNonSkills(pair.resume, result.resume, pair.jobDescription),
      lostBullets: findLostBullets(pair.resume, result.resume),
      fabrications: findFabrications([pair.resume, ...pair.otherResumes], result.resume),
      brokenRewordings: findBrokenRewordings(pair.resume, result.resume),
      profile: result.resume.profile,
    });
  }
  const gains = rows.map((r) => r.gain);
  console.log(
    JSON.stringify(
      {
        bench: 'tailor',
        engine: engine.name,
        pairs: rows.length,
        actions: 'all five',
        p50Ms: round(percentile(timings, 50)),
        p95Ms: round(percentile(timings, 95)),
        coldFirstCallMs: round(coldMs),
        averageScoreBefore: round(rows.reduce((s, r) => s + r.before, 0) / rows.length),
        averageScoreAfter: round(rows.reduce((s, r) => s + r.after, 0) / rows.length),
        averageGain: round(gains.reduce((s, g) => s + g, 0) / gains.length),
        minGain: Math.min(...gains),
        averageEvidenceCeiling: round(rows.reduce((s, r) => s + r.evidenceCeiling, 0) / rows.length),
        pairsAtCeiling: rows.filter((r) => r.after >= r.evidenceCeiling).length,
        averageMatchingGain: round(rows.reduce((s, r) => s + r.matchingGain, 0) / rows.length),
        averageProminentGain: round(rows.reduce((s, r) => s + r.prominentGain, 0) / rows.length),
        guardViolations: violations,
        contradictions: rows.reduce((s, r) => s + r.contradictions.length, 0),
        nonSkills: rows.reduce((s, r) => s + r.nonSkills.length, 0),
        lostBullets: rows.reduce((s, r) => s + r.lostBullets.length, 0),
        fabrications: rows.reduce((s, r) => s + r.fabrications.length, 0),
        brokenRewordings: rows.reduce((s, r) => s + r.brokenRewordings.length, 0),
        occupations: new Set(rows.map((r) => r.profession)).size,
        keywordsMatchedOnlyAfterTailoring: rows.reduce((s, r) => s + r.newlyMatched.length, 0),
        rows,
      },
      null,
      2,
    ),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await run(process.argv.slice(2));
