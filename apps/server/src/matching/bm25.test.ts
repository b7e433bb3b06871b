import { describe, expect, it } from 'vitest';
import { addToCorpus, buildQuery, emptyCorpusStats, scoreBm25 } from './bm25.ts';

describe('scoreBm25', () => {
  const docs = [
    ['python', 'api', 'postgr'],
    ['nurs', 'icu', 'patient'],
    ['python', 'python', 'python', 'python'],
  ];
  const stats = docs.reduce((s, d) => addToCorpus(s, d), emptyCorpusStats());
  const query = buildQuery(['python', 'api', 'postgr']);

  it('scores a document with more query terms higher, within 0..1', () => {
    const [a, b, c] = docs.map((d) => scoreBm25(query, d, stats));
    expect(a).toBeGreaterThan(c!);
    expect(c).toBeGreaterThan(b!);
    expect(b).toBe(0);
    expect(a).toBeLessThan(1);
  });

  it('saturates repeated terms', () => {
    const once = scoreBm25(buildQuery(['python']), ['python', 'x', 'y', 'z'], stats);
    const many = scoreBm25(buildQuery(['python']), ['python', 'python', 'python', 'python'], stats);
    expect(many).toBeLessThan(once * 2);
  });
});
