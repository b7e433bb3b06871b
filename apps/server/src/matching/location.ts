/**
 * Where the job is, and whether a resume's location fits it.
 * Job rules: a "Location:" line gives the place; "remote" counts only in phrasing that speaks of
 * the job ("fully remote", "remote-first", "(Remote)", "this role is remote", "Location: Remote"),
 * so "remote patient monitoring" is not a remote job; "hybrid"/"on-site in X"/"based in X" give a
 * place. Resume rule: the place matches when its first part (the city) appears in the resume's
 * location or an experience location. Limits: no geography (a resume in Brooklyn does not match
 * a job in New York), region limits on remote jobs ("US only") are kept in the label, not checked.
 */
import type { Resume } from '@vitae/shared/resume/schema';

export type JobLocation = { remote: boolean; hybrid: boolean; places: string[]; label: string; source: string };
export type LocationFit = 'remote' | 'match' | 'mismatch' | 'unknown';

const REMOTE =
  /\b(?:fully remote|100% remote|remote[- ]first|remote[- ]friendly|remote (?:position|role|job|work|ok|okay|possible|option|eligible)|(?:role|position|job) is (?:fully )?remote|work from (?:home|anywhere)|wfh)\b|\(remote\)|^\s*remote\b/im;
const LOCATION_LINE = /^\s*(?:\*\*)?(?:job\s+)?(?:location|based in|office|where)(?:\*\*)?\s*:\s*(.+)$/im;
const PLACE_PHRASE =
  /\b(?:based in|located in|on-?site in|onsite at|in-office in|office in|hybrid in|hybrid from|hybrid \()\s*([A-Z][\w.' -]+(?:,\s*[A-Z][\w.' -]+)?)/;

export function findJobLocation(jobDescription: string): JobLocation | null {
  const line = LOCATION_LINE.exec(jobDescription);
  const value = line?.[1]?.trim() ?? '';
  const remote = REMOTE.test(jobDescription) || /\bremote\b/i.test(value);
  const hybrid = /\bhybrid\b/i.test(value) || /\bhybrid\b/i.test(jobDescription.slice(0, 400));
  const places: string[] = [];
  const cleaned = value
    .replace(/\b(?:remote|hybrid|on-?site|onsite|in[- ]office|or|and)\b/gi, ' ')
    .replace(/[()/|;]+/g, ',');
  for (const part of cleaned.split(/\s{2,}|,(?=\s*[A-Z][a-z]+\s*,)|\s+-\s+/)) {
    const place = part.replace(/^[\s,.-]+|[\s,.-]+$/g, '').replace(/\s+/g, ' ');
    if (place.length >= 2 && /[A-Za-z]/.test(place)) places.push(place);
  }
  const phrase = PLACE_PHRASE.exec(jobDescription);
  if (phrase && places.length === 0) places.push(phrase[1]!.trim().replace(/[.,]+$/, ''));
  if (!remote && places.length === 0) return null;
  const label =
    remote && places.length === 0
      ? 'Remote'
      : remote
        ? `Remote or ${places.join(' / ')}`
        : `${hybrid ? 'Hybrid' : 'On-site'} in ${places.join(' / ')}`;
  return { remote, hybrid, places, label, source: line?.[0].trim() ?? phrase?.[0] ?? 'remote' };
}

/** The resume's own location, else the most recent experience location. */
export function findResumeLocation(resume: Resume): string {
  return resume.location?.trim() || resume.experience.find((e) => e.location?.trim())?.location?.trim() || '';
}

export function fitLocation(job: JobLocation, resume: Resume): { fit: LocationFit; where: string } {
  const where = findResumeLocation(resume);
  if (job.remote) return { fit: 'remote', where };
  if (!where) return { fit: 'unknown', where };
  const haystack = where.toLowerCase();
  const hit = job.places.some((place) => {
    const city = place.split(',')[0]!.trim().toLowerCase();
    return city.length > 1 && haystack.includes(city);
  });
  return { fit: hit ? 'match' : 'mismatch', where };
}
