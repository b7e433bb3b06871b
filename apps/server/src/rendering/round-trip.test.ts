import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resumeSchema, type Resume } from '@vitae/shared/resume/schema';
import { parseResume } from '../parsing/index.ts';
import { renderResumePdf } from './render-pdf.ts';
import { TEMPLATES } from './templates.ts';
import { buildSampleResume } from './sample-resume.ts';
import { closeWorkerPool } from '../platform/workers/shared-pool.ts';

/**
 * Our own PDFs must parse back to the resume they came from (issue 5: overall >= 98 with the
 * dev-set scorer, for every template). The resumes are the dev set's true contents, rendered by us.
 */
const devSet = path.resolve(import.meta.dirname, '../../../../../shared/fixtures/parse-dev');
type Scorer = {
  scoreDoc(truth: unknown, prediction: unknown): { overall: number; fields: Record<string, number | null> };
};

function resumes(): { id: string; resume: Resume }[] {
  const seen = new Set<string>();
  const out = [{ id: 'sample', resume: buildSampleResume() }];
  for (const file of readdirSync(path.join(devSet, 'truth')).sort()) {
    const id = file.split('.')[0]!;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push({ id, resume: resumeSchema.parse(JSON.parse(readFileSync(path.join(devSet, 'truth', file), 'utf8'))) });
  }
  return out;
}

describe('rendered resumes parse back to what they came from', () => {
  afterAll(async () => closeWorkerPool());

  it.each(TEMPLATES.map((t) => t.name))(
    'with the %s template',
    async (template) => {
      const scorer = (await import(path.join(devSet, 'score.mjs'))) as Scorer;
      const scores: { id: string; overall: number; fields: Record<string, number | null> }[] = [];
      for (const { id, resume } of resumes()) {
        const pdf = await renderResumePdf(resume, { template });
        const parsed = await parseResume(pdf);
        scores.push({ id, ...scorer.scoreDoc(resume, parsed.resume) });
      }
      const overall = (100 * scores.reduce((sum, s) => sum + s.overall, 0)) / scores.length;
      const weakest = scores
        .sort((a, b) => a.overall - b.overall)
        .slice(0, 3)
        .map((s) => `${s.id}: ${(100 * s.overall).toFixed(1)} ${JSON.stringify(s.fields)}`);
      expect(overall, `overall ${overall.toFixed(1)}; weakest:\n${weakest.join('\n')}`).toBeGreaterThanOrEqual(98);
    },
    180_000,
  );
});
