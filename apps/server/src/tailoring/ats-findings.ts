import type { AtsFinding } from '@vitae/shared/api/tailoring';
import type { Resume } from '@vitae/shared/resume/schema';
import { joinResumeText } from './resume-lines.ts';

/**
 * ATS findings for a generated resume, as resume checkers show them beside the match: contact
 * details, standard headings, dates, length, the file type the job asks for, and whether our own
 * parser reads the generated PDF back to the same content. Each finding that fails says what to do.
 * `readBack` is what the parser read from the PDF (null when it could not read it at all).
 */
export function checkAts(input: {
  resume: Resume;
  jobDescription: string;
  pages: number;
  readBack: Resume | null;
}): AtsFinding[] {
  const { resume } = input;
  return [
    checkContact(resume),
    checkHeadings(resume),
    checkDates(resume),
    checkLength(resume, input.pages),
    checkFileType(input.jobDescription),
    checkRoundTrip(resume, input.readBack),
  ];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

function checkContact(resume: Resume): AtsFinding {
  const problems: string[] = [];
  if (!resume.fullName.trim()) problems.push('add your name');
  if (!EMAIL.test(resume.email.trim())) problems.push(resume.email.trim() ? 'correct your e-mail' : 'add an e-mail');
  const digits = resume.phone.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15)
    problems.push(resume.phone.trim() ? 'write your phone with its area code' : 'add a phone number');
  return problems.length
    ? { id: 'contact', ok: false, message: `Contact details: ${problems.join(', ')}.` }
    : { id: 'contact', ok: true, message: 'Contact details: name, e-mail and phone are present and readable.' };
}

function checkHeadings(resume: Resume): AtsFinding {
  const missing: string[] = [];
  if (!resume.experience.some((j) => j.title.trim() || j.company.trim())) missing.push('Experience');
  if (!resume.education.some((e) => e.degree.trim() || e.university.trim())) missing.push('Education');
  if (!resume.skills.some((s) => s.technologies.some((t) => t.trim()))) missing.push('Skills');
  return missing.length
    ? {
        id: 'headings',
        ok: false,
        message: `Standard sections: add ${missing.join(', ')}; applicant tracking systems look for these headings.`,
      }
    : { id: 'headings', ok: true, message: 'Standard section headings (Experience, Education, Skills).' };
}

/** The written form of a date, so "Jan 2020" and "01/2020" count as two forms. */
function dateForm(text: string): string | null {
  const value = text.trim();
  if (!value) return null;
  if (/^(present|current|now|today|ongoing)$/i.test(value)) return 'present';
  if (/^[A-Za-z]{3}\.? \d{4}$/.test(value)) return 'Mon YYYY';
  if (/^[A-Za-z]{4,9} \d{4}$/.test(value)) return 'Month YYYY';
  if (/^\d{1,2}\/\d{4}$/.test(value)) return 'MM/YYYY';
  if (/^\d{4}-\d{2}$/.test(value)) return 'YYYY-MM';
  if (/^\d{4}$/.test(value)) return 'YYYY';
  return 'other';
}

function checkDates(resume: Resume): AtsFinding {
  const dates = resume.experience.flatMap((j) => [j.start, j.end]).filter((d) => d.trim());
  const forms = new Set(dates.map(dateForm).filter((f): f is string => f !== null && f !== 'present'));
  const unreadable = dates.filter((d) => dateForm(d) === 'other');
  const undated = resume.experience.filter((j) => (j.title.trim() || j.company.trim()) && !j.start.trim());
  if (unreadable.length)
    return {
      id: 'dates',
      ok: false,
      message: `Dates: write "${unreadable[0]}" as month and year (for example "Jan 2020").`,
    };
  if (undated.length)
    return {
      id: 'dates',
      ok: false,
      message: `Dates: add a start date to "${undated[0]!.title || undated[0]!.company}".`,
    };
  if (forms.size > 1)
    return {
      id: 'dates',
      ok: false,
      message: `Dates: use one form for every date (found ${[...forms].join(', ')}).`,
    };
  return { id: 'dates', ok: true, message: 'Dates: one consistent, readable form.' };
}

const MIN_WORDS = 250;

function checkLength(resume: Resume, pages: number): AtsFinding {
  const words = joinResumeText(resume).split(/\s+/).filter(Boolean).length;
  if (pages > 2)
    return { id: 'length', ok: false, message: `Length: ${pages} pages; cut older or less relevant bullets to two.` };
  if (words < MIN_WORDS)
    return {
      id: 'length',
      ok: false,
      message: `Length: ${words} words; describe your work in more bullets (most resumes have 400 to 800 words).`,
    };
  return { id: 'length', ok: true, message: `Length: ${pages} ${pages === 1 ? 'page' : 'pages'}, ${words} words.` };
}

const ABOUT_APPLYING = /\b(resume|cv|application|submit|send|apply)\b/i;
const WORD_FILE = /\b(ms word|microsoft word|word (?:format|document|file)|docx?)\b|\.docx?\b/i;

/** The file type asked for in the sentences about applying. Split first: every test is linear. */
function checkFileType(jobDescription: string): AtsFinding {
  const asksWord = jobDescription
    .split(/(?<=[.!?])\s+|\n/)
    .some((sentence) => ABOUT_APPLYING.test(sentence) && WORD_FILE.test(sentence));
  return asksWord
    ? { id: 'file_type', ok: false, message: 'File type: this job asks for a Word file; download the DOCX.' }
    : { id: 'file_type', ok: true, message: 'File type: PDF, which the job accepts.' };
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}@.+]+/gu, ' ')
    .trim();

function checkRoundTrip(resume: Resume, readBack: Resume | null): AtsFinding {
  if (!readBack)
    return {
      id: 'round_trip',
      ok: false,
      message: 'Read back: our parser could not read the PDF; try the classic template.',
    };
  const lost: string[] = [];
  if (normalise(readBack.fullName) !== normalise(resume.fullName)) lost.push('name');
  if (resume.email && normalise(readBack.email) !== normalise(resume.email)) lost.push('e-mail');
  const text = normalise(joinResumeText(readBack));
  const jobs = resume.experience.filter((j) => j.title.trim());
  const jobsLost = jobs.filter((j) => !text.includes(normalise(j.title))).length;
  if (jobsLost) lost.push(`${jobsLost} job ${jobsLost === 1 ? 'title' : 'titles'}`);
  const bullets = resume.experience.flatMap((j) => j.description).filter((b) => b.trim());
  const bulletsLost = bullets.filter((b) => !text.includes(normalise(b))).length;
  if (bulletsLost) lost.push(`${bulletsLost} of ${bullets.length} bullets`);
  return lost.length
    ? {
        id: 'round_trip',
        ok: false,
        message: `Read back: our parser lost ${lost.join(', ')} from the PDF; try the classic template.`,
      }
    : { id: 'round_trip', ok: true, message: 'Read back: our parser reads the PDF back to the same content.' };
}

/** Pages in a PDF the renderer wrote (its page objects). */
export function countPdfPages(pdf: Uint8Array): number {
  const text = Buffer.from(pdf).toString('latin1');
  return Math.max(1, (text.match(/\/Type\s*\/Page(?!s)/g) ?? []).length);
}
