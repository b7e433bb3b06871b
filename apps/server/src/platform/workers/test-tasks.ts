/** Tasks that the pool tests run inside workers; TypeScript-only syntax on purpose. */
import { isMainThread } from 'node:worker_threads';
import { blankResume } from '@vitae/shared/resume/schema';
import { AppError } from '../errors.ts';

interface EchoInput {
  text: string;
}

enum Marker {
  Loaded = 'loaded-from-typescript',
}

export function echo(input: EchoInput): { text: string; marker: Marker; resumeKeys: number; isWorker: boolean } {
  return {
    text: input.text,
    marker: Marker.Loaded,
    resumeKeys: Object.keys(blankResume()).length,
    isWorker: !isMainThread,
  };
}

/** Blocks the thread: only terminating the worker can stop it. */
export function spin(input: { ms: number }): number {
  const until = Date.now() + input.ms;
  let turns = 0;
  while (Date.now() < until) turns += 1;
  return turns;
}

export function failWithAppError(): never {
  throw new AppError('invalid_input', 'The file is not a resume.', { code: 'not_a_resume' });
}

/** Keeps allocating until the worker's heap limit stops it. */
export function exhaustMemory(): number {
  const hoard: number[][] = [];
  for (;;) hoard.push(new Array<number>(1_000_000).fill(1));
}
