/**
 * Blind review: hides who the candidate is (name, e-mail, phone, profile links, schools) from a
 * result and its resume, so reviewers judge the evidence only. Rule: every known identifying
 * string of the resume, each name part of 2+ letters, and any e-mail or phone-like run in evidence
 * and reasons is replaced by "[hidden]". Limits: a name that is also a common word ("Will") is
 * hidden wherever it appears; a colleague's name in a bullet is not known and stays.
 */
import type { Resume } from '@vitae/shared/resume/schema';
import type { ShortlistResult } from '../matching/score-resume.ts';

const HIDDEN = '[hidden]';
const EMAIL = /[^\s@<>()]+@[^\s@<>()]+\.[a-z]{2,}/gi;
const PHONE = /\+?\d[\d\s().-]{6,}\d/g;
const URL = /\b(?:https?:\/\/|www\.)\S+|\b(?:linkedin|github)\.com\/\S+/gi;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A function that hides the resume's identifying strings in any text. */
function makeRedactor(resume: Resume): (text: string) => string {
  const known = [
    resume.email,
    resume.phone,
    resume.linkedin,
    resume.github ?? '',
    resume.website ?? '',
    ...resume.education.map((e) => e.university),
  ]
    .map((s) => s.trim())
    .filter((s) => s.length >= 2);
  const nameParts = resume.fullName.split(/\s+/).filter((p) => p.replace(/\W/g, '').length >= 2);
  const literal = known.length
    ? new RegExp(
        known
          .sort((a, b) => b.length - a.length)
          .map(escape)
          .join('|'),
        'gi',
      )
    : null;
  const names = nameParts.length
    ? new RegExp(`(?<![\\p{L}])(?:${nameParts.map(escape).join('|')})(?![\\p{L}])`, 'giu')
    : null;
  return (text) => {
    let out = text
      .replace(EMAIL, HIDDEN)
      .replace(URL, HIDDEN)
      .replace(PHONE, (m) => (m.replace(/\D/g, '').length >= 7 ? HIDDEN : m));
    if (literal) out = out.replace(literal, HIDDEN);
    if (names) out = out.replace(names, HIDDEN);
    return out;
  };
}

/** The resume with identity removed: no name, contact, links, address or schools. */
export function blindResume(resume: Resume): Resume {
  const redact = makeRedactor(resume);
  return {
    ...resume,
    fullName: '',
    email: '',
    phone: '',
    linkedin: '',
    github: resume.github === undefined ? undefined : '',
    website: resume.website === undefined ? undefined : '',
    location: resume.location === undefined ? undefined : '',
    profile: redact(resume.profile),
    certifications: resume.certifications.map((c) => ({ ...c, name: redact(c.name), url: '' })),
    publications: resume.publications.map((p) => ({ ...p, title: redact(p.title), url: '' })),
    skills: resume.skills.map((s) => ({ ...s, technologies: s.technologies.map(redact) })),
    education: resume.education.map((e) => ({ ...e, university: e.university ? HIDDEN : '' })),
    experience: resume.experience.map((e) => ({ ...e, description: e.description.map(redact) })),
    projects: resume.projects.map((p) => ({
      ...p,
      name: redact(p.name),
      ref: '',
      description: p.description.map(redact),
    })),
  };
}

/** The result with identity removed from evidence and reasons, plus the blinded resume. */
export function blindResult(result: ShortlistResult, resume: Resume): ShortlistResult & { resume: Resume } {
  const redact = makeRedactor(resume);
  return {
    ...result,
    matched: result.matched.map((m) => ({ ...m, evidence: redact(m.evidence) })),
    reasons: result.reasons.map(redact),
    resume: blindResume(resume),
  };
}
