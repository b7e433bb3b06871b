import type { Resume } from '@vitae/shared/resume/schema';
import { findSkills } from '../matching/find-skills.ts';
import { findEvidence, indexLines } from '../matching/evidence.ts';
import { extractRequirements } from '../matching/requirements.ts';
import { extractJobKeywords } from './job-keywords.ts';
import { listResumeLines } from './resume-lines.ts';

export interface MatchScore {
  score: number;
  matched: string[];
  missing: string[];
}

/**
 * Credit for one keyword by where and how the resume shows it. A term in the job's own words in a
 * prominent place counts fully; a synonym ("Postgres" for "PostgreSQL") or a mention buried in a
 * late bullet counts less, because a skimming reader or a keyword filter may miss it. A keyword the
 * resume never shows earns nothing, whatever the ordering, so the score cannot be raised without
 * evidence. The factors are judgement, not measured.
 */
const CREDIT = { prominentExact: 1, prominentSynonym: 0.7, otherExact: 0.6, otherSynonym: 0.45 } as const;

/**
 * How well a resume covers a job's requirements, 0-100: the skills and the plain requirement lines
 * the matching engine reads from the job's requirement sections (so company blurb, benefits and
 * the apply button are never requirements), skills weighted as the job stresses them.
 */
export function scoreMatch(resume: Resume, jobDescription: string): MatchScore {
  const requirements = extractRequirements(jobDescription).requirements;
  const required = new Set(requirements.filter((r) => r.kind === 'skill').flatMap((r) => r.skills ?? []));
  const skills = extractJobKeywords(jobDescription).skills.filter((s) => required.has(s.skill));
  const phrases = requirements.filter((r) => r.kind === 'phrase');
  const lines = listResumeLines(resume).map((line) => ({
    ...line,
    mentions: findSkills(line.text),
    indexed: indexLines([{ text: line.text, source: 'text', weight: 1 }]),
  }));
  let earned = 0;
  let total = 0;
  const matched: string[] = [];
  const missing: string[] = [];
  for (const { skill, written, weight } of skills) {
    let credit = 0;
    for (const line of lines) {
      for (const mention of line.mentions) {
        if (mention.skill !== skill) continue;
        const isExact = mention.written.toLowerCase() === written.toLowerCase();
        const value = line.isProminent
          ? isExact
            ? CREDIT.prominentExact
            : CREDIT.prominentSynonym
          : isExact
            ? CREDIT.otherExact
            : CREDIT.otherSynonym;
        credit = Math.max(credit, value);
      }
    }
    total += weight;
    earned += weight * credit;
    (credit > 0 ? matched : missing).push(written);
  }
  for (const phrase of phrases) {
    const weight = phrase.required ? 2 : 1;
    let credit = 0;
    for (const line of lines) {
      if (findEvidence(phrase, line.indexed)) {
        credit = Math.max(credit, line.isProminent ? CREDIT.prominentExact : CREDIT.otherExact);
      }
    }
    total += weight;
    earned += weight * credit;
    (credit > 0 ? matched : missing).push(phrase.label);
  }
  return { score: total === 0 ? 0 : Math.round((100 * earned) / total), matched, missing };
}
