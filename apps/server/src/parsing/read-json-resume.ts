import { resumeSchema, type Resume, type ResumeInput } from '@vitae/shared/resume/schema';
import { ParseError } from './errors.ts';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const arr = (v: unknown): Json[] => (Array.isArray(v) ? v.map(obj) : []);
const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const strs = (v: unknown): string[] => (Array.isArray(v) ? v.map(str).filter(Boolean) : []);

/**
 * Reads a JSON Resume (jsonresume.org schema) or a resume already in Vitae's own shape. Fields
 * map one to one (work -> experience, studyType + area -> degree `X in Y`, keywords ->
 * technologies, certificates -> certifications). Values are cut to the schema's limits.
 */
export function readJsonResume(text: string): Resume {
  let data: Json;
  try {
    data = obj(JSON.parse(text));
  } catch (error) {
    throw new ParseError('corrupt_file', undefined, { cause: error });
  }
  const input: ResumeInput = 'fullName' in data ? data : fromJsonResume(data);
  const parsed = resumeSchema.safeParse(clip(input));
  if (!parsed.success)
    throw new ParseError(
      'corrupt_file',
      'This JSON file is not a resume Vitae can read. Upload a JSON Resume file (jsonresume.org) or a PDF or DOCX.',
    );
  return parsed.data;
}

function fromJsonResume(data: Json): ResumeInput {
  const basics = obj(data.basics);
  if (!data.basics && !data.work && !data.education) {
    throw new ParseError(
      'unsupported_type',
      'This JSON file is not a JSON Resume. Upload a JSON Resume file (jsonresume.org) or a PDF or DOCX.',
    );
  }
  const profiles = arr(basics.profiles);
  const profile = (network: string) => profiles.find((p) => str(p.network).toLowerCase() === network);
  const link = (p: Json | undefined) => (p ? str(p.url) || str(p.username) : '');
  const location = obj(basics.location);
  return {
    fullName: str(basics.name),
    email: str(basics.email),
    phone: str(basics.phone),
    linkedin: link(profile('linkedin')),
    github: link(profile('github')),
    website: str(basics.url) || str(basics.website),
    location: [str(location.city), str(location.region), str(location.countryCode)].filter(Boolean).join(', '),
    profile: str(basics.summary),
    experience: arr(data.work).map((w) => ({
      title: str(w.position),
      company: str(w.name) || str(w.company),
      location: str(w.location),
      start: str(w.startDate),
      end: str(w.endDate),
      description: [...(str(w.summary) ? [str(w.summary)] : []), ...strs(w.highlights)],
    })),
    education: arr(data.education).map((e) => ({
      degree: [str(e.studyType), str(e.area)].filter(Boolean).join(' in '),
      university: str(e.institution),
      start: str(e.startDate),
      end: str(e.endDate),
      gpa: str(e.score) || str(e.gpa),
    })),
    projects: arr(data.projects).map((p) => ({
      name: str(p.name),
      ref: str(p.url),
      start: str(p.startDate),
      end: str(p.endDate),
      description: [...(str(p.description) ? [str(p.description)] : []), ...strs(p.highlights)],
    })),
    skills: arr(data.skills).map((s) => ({ category: str(s.name), technologies: strs(s.keywords) })),
    certifications: arr(data.certificates).map((c) => ({
      name: str(c.name),
      issuer: str(c.issuer),
      date: str(c.date),
      url: str(c.url),
    })),
    publications: arr(data.publications).map((p) => ({
      title: str(p.name),
      publisher: str(p.publisher),
      date: str(p.releaseDate),
      url: str(p.url),
    })),
  };
}

/** Cuts strings and lists to the schema limits so a long but honest file still parses. */
export function clip<T>(value: T): T {
  if (typeof value === 'string') return value.slice(0, 1000) as T;
  if (Array.isArray(value)) return value.slice(0, 50).map(clip) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, k === 'profile' && typeof v === 'string' ? v.slice(0, 5000) : clip(v)]),
    ) as T;
  }
  return value;
}
