// Shared by the corpus generators (latex/gen-latex.mjs, docx/gen-docx.mjs): month names, deterministic choices,
// the cities printed beside entries, and keeping in a truth record only the values its document shows.

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
