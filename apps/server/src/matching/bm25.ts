/**
 * BM25 of the job description's terms over the batch's resume texts (k1 = 1.2, b = 0.75, and
 * the non-negative idf ln(1 + (N - df + 0.5) / (df + 0.5)) so a term in every resume still counts
 * a little). Corpus statistics are plain data so a background job can build them once, store
 * them, and score resumes one at a time. The score is normalised by its ceiling (every query
 * term with saturated frequency), giving 0..1 independent of the batch's best resume.
 */
export type CorpusStats = { docCount: number; totalLength: number; df: Record<string, number> };

const K1 = 1.2;
const B = 0.75;
/** A query term's weight is its count in the description, capped so repetition does not dominate. */
const MAX_QUERY_WEIGHT = 3;

export function emptyCorpusStats(): CorpusStats {
  return { docCount: 0, totalLength: 0, df: {} };
}

/** Adds one document's terms to the stats (mutates and returns them). */
export function addToCorpus(stats: CorpusStats, terms: string[]): CorpusStats {
  stats.docCount += 1;
  stats.totalLength += terms.length;
  for (const term of new Set(terms)) stats.df[term] = (stats.df[term] ?? 0) + 1;
  return stats;
}

export type Query = [term: string, weight: number][];

export function buildQuery(terms: string[]): Query {
  const counts = new Map<string, number>();
  for (const t of terms) counts.set(t, Math.min(MAX_QUERY_WEIGHT, (counts.get(t) ?? 0) + 1));
  return [...counts];
}

function idf(stats: CorpusStats, term: string): number {
  const n = Math.max(1, stats.docCount);
  const df = Math.min(n, stats.df[term] ?? 0);
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

/** Normalised BM25 in 0..1. */
export function scoreBm25(query: Query, docTerms: string[], stats: CorpusStats): number {
  const tf = new Map<string, number>();
  for (const t of docTerms) tf.set(t, (tf.get(t) ?? 0) + 1);
  const avgLength = stats.docCount > 0 ? stats.totalLength / stats.docCount : docTerms.length || 1;
  const norm = K1 * (1 - B + (B * docTerms.length) / Math.max(1, avgLength));
  let score = 0;
  let ceiling = 0;
  for (const [term, weight] of query) {
    const w = weight * idf(stats, term);
    ceiling += w * (K1 + 1);
    const f = tf.get(term) ?? 0;
    if (f > 0) score += (w * f * (K1 + 1)) / (f + norm);
  }
  return ceiling > 0 ? score / ceiling : 0;
}
