import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { sectionOrderSchema } from './section-order.ts';

const short = z.string().trim().max(LIMITS.shortText).default('');
const line = z.string().max(LIMITS.line);
const lines = z.array(line).max(LIMITS.linesPerEntry).default([]);
const list = <T extends z.ZodType>(item: T) => z.array(item).max(LIMITS.entriesPerSection).default([]);

export const educationSchema = z.object({
  degree: short,
  university: short,
  start: short,
  end: short,
  /** Kept as written ("3.8", "3.5/4.0"); the editor offers a number input. */
  gpa: z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().max(40)).default(''),
});

export const experienceSchema = z.object({
  title: short,
  company: short,
  location: short.optional(),
  start: short,
  end: short,
  description: lines,
});

export const projectSchema = z.object({
  name: short,
  ref: short,
  start: short.optional(),
  end: short.optional(),
  description: lines,
});

export const skillSchema = z.object({
  category: short,
  technologies: z.array(z.string().trim().max(LIMITS.shortText)).max(LIMITS.technologiesPerCategory).default([]),
});

export const certificationSchema = z.object({ name: short, issuer: short, date: short, url: short });
export const publicationSchema = z.object({ title: short, publisher: short, date: short, url: short });

export const resumeSchema = z.object({
  fullName: short,
  email: short,
  phone: short,
  linkedin: short,
  github: short.optional(),
  website: short.optional(),
  location: short.optional(),
  profile: z.string().trim().max(LIMITS.longText).default(''),
  education: list(educationSchema),
  experience: list(experienceSchema),
  projects: list(projectSchema),
  skills: list(skillSchema),
  certifications: list(certificationSchema),
  publications: list(publicationSchema),
  /**
   * Beyond the spec: the order the person chose for the sections (section-order.ts). Absent on
   * resumes that never had one; those print in the default order.
   */
  sectionOrder: sectionOrderSchema.optional(),
});

export type Education = z.infer<typeof educationSchema>;
export type Experience = z.infer<typeof experienceSchema>;
export type Project = z.infer<typeof projectSchema>;
export type Skill = z.infer<typeof skillSchema>;
export type Certification = z.infer<typeof certificationSchema>;
export type Publication = z.infer<typeof publicationSchema>;
export type Resume = z.infer<typeof resumeSchema>;
/** What callers may send: every field optional, filled with defaults by `resumeSchema.parse`. */
export type ResumeInput = z.input<typeof resumeSchema>;

export const emptyEducation = (): Education => ({ degree: '', university: '', start: '', end: '', gpa: '' });
export const emptyExperience = (): Experience => ({ title: '', company: '', start: '', end: '', description: [''] });
export const emptyProject = (): Project => ({ name: '', ref: '', description: [''] });
export const emptySkill = (): Skill => ({ category: '', technologies: [] });
export const emptyCertification = (): Certification => ({ name: '', issuer: '', date: '', url: '' });
export const emptyPublication = (): Publication => ({ title: '', publisher: '', date: '', url: '' });

/** A blank resume with no entries (what a parser starts from). */
export function blankResume(): Resume {
  return resumeSchema.parse({});
}

/**
 * The resume the editor starts with (spec section 3): one empty entry in each of education,
 * experience, projects and skills, and empty certifications and publications.
 */
export function emptyResume(): Resume {
  return {
    ...blankResume(),
    education: [emptyEducation()],
    experience: [emptyExperience()],
    projects: [emptyProject()],
    skills: [emptySkill()],
  };
}
