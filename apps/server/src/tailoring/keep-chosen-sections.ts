import type { GenerateAction } from '@vitae/shared/constants';
import type { Resume } from '@vitae/shared/resume/schema';
import { normaliseName } from './pick-projects.ts';

const MAX_ADDED_PROJECTS = 3;

/**
 * The source resume with only the chosen sections taken from the output: the profile for 'Update
 * Profile', the skills for 'Update Skills', each role's bullets for 'Update Experience' (roles keep
 * their order and facts), the person's own projects for 'Update Projects' (none is ever lost) and
 * projects from other resumes for 'Add Projects'. Run after the guard, so entries match by facts.
 */
export function keepChosenSections(source: Resume, output: Resume, actions: readonly GenerateAction[]): Resume {
  const chosen = new Set(actions);
  const resume = structuredClone(source);
  if (chosen.has('Update Profile')) resume.profile = output.profile;
  if (chosen.has('Update Skills')) resume.skills = structuredClone(output.skills);
  if (chosen.has('Update Experience')) {
    const unused = [...output.experience];
    resume.experience = resume.experience.map((job) => {
      const index = unused.findIndex(
        (o) => o.company === job.company && o.title === job.title && o.start === job.start,
      );
      if (index < 0) return job;
      const [match] = unused.splice(index, 1);
      return { ...job, description: [...match!.description] };
    });
  }
  const ownKeys = new Set(source.projects.map((p) => normaliseName(p.name)));
  const outputOwn = output.projects.filter((p) => ownKeys.has(normaliseName(p.name)));
  const outputAdded = output.projects.filter((p) => !ownKeys.has(normaliseName(p.name))).slice(0, MAX_ADDED_PROJECTS);
  let projects = source.projects;
  if (chosen.has('Update Projects')) {
    const seen = new Set(outputOwn.map((p) => normaliseName(p.name)));
    projects = [...outputOwn, ...source.projects.filter((p) => !seen.has(normaliseName(p.name)))];
  }
  if (chosen.has('Add Projects') && outputAdded.length) {
    // The editor's blank placeholder entry goes, so added projects are not listed behind a blank.
    projects = [...projects.filter((p) => p.name.trim() || p.description.some((l) => l.trim())), ...outputAdded];
  }
  resume.projects = structuredClone(projects);
  return resume;
}
