import type { Resume } from '@vitae/shared/resume/schema';

/**
 * A line of a resume and whether a reader skimming it would see it: the profile, the skills, the
 * titles and the first bullets of each role and project are "prominent"; the rest is "other".
 * Rule from how resumes are read (a quick skim of the top of each block); the cut-offs are ours.
 */
export interface ResumeLine {
  text: string;
  isProminent: boolean;
}

const PROMINENT_EXPERIENCE_BULLETS = 3;
const PROMINENT_PROJECT_BULLETS = 2;

/** Every line of text in a resume, tagged by prominence. */
export function listResumeLines(resume: Resume): ResumeLine[] {
  const lines: ResumeLine[] = [];
  const add = (text: string | undefined, isProminent: boolean) => {
    if (text?.trim()) lines.push({ text, isProminent });
  };
  for (const sentence of resume.profile.split(/(?<=[.!?])\s+/)) add(sentence, true);
  for (const skill of resume.skills) {
    add(skill.category, true);
    for (const technology of skill.technologies) add(technology, true);
  }
  for (const job of resume.experience) {
    add(job.title, true);
    add(job.company, false);
    job.description.forEach((line, index) => add(line, index < PROMINENT_EXPERIENCE_BULLETS));
  }
  for (const project of resume.projects) {
    add(project.name, true);
    project.description.forEach((line, index) => add(line, index < PROMINENT_PROJECT_BULLETS));
  }
  for (const school of resume.education) add(`${school.degree}, ${school.university}`, false);
  for (const certification of resume.certifications) add(`${certification.name}, ${certification.issuer}`, false);
  for (const publication of resume.publications) add(`${publication.title}, ${publication.publisher}`, false);
  return lines;
}

/** All of a resume's text in one string (for evidence checks). */
export function joinResumeText(resume: Resume): string {
  return listResumeLines(resume)
    .map((line) => line.text)
    .join('\n');
}
