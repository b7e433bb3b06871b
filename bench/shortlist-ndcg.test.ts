import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { computeNdcg, evaluateJob, type LabelledJob } from './shortlist-ndcg.ts';

describe('computeNdcg', () => {
  it('is 1 for the ideal order and lower when a strong item sinks', () => {
    expect(computeNdcg([3, 2, 0], [0, 2, 3])).toBe(1);
    expect(computeNdcg([0, 2, 3], [0, 2, 3])).toBeLessThan(0.7);
  });
});

describe('the labelled shortlist set', () => {
  it('ranks every job at NDCG@10 of at least 0.85', async () => {
    const dir = path.join(import.meta.dirname, 'data', 'shortlist');
    const files = (await readdir(dir)).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const file of files) {
      const { ndcg } = await evaluateJob(JSON.parse(await readFile(path.join(dir, file), 'utf8')) as LabelledJob);
      expect(ndcg, file).toBeGreaterThanOrEqual(0.85);
    }
  });
});
