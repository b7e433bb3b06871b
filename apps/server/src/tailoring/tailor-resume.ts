import { resumeSchema, type Resume } from '@vitae/shared/resume/schema';
import { describeChanges } from './describe-changes.ts';
import type { TailorEngine, TailorInput, TokenUsage } from './engine.ts';
import { guardTailoredResume, type Violation } from './guard.ts';
import { keepChosenSections } from './keep-chosen-sections.ts';
import { matchResumeToJobs } from '../matching/match-resume.ts';

export interface TailorReport {
  scoreBefore: number;
  scoreAfter: number;
  matched: string[];
  missing: string[];
  changes: string[];
  violations: Violation[];
}

export interface TailorResult {
  resume: Resume;
  usage: TokenUsage;
  report: TailorReport;
}

/**
 * Runs an engine, then the truthfulness guard, then keeps only the chosen sections, and scores the
 * resume against the job before and after. When the guard refuses changes of an engine that can
 * revise (a model), the engine is asked once more with the refusals listed, and that answer, guarded
 * again, is used; the usage is what both calls cost. Engine failures (a model's `model_failed`)
 * propagate untouched so the caller can answer 502 and debit nothing.
 */
export async function tailorResume(engine: TailorEngine, input: TailorInput, now = new Date()): Promise<TailorResult> {
  const source = resumeSchema.parse(input.resume);
  const before = scoreMatch(source, input.jobDescription, now);
  const first = await engine.tailor({ ...input, resume: source });
  let usage = first.usage;
  let guarded = guardTailoredResume(source, first.resume, input.otherResumes ?? [], now);
  if (engine.canRevise && guarded.violations.length > 0) {
    const refusals = guarded.violations.slice(0, 30).map((v) => `${v.path}: ${v.detail}`.slice(0, 300));
    const second = await engine.tailor({ ...input, resume: source, refusals });
    usage = addUsage(usage, second.usage);
    guarded = guardTailoredResume(source, second.resume, input.otherResumes ?? [], now);
  }
  const resume = resumeSchema.parse(keepChosenSections(source, guarded.resume, input.actions));
  const after = scoreMatch(resume, input.jobDescription, now);
  return {
    resume,
    usage,
    report: {
      scoreBefore: before.score,
      scoreAfter: after.score,
      matched: after.matched,
      missing: after.missing,
      changes: describeChanges(source, resume),
      violations: guarded.violations,
    },
  };
}

/**
 * The match the Jobs screen and a recruiter's shortlist show for this resume and job (the one
 * matching engine), with every matched and missing requirement listed.
 */
export function scoreMatch(resume: Resume, jobDescription: string, now: Date) {
  // Keyed by the text itself, as search does, so the same description is read once.
  return matchResumeToJobs(resume, [{ key: jobDescription, description: jobDescription }], now, Infinity)[0]!;
}

const addUsage = (a: TokenUsage, b: TokenUsage): TokenUsage => ({
  inputTokens: a.inputTokens + b.inputTokens,
  outputTokens: a.outputTokens + b.outputTokens,
  total: a.total + b.total,
});
