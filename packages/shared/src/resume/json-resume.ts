import { resumeSchema, type Resume, type ResumeInput } from './schema.ts';
import { normaliseSectionOrder } from './section-order.ts';

/**
 * Mapping to and from JSON Resume (jsonresume.org schema v1). Fields both models share survive a
 * round trip; JSON Resume's extras (volunteer, awards, languages, interests, references) have no
 * place in ours and are dropped on import.
 */
export interface JsonResume {
  $schema?: string;
  basics?: {
    name?: string;
    label?: string;
    email?: string;
    phone?: string;
    url?: string;
    /** Older JSON Resume files (before v1.0.0) write the home page here instead of `url`. */
    website?: string;
    summary?: string;
    location?: { city?: string; region?: string; countryCode?: string; address?: string };
    profiles?: { network?: string; username?: string; url?: string }[];
  };
  work?: {
    name?: string;
    /** Older JSON Resume files (before v1.0.0) name the employer here instead of `name`. */
    company?: string;
    position?: string;
    location?: string;
    startDate?: string;
    endDate?: string;
    summary?: string;
    highlights?: string[];
  }[];
  education?: {
    institution?: string;
    area?: string;
    studyType?: string;
    startDate?: string;
    endDate?: string;
    score?: string;
    gpa?: string;
  }[];
  projects?: {
    name?: string;
    url?: string;
    description?: string;
    highlights?: string[];
    startDate?: string;
    endDate?: string;
  }[];
  skills?: { name?: string; keywords?: string[] }[];
  certificates?: { name?: string; issuer?: string; date?: string; url?: string }[];
  publications?: { name?: string; publisher?: string; releaseDate?: string; url?: string }[];
  /** JSON Resume lets `meta` carry more; Vitae keeps the chosen order of sections under `vitae`. */
  meta?: { vitae?: { sectionOrder?: string[] } } & Record<string, unknown>;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const arr = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);
const strings = (v: unknown): string[] => arr<unknown>(v).map(str).filter(Boolean);

/** 'LinkedIn' profile → our linkedin; 'GitHub' → github; a basics.url → website. */
function findProfile(profiles: NonNullable<JsonResume['basics']>['profiles'], network: string): string {
  const hit = arr<{ network?: unknown; url?: unknown; username?: unknown }>(profiles).find(
    (p) => str(p.network).toLowerCase() === network,
  );
  if (!hit) return '';
  return str(hit.url) || str(hit.username);
}

/** Splits a degree like 'Bachelor of Science in Physics' into JSON Resume's studyType and area. */
function splitDegree(degree: string): { studyType: string; area: string } {
  const match = /^(.*?)\s+in\s+(.+)$/i.exec(degree);
  return match ? { studyType: match[1]!, area: match[2]! } : { studyType: degree, area: '' };
}

/** A JSON Resume document in our model, validated (throws a ZodError past the schema's limits). */
export function fromJsonResume(doc: unknown): Resume {
  return resumeSchema.parse(jsonResumeToInput(doc));
}

/**
 * The mapping alone, before validation, so a caller can cut over-long values first. Reads both the
 * v1.0.0 keys and the older ones still common in real files (`work[].company`, `basics.website`).
 */
