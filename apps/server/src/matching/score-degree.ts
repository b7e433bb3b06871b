/**
 * Degree part of the score. Rule: the best education entry at or above the asked level with a
 * field match scores 1; the right level in another field 0.7 (0.8 when "related field" is
 * allowed by a generic technical field); a lower degree 0.4; none 0, raised to 0.6 when the job
 * accepts equivalent experience and the candidate has the asked years. An entry's degree text with
 * no recognisable level ("Computer Science") counts as a bachelor's when it names a field.
 */
import type { Resume } from '@vitae/shared/resume/schema';
import { DEGREE_RANK, findDegreeLevels, highestLevel, matchesField } from './degrees.ts';
import type { Requirement } from './requirements.ts';

export type DegreeScore = { score: number; reason: string; evidence?: string };

export function scoreDegree(
  req: Requirement,
  resume: Resume,
  relevantYears: number,
  minYears: number | null,
): DegreeScore {
  const asked = req.degree!;
  let best: DegreeScore = { score: 0, reason: `No degree found (${req.label} asked)` };
  for (const entry of resume.education) {
    const text = `${entry.degree} ${entry.university}`.trim();
    if (!text) continue;
    const level = highestLevel(findDegreeLevels(entry.degree)) ?? (entry.degree.trim() ? 'bachelor' : null);
    if (!level) continue;
    const fieldOk = asked.fields.length === 0 || matchesField(entry.degree, asked.fields, asked.genericTechnical);
    const levelOk = DEGREE_RANK[level] >= DEGREE_RANK[asked.level];
    const score = levelOk ? (fieldOk ? 1 : asked.genericTechnical ? 0.8 : 0.7) : 0.4;
    if (score > best.score) {
      const reason =
        levelOk && fieldOk
          ? `Degree fits: ${entry.degree}`
          : levelOk
            ? `Degree in another field: ${entry.degree}`
            : `Lower degree than asked: ${entry.degree}`;
      best = {
        score,
        reason,
        evidence: score >= 0.7 ? [entry.degree, entry.university].filter(Boolean).join(', ') : undefined,
      };
    }
  }
  if (best.score < 0.6 && asked.equivalentOk && relevantYears >= (minYears ?? 3)) {
    return { score: 0.6, reason: 'No matching degree, but equivalent experience is accepted' };
  }
  return best;
}
