import type { Resume } from '@vitae/shared/resume/schema';
import type { Section } from './find-sections.ts';

/**
 * Per-field confidence in 0..1. Rules: a scalar found is 0.9 (e-mail 1, since its shape is
 * unmistakable), missing is 0; a list section is 0.3 when empty, else the share of entries with
 * their key fields filled (title and company with a date; school with a date; name), raised by
 * 0.1 when the section came from a recognised heading. JSON input is exact (1 for present fields).
 */
export function scoreConfidence(resume: Resume, sections: Section[] | null): Record<string, number> {
  const exact = sections === null;
  const has = (name: string) => exact || sections.some((s) => s.name === name);
  const share = <T>(items: T[], ok: (item: T) => boolean, name: string) =>
    items.length === 0
      ? has(name)
        ? 0.3
        : 0
      : Math.min(1, (items.filter(ok).length / items.length) * 0.9 + (has(name) ? 0.1 : 0));
  const scalar = (v: string | undefined, sure = 0.9) => (v ? (exact ? 1 : sure) : 0);
  return {
    fullName: scalar(resume.fullName, 0.8),
    email: scalar(resume.email, 1),
    phone: scalar(resume.phone),
    linkedin: scalar(resume.linkedin),
    profile: resume.profile ? (has('profile') ? 0.9 : 0.5) : 0,
    experience: share(resume.experience, (e) => !!(e.title && e.company && e.start), 'experience'),
    education: share(resume.education, (e) => !!(e.university && (e.start || e.end)), 'education'),
    projects: share(resume.projects, (p) => !!p.name, 'projects'),
    skills: share(resume.skills, (s) => s.technologies.length > 0, 'skills'),
    certifications: share(resume.certifications, (c) => !!c.name, 'certifications'),
    publications: share(resume.publications, (p) => !!p.title, 'publications'),
  };
}
