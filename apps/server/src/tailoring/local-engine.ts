import type { Resume } from '@vitae/shared/resume/schema';
import { composeProfile } from './compose-profile.ts';
import { countTokens } from './count-tokens.ts';
import type { TailorEngine, TailorInput } from './engine.ts';
import { findSkills } from '../matching/find-skills.ts';
import { extractJobKeywords } from './job-keywords.ts';
import { extractRequirements } from '../matching/requirements.ts';
import { pickProjects } from './pick-projects.ts';
import { scoreLineRelevance, sortByRelevance, tailorBullets } from './rank-lines.ts';
import { tailorSkills } from './tailor-skills.ts';

/**
 * The offline engine: deterministic rules over the person's own resume (see each step). `now`
 * fixes "Present" for counting years, so tests and benchmarks are repeatable.
 */
export function createLocalEngine(options: { now?: () => Date } = {}): TailorEngine {
  return {
    name: 'local',
    async tailor(input) {
      const resume = tailorLocally(input, options.now?.() ?? new Date());
      const inputTokens = countInputTokens(input);
      const outputTokens = countTokens(JSON.stringify(resume));
      return { resume, usage: { inputTokens, outputTokens, total: inputTokens + outputTokens } };
    },
  };
}

/** Tokens of what the engine reads: a lower bound of what a tailoring costs, known before any work. */
export function countInputTokens(input: TailorInput): number {
  return countTokens(
    JSON.stringify({ resume: input.resume, jobDescription: input.jobDescription, actions: input.actions }),
  );
}

/** Applies the chosen actions, each to its own section, to a copy of the resume. */
export function tailorLocally(input: TailorInput, now: Date): Resume {
  const keywords = extractJobKeywords(input.jobDescription);
  const source = input.resume;
  const resume = structuredClone(source);
  const actions = new Set(input.actions);
  if (actions.has('Update Experience')) {
    resume.experience = resume.experience.map((job) => ({
      ...job,
      description: tailorBullets(job.description, keywords),
    }));
  }
  if (actions.has('Update Projects')) {
    const projects = resume.projects.map((p) => ({ ...p, description: tailorBullets(p.description, keywords) }));
    resume.projects = sortByRelevance(projects, (p) =>
      scoreLineRelevance([p.name, ...p.description].join('\n'), keywords),
    );
  }
  if (actions.has('Add Projects')) {
    const added = pickProjects(source, input.otherResumes ?? [], keywords);
    if (added.length) {
      // An editor's empty placeholder entry is dropped so the added projects are not behind a blank.
      const kept = resume.projects.filter((p) => p.name.trim() || p.description.some((l) => l.trim()));
      resume.projects = [...kept, ...added];
    }
  }
  const jobTitle = extractRequirements(input.jobDescription).title;
  if (actions.has('Update Skills')) resume.skills = tailorSkills(source, keywords, jobTitle);
  if (actions.has('Update Profile')) resume.profile = composeProfile(source, keywords, now, jobTitle);
  return resume;
}

/**
 * Loads the tokenizer ranks and compiles the vocabulary (about two seconds on a small machine),
 * so the first /generate request does not pay for it. Call once at start-up; safe to skip.
 */
export function warmUpLocalEngine(): void {
  countTokens('warm up');
  findSkills('warm up');
}
