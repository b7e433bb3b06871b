// Shared by the corpus generators (latex/gen-latex.mjs, latex-m/gen-latex-m.mjs, docx/gen-docx.mjs,
// docx-x/gen-docx-x.mjs, docx-z/gen-docx-z.mjs): month names, deterministic choices, the cities printed beside
// entries, the languages a resume lists (by country), dates and contact details as printed, building a truth record and keeping in it only the values its document shows,
// and the list of canonical resumes a corpus is made from.
import fs from 'node:fs';
import path from 'node:path';

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** FNV-1a of a string: the same choice for the same resume on every run. */
export const hash = (s) => {
  let h = 2166136261;
  for (const c of s) {
    h ^= c.codePointAt(0);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h;
};
export const pick = (arr, seed) => arr[hash(seed) % arr.length];
export const CITIES = [
  'San Francisco, CA',
  'Seattle, WA',
  'Austin, TX',
  'New York, NY',
  'Boston, MA',
  'Remote',
  'London, UK',
  'Berlin, Germany',
  'Toronto, ON',
  'Bengaluru, India',
  'Amsterdam, NL',
  'Chicago, IL',
  'Dublin, Ireland',
  'Madrid, Spain',
  'São Paulo, Brazil',
];

// The languages a resume lists, by the country of its source's "_meta" (printed; no truth field).
export const LANGS = {
  US: ['English (Native)', 'Spanish (Conversational)'],
  GB: ['English (Native)', 'French (Intermediate)'],
  IN: ['English (Fluent)', 'Hindi (Native)', 'Kannada (Conversational)'],
  DE: ['German (Native)', 'English (Fluent)'],
  FR: ['French (Native)', 'English (Professional)'],
  ES: ['Spanish (Native)', 'English (Professional)', 'Catalan (Fluent)'],
  BR: ['Portuguese (Native)', 'English (Fluent)', 'Spanish (Intermediate)'],
  PL: ['Polish (Native)', 'English (Fluent)'],
  VN: ['Vietnamese (Native)', 'English (Professional)'],
  SE: ['Swedish (Native)', 'English (Fluent)'],
  TR: ['Turkish (Native)', 'English (Fluent)', 'German (Basic)'],
  NG: ['English (Fluent)', 'Yoruba (Native)'],
};

// Truth entries for one canonical entry: `f` gives each text value as the document prints it (e.g. with
// typographic apostrophes; as it is by default); `d` is the printed date range ({start, end}).
const asIs = (s) => s;
export const eduTruth = (e, d, f = asIs) => ({
  degree: f(e.degree),
  university: f(e.university),
  start: d.start,
  end: d.end,
  gpa: e.gpa || '',
});
export const expTruth = (e, d, f = asIs) => ({
  title: f(e.title),
  company: f(e.company),
  start: d.start,
  end: d.end,
  description: e.description.map(f),
});
export const projTruth = (p, f = asIs) => ({ name: f(p.name), ref: p.ref || '', description: p.description.map(f) });
export const skillsTruth = (r, f = asIs) =>
  r.skills.map((s) => ({ category: f(s.category), technologies: s.technologies.map(f) }));
export const certTruth = (c, date, f = asIs) => ({ name: f(c.name), issuer: f(c.issuer || ''), date });
export const pubTruth = (p, date, f = asIs) => ({ title: f(p.title), publisher: f(p.publisher || ''), date });

/** A truth record with nothing in it yet. */
export const emptyTruth = () => ({
  fullName: '',
  email: '',
  phone: '',
  linkedin: '',
  profile: '',
  education: [],
  experience: [],
  projects: [],
  skills: [],
  certifications: [],
  publications: [],
});

/**
 * Passes every value of a truth record through `check(value, where, kind)`, which returns the value when the
 * document shows it and '' when not (kind: 'phone', 'linkedin', 'url' or undefined for text), then drops list
 * entries left with nothing. Changes `gt` in place.
 */
export function keepShown(gt, check) {
  gt.fullName = check(gt.fullName, 'fullName');
  gt.email = check(gt.email, 'email');
  gt.phone = check(gt.phone, 'phone', 'phone');
  gt.linkedin = check(gt.linkedin, 'linkedin', 'linkedin');
  gt.profile = check(gt.profile, 'profile');
  gt.education.forEach((e, i) => {
    for (const k of ['degree', 'university', 'start', 'end', 'gpa']) e[k] = check(e[k], `education[${i}].${k}`);
  });
  gt.experience.forEach((e, i) => {
    for (const k of ['title', 'company', 'start', 'end']) e[k] = check(e[k], `experience[${i}].${k}`);
    e.description = e.description.map((l, k) => check(l, `experience[${i}].description[${k}]`)).filter(Boolean);
  });
  gt.projects.forEach((p, i) => {
    p.name = check(p.name, `projects[${i}].name`);
    p.ref = check(p.ref, `projects[${i}].ref`, 'url');
    p.description = p.description.map((l, k) => check(l, `projects[${i}].description[${k}]`)).filter(Boolean);
  });
  gt.skills.forEach((s, i) => {
    s.category = check(s.category, `skills[${i}].category`);
    s.technologies = s.technologies.map((x) => check(x, `skills[${i}].technologies`)).filter(Boolean);
  });
  gt.certifications.forEach((c, i) => {
    for (const k of ['name', 'issuer', 'date']) c[k] = check(c[k], `certifications[${i}].${k}`);
  });
  gt.publications.forEach((p, i) => {
    for (const k of ['title', 'publisher', 'date']) p[k] = check(p[k], `publications[${i}].${k}`);
  });
  const nonEmpty = (o) => Object.values(o).some((v) => (Array.isArray(v) ? v.length : v));
  for (const k of ['education', 'experience', 'projects', 'skills', 'certifications', 'publications'])
    gt[k] = gt[k].filter(nonEmpty);
}

const MON_IDX = Object.fromEntries(
  MONTHS.flatMap((m, i) => [
    [m.toLowerCase(), i + 1],
    [m.slice(0, 3).toLowerCase(), i + 1],
  ]),
);
MON_IDX.sept = 9;

/**
 * A canonical date as {y, m} (m may be null), {present: true} or null; the canonical data uses
 * YYYY-MM, MM/YYYY, "Mon YYYY", "Month YYYY", YYYY and "Present".
 */
export function parseDate(s) {
  const t = String(s || '')
    .trim()
    .toLowerCase();
  if (!t) return null;
  if (/^(present|current|now)$/.test(t)) return { present: true };
  let m;
  if ((m = t.match(/^(\d{4})-(\d{1,2})$/))) return { y: +m[1], m: +m[2] };
  if ((m = t.match(/^(\d{1,2})\/(\d{4})$/))) return { y: +m[2], m: +m[1] };
  if ((m = t.match(/^([a-z]+)\.?\s+(\d{4})$/)) && MON_IDX[m[1]]) return { y: +m[2], m: MON_IDX[m[1]] };
  if ((m = t.match(/^(\d{4})$/))) return { y: +m[1], m: null };
  return null;
}

/** A link with its scheme (`https://` when it has none). */
export const ensureUrl = (u) => (/^https?:\/\//.test(u) ? u : 'https://' + u);
/** A link as printed: no scheme, no `www.`, no trailing slash. */
export const urlText = (u) =>
  String(u || '')
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');

// AP-style month abbreviations, as US resumes (and Awesome-CV examples) print them.
const AP_MONTHS = ['Jan.', 'Feb.', 'March', 'April', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'];
/**
 * A canonical date as a layout prints it; the truth keeps this string. how: 'raw' (as written), 'year', 'long'
 * ("January 2020"), 'short' ("Jan 2020"), 'mm' ("01/2020") or 'ap' ("Jan. 2020"); a date without a month
 * prints its year. `parse` reads the date (parseDate above by default), `present` is printed for an
 * ongoing one.
 */
export function formatDate(s, how, { parse = parseDate, present = 'Present' } = {}) {
  if (!s) return '';
  const d = parse(s);
  if (!d) return s;
  if (d.present) return present;
  if (how === 'raw') return s;
  if (how === 'year' || !d.m) return String(d.y);
  if (how === 'long') return `${MONTHS[d.m - 1]} ${d.y}`;
  if (how === 'short') return `${MONTHS[d.m - 1].slice(0, 3)} ${d.y}`;
  if (how === 'mm') return `${String(d.m).padStart(2, '0')}/${d.y}`;
  if (how === 'ap') return `${AP_MONTHS[d.m - 1]} ${d.y}`;
  return s;
}
/**
 * A date range from its printed start `a` and end `b`: the range as printed (`show` gives each side as the
 * document writes it, e.g. LaTeX-escaped) and the start/end for the truth. A range with one side prints that
 * side alone (an end-only range counts as the end date).
 */
export function dateRange(a, b, sep, show = asIs) {
  if (a && b) return { text: `${show(a)}${sep}${show(b)}`, start: a, end: b };
  if (b) return { text: show(b), start: '', end: b };
  if (a) return { text: show(a), start: a, end: '' };
  return { text: '', start: '', end: '' };
}

/**
 * The contact details a resume prints, in `order` (of 'phone', 'email', 'linkedin'), each as
 * {kind, text, url} (url: the link, for email and LinkedIn), and sets them in the truth record `t`.
 */
export function contactOf(r, t, order = ['phone', 'email', 'linkedin']) {
  const c = [];
  for (const kind of order) {
    if (!r[kind]) continue;
    if (kind === 'phone') c.push({ kind, text: r.phone });
    else if (kind === 'email') c.push({ kind, text: r.email, url: `mailto:${r.email}` });
    else c.push({ kind, text: urlText(r.linkedin), url: ensureUrl(r.linkedin) });
    t[kind] = r[kind];
  }
  return c;
}

/**
 * Makes OUT/docs/<format> and OUT/truth and returns the ids (rNN) of the canonical resumes in `src`, sorted;
 * only those in `only` when it is given.
 */
export function prepareCorpus(out, format, src, only) {
  fs.mkdirSync(path.join(out, 'docs', format), { recursive: true });
  fs.mkdirSync(path.join(out, 'truth'), { recursive: true });
  return fs
    .readdirSync(src)
    .filter((f) => /^r\d+\.json$/.test(f))
    .map((f) => f.replace(/\.json$/, ''))
    .sort()
    .filter((id) => !only || only.includes(id));
}

/** Text made safe inside HTML, for the generators that print pages with Chromium. */
export const escapeHtml = (s) =>
  String(s ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** Debian's Chromium as the generators launch it: no sandbox, GPU or network of its own. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];
