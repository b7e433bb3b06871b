import { resumeSchema, type Resume, type ResumeInput } from '@vitae/shared/resume/schema';
import { jsonResumeToInput } from '@vitae/shared/resume/json-resume';
import { normaliseSectionOrder } from '@vitae/shared/resume/section-order';
import { ParseError } from './errors.ts';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});

/**
 * Reads a JSON Resume (jsonresume.org schema, mapped in packages/shared) or a resume already in
 * Vitae's own shape. Values are cut to the schema's limits.
 */
export function readJsonResume(text: string): Resume {
  let data: Json;
  try {
    data = obj(JSON.parse(text));
  } catch (error) {
    throw new ParseError('corrupt_file', undefined, { cause: error });
  }
  const input: ResumeInput = 'fullName' in data ? withKnownSections(data) : fromJsonResume(data);
  const parsed = resumeSchema.safeParse(clip(input));
  if (!parsed.success)
    throw new ParseError(
      'corrupt_file',
      'This JSON file is not a resume Vitae can read. Upload a JSON Resume file (jsonresume.org) or a PDF or DOCX.',
    );
  return parsed.data;
}

/** A file in our own shape keeps its order of sections, without names we do not know or repeats. */
function withKnownSections(data: Json): ResumeInput {
  const { sectionOrder, ...rest } = data;
  return Array.isArray(sectionOrder) ? { ...rest, sectionOrder: normaliseSectionOrder(sectionOrder) } : rest;
}

/** JSON Resume through the shared mapping, so an upload and `user/create_new_resume` read the same keys. */
function fromJsonResume(data: Json): ResumeInput {
  if (!data.basics && !data.work && !data.education) {
    throw new ParseError(
      'unsupported_type',
      'This JSON file is not a JSON Resume. Upload a JSON Resume file (jsonresume.org) or a PDF or DOCX.',
    );
  }
  return jsonResumeToInput(data);
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
