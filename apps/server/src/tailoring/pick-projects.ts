import type { Project, Resume } from '@vitae/shared/resume/schema';
import type { JobKeywords } from './job-keywords.ts';
import { scoreLineRelevance } from './rank-lines.ts';

const MAX_ADDED_PROJECTS = 2;

export const normaliseName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * Projects from the person's other saved resumes that speak to the job and are not already on
 * this one (same name), most relevant first, at most two. A project with no job skill or phrase is
 * never added: it would only lengthen the resume.
 */
export function pickProjects(resume: Resume, otherResumes: Resume[], keywords: JobKeywords): Project[] {
  const taken = new Set(resume.projects.map((p) => normaliseName(p.name)).filter(Boolean));
  const candidates: { project: Project; relevance: number }[] = [];
  for (const other of otherResumes) {
    for (const project of other.projects) {
      const key = normaliseName(project.name);
      if (!key || taken.has(key)) continue;
      taken.add(key);
      const relevance = scoreLineRelevance([project.name, ...project.description].join('\n'), keywords);
      if (relevance > 0) candidates.push({ project, relevance });
    }
  }
  return candidates
    .sort((a, b) => b.relevance - a.relevance)
    .slice(0, MAX_ADDED_PROJECTS)
    .map(({ project }) => structuredClone(project));
}