export function jsonResumeToInput(doc: unknown): ResumeInput {
  const d = (doc && typeof doc === 'object' ? doc : {}) as JsonResume;
  const basics = d.basics ?? {};
  const location = [
    basics.location?.address,
    basics.location?.city,
    basics.location?.region,
    basics.location?.countryCode,
  ]
    .map(str)
    .filter(Boolean);
  return {
    fullName: str(basics.name),
    email: str(basics.email),
    phone: str(basics.phone),
    linkedin: findProfile(basics.profiles, 'linkedin'),
    github: findProfile(basics.profiles, 'github') || undefined,
    website: str(basics.url) || str(basics.website) || undefined,
    location: location.join(', ') || undefined,
    profile: str(basics.summary),
    experience: arr<NonNullable<JsonResume['work']>[number]>(d.work).map((w) => ({
      title: str(w.position),
      company: str(w.name) || str(w.company),
      location: str(w.location) || undefined,
      start: str(w.startDate),
      end: str(w.endDate),
      description: [...(str(w.summary) ? [str(w.summary)] : []), ...strings(w.highlights)],
    })),
    education: arr<NonNullable<JsonResume['education']>[number]>(d.education).map((e) => ({
      degree: [str(e.studyType), str(e.area)].filter(Boolean).join(' in '),
      university: str(e.institution),
      start: str(e.startDate),
      end: str(e.endDate),
      gpa: str(e.score) || str(e.gpa),
    })),
    projects: arr<NonNullable<JsonResume['projects']>[number]>(d.projects).map((p) => ({
      name: str(p.name),
      ref: str(p.url),
      start: str(p.startDate) || undefined,
      end: str(p.endDate) || undefined,
      description: [...(str(p.description) ? [str(p.description)] : []), ...strings(p.highlights)],
    })),
    // A keyword list without a name is named `Skills`, so the editor's rule for nameless groups keeps it.
    skills: arr<NonNullable<JsonResume['skills']>[number]>(d.skills).map((s) => ({
      category: str(s.name) || (strings(s.keywords).length > 0 ? 'Skills' : ''),
      technologies: strings(s.keywords),
    })),
    certifications: arr<NonNullable<JsonResume['certificates']>[number]>(d.certificates).map((c) => ({
      name: str(c.name),
      issuer: str(c.issuer),
      date: str(c.date),
      url: str(c.url),
    })),
    publications: arr<NonNullable<JsonResume['publications']>[number]>(d.publications).map((p) => ({
      title: str(p.name),
      publisher: str(p.publisher),
      date: str(p.releaseDate),
      url: str(p.url),
    })),
    // A file from elsewhere may name sections we do not have: those are left out, not refused.
    sectionOrder: Array.isArray(d.meta?.vitae?.sectionOrder)
      ? normaliseSectionOrder(d.meta.vitae.sectionOrder)
      : undefined,
  };
}

const omitEmpty = <T extends Record<string, unknown>>(o: T): T =>
  Object.fromEntries(
    Object.entries(o).filter(([, v]) => v !== '' && v !== undefined && !(Array.isArray(v) && v.length === 0)),
  ) as T;

export function toJsonResume(resume: Resume): JsonResume {
  const profiles = [
    resume.linkedin ? { network: 'LinkedIn', url: resume.linkedin } : null,
    resume.github ? { network: 'GitHub', url: resume.github } : null,
  ].filter((p): p is { network: string; url: string } => p !== null);
  return {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: omitEmpty({
      name: resume.fullName,
      email: resume.email,
      phone: resume.phone,
      url: resume.website ?? '',
      summary: resume.profile,
      location: resume.location ? { address: resume.location } : undefined,
      profiles,
    }),
    work: resume.experience.map((e) =>
      omitEmpty({
        name: e.company,
        position: e.title,
        location: e.location ?? '',
        startDate: e.start,
        endDate: e.end,
        highlights: e.description,
      }),
    ),
    education: resume.education.map((e) => {
      const { studyType, area } = splitDegree(e.degree);
      return omitEmpty({
        institution: e.university,
        studyType,
        area,
        startDate: e.start,
        endDate: e.end,
        score: e.gpa,
      });
    }),
    projects: resume.projects.map((p) =>
      omitEmpty({
        name: p.name,
        url: p.ref,
        startDate: p.start ?? '',
        endDate: p.end ?? '',
        highlights: p.description,
      }),
    ),
    skills: resume.skills.map((s) => omitEmpty({ name: s.category, keywords: s.technologies })),
    certificates: resume.certifications.map((c) =>
      omitEmpty({ name: c.name, issuer: c.issuer, date: c.date, url: c.url }),
    ),
    publications: resume.publications.map((p) =>
      omitEmpty({ name: p.title, publisher: p.publisher, releaseDate: p.date, url: p.url }),
    ),
    ...(resume.sectionOrder ? { meta: { vitae: { sectionOrder: [...resume.sectionOrder] } } } : {}),
  };
}
