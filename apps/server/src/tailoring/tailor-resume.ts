import { resumeSchema, type Resume } from '@vitae/shared/resume/schema';
import { describeChanges } from './describe-changes.ts';
import type { TailorEngine, TailorInput, TokenUsage } from './engine.ts';
import { guardTailoredResume, type Violation } from './guard.ts';
import { keepChosenSections } from './keep-chosen-sections.ts';
import { scoreMatch } from './score-match.ts';

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
 * resume against the job before and after. Engine failures (a model's `model_failed`) propagate
 * untouched so the caller can answer 502 and debit nothing.
 */
export async function tailorResume(engine: TailorEngine, input: TailorInput, now = new Date()): Promise<TailorResult> {
  const source = resumeSchema.parse(input.resume);
  const before = scoreMatch(source, input.jobDescription);
  const { resume: output, usage } = await engine.tailor({ ...input, resume: source });
  const guarded = guardTailoredResume(source, output, input.otherResumes ?? [], now);
  const resume = resumeSchema.parse(keepChosenSections(source, guarded.resume, input.actions));
  const after = scoreMatch(resume, input.jobDescription);
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
