import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resumeSchema } from '@vitae/shared/resume/schema';
import { parseResume } from './index.ts';
import { ParseError } from './errors.ts';
import { FIXTURES } from './test-files/fixtures.ts';

/** Every document of a corpus folder, or every `step`-th one. */
function documents(corpus: string, step = 1): string[] {
  const root = path.join(FIXTURES, corpus, 'docs');
  return fs
    .readdirSync(root)
    .flatMap((format) => fs.readdirSync(path.join(root, format)).map((f) => path.join(root, format, f)))
    .sort()
    .filter((_, i) => i % step === 0);
}

/** A small deterministic generator, so a failing mutation can be replayed. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function mutate(bytes: Uint8Array, next: () => number): Uint8Array {
  const out = new Uint8Array(bytes);
  const kind = Math.floor(next() * 3);
  if (kind === 0) for (let k = 0; k < 20; k++) out[Math.floor(next() * out.length)] = Math.floor(next() * 256);
  if (kind === 1) return out.slice(0, Math.floor(out.length * (0.3 + next() * 0.6)));
  if (kind === 2) {
    const at = Math.floor(next() * out.length);
    out.copyWithin(at, Math.floor(next() * out.length), Math.floor(next() * out.length));
  }
  return out;
}

describe('parser robustness', () => {
  it('reads every document of the dev set and a sample of the training set into a valid resume', async () => {
    const files = [...documents('parse-dev'), ...documents('parse-train', 10)];
    expect(files.length).toBeGreaterThan(140);
    for (const file of files) {
      const result = await parseResume(new Uint8Array(fs.readFileSync(file)));
      expect(resumeSchema.safeParse(result.resume).success, file).toBe(true);
      expect(result.resume.fullName || result.resume.email, file).not.toBe('');
    }
  }, 120_000);

  it('answers mutated files with a valid resume or a ParseError, never another error', async () => {
    const next = random(4242);
    const sources = documents('parse-dev', 6).map((f) => new Uint8Array(fs.readFileSync(f)));
    for (let k = 0; k < 60; k++) {
      const source = sources[k % sources.length]!;
      const bytes = mutate(source, next);
      try {
        const result = await parseResume(bytes);
        expect(resumeSchema.safeParse(result.resume).success, `mutation ${k}`).toBe(true);
      } catch (error) {
        expect(error, `mutation ${k}: ${String(error)}`).toBeInstanceOf(ParseError);
      }
    }
  }, 120_000);
});
