/**
 * Tailoring work the worker pool runs (see platform/workers), so a hostile job description can
 * never hold the event loop: counting tokens and the local engine's rules are CPU work that grows
 * with the input. Never call these on the main thread from a request.
 */
import { AppError } from '../platform/errors.ts';
import type { TailorInput } from './engine.ts';
import { countInputTokens, createLocalEngine } from './local-engine.ts';
import { tailorResume, type TailorResult } from './tailor-resume.ts';

export interface TailorTaskInput {
  input: TailorInput;
  /** ISO time that fixes "Present" for counting years. */
  now: string;
  /** The balance: the work stops before tailoring when even the input costs more. */
  tokensLeft: number;
}

/** Refuses (402) when reading the input alone already costs more than the balance. */
export function checkInputCost(task: TailorTaskInput): number {
  const inputTokens = countInputTokens(task.input);
  if (inputTokens > task.tokensLeft) {
    throw new AppError(
      'payment_required',
      `Tailoring to this job description needs at least ${inputTokens} tokens and you have ${task.tokensLeft}. Buy more tokens or shorten the job description.`,
    );
  }
  return inputTokens;
}

/** The local engine's whole tailoring (engine, guard, scores), after the balance check. */
export async function tailorWithLocalEngine(task: TailorTaskInput): Promise<TailorResult> {
  checkInputCost(task);
  const now = new Date(task.now);
  return tailorResume(createLocalEngine({ now: () => now }), task.input, now);
}
