import type { Resume } from '@vitae/shared/resume/schema';
import { findSkills } from '../matching/find-skills.ts';
import { extractJobKeywords } from './job-keywords.ts';
import { listResumeLines } from './resume-lines.ts';
import { stemSet } from './stem-words.ts';

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

/** How well a resume covers a job's weighted skills and key phrases, 0-100. */
export function scoreMatch(resume: Resume, jobDescription: string): MatchScore {
  const { skills, phrases } = extractJobKeywords(jobDescription);
  const lines = listResumeLines(resume).map((line) => ({
    ...line,
    mentions: findSkills(line.text),
    stems: stemSet(line.text),
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
  for (const { phrase, stems, weight } of phrases) {
    let credit = 0;
    for (const line of lines) {
      if (stems.every((stem) => line.stems.has(stem))) {
        credit = Math.max(credit, line.isProminent ? CREDIT.prominentExact : CREDIT.otherExact);
      }
    }
    total += weight;
    earned += weight * credit;
    (credit > 0 ? matched : missing).push(phrase);
  }
  return { score: total === 0 ? 0 : Math.round((100 * earned) / total), matched, missing };
}
