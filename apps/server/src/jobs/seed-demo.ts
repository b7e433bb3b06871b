import { slugifyCompany, type JobPosting } from './posting.ts';
import type { JobType, RemoteMode, Seniority } from './query-filters.ts';
import { parseSalary } from './salary.ts';
import { htmlToText } from './sanitize.ts';
import { demoBenefits, demoCities, demoCompanies, demoRoles, type DemoCity, type DemoRole } from './seed-catalog.ts';

export interface DemoSeedOptions {
  count?: number;
  seed?: number;
  /** Postings are dated within the 60 days before this moment. */
  now?: Date;
}

/** A posting plus the facts it was generated from, which the search benchmark uses to grade relevance. */
export interface DemoPosting extends JobPosting {
  demo: { role: string; seniority: Seniority };
}

/** mulberry32: a tiny seeded PRNG, so the same seed always yields the same postings. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

function pickWeighted<T>(random: Random, items: ReadonlyArray<readonly [T, number]>): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [item, weight] of items) {
    roll -= weight;
    if (roll < 0) return item;
  }
  return items[items.length - 1]![0];
}

function pickSome<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return chosen;
}

const seniorityTitles: Record<Seniority, string[]> = {
  intern: ['Intern'],
  junior: ['Junior', 'Graduate'],
  mid: [''],
  senior: ['Senior', 'Sr.'],
  lead: ['Lead', 'Staff'],
  principal: ['Principal'],
};
const seniorityPay: Record<Seniority, number> = {
  intern: 0.45,
  junior: 0.7,
  mid: 1,
  senior: 1.3,
  lead: 1.5,
  principal: 1.75,
};
const currencySign: Record<DemoCity['currency'], string> = {
  USD: '$',
  GBP: '£',
  EUR: '€',
  CAD: 'CA$',
  CHF: 'CHF ',
  AUD: 'A$',
};

function roundTo(amount: number, step: number): number {
  return Math.round(amount / step) * step;
}

/** Writes pay the varied ways real postings do; the stored yearly figure is parsed back from this text. */
function writeSalary(random: Random, yearly: number, city: DemoCity, jobType: JobType): string {
  const sign = currencySign[city.currency];
  if (jobType === 'contract' || jobType === 'part-time' || jobType === 'temporary' || jobType === 'internship') {
    const hourly = Math.max(12, Math.round(yearly / 2080));
    return `${sign}${hourly}/hr`;
  }
  const low = roundTo(yearly * 0.9, 1000);
  const high = roundTo(yearly * 1.1, 1000);
  const style = Math.floor(random() * 3);
  if (style === 0) return `${sign}${low / 1000}k-${sign}${high / 1000}k`;
  if (style === 1 || city.currency !== 'EUR')
    return `${sign}${low.toLocaleString('en-US')} - ${sign}${high.toLocaleString('en-US')} a year`;
  return `${roundTo(yearly / 12, 100).toLocaleString('en-US')} EUR per month`;
}

function writeDescription(
  company: string,
  title: string,
  role: DemoRole,
  skills: string[],
  where: string,
  random: Random,
): string {
  const years = 1 + Math.floor(random() * 6);
  const duties = pickSome(random, role.duties, 3)
    .map((duty) => `<li>${duty}</li>`)
    .join('');
  const needs = skills
    .map((skill, i) => `<li>${i === 0 ? `${years}+ years of experience with ${skill}` : skill}</li>`)
    .join('');
  const perks = pickSome(random, demoBenefits, 3)
    .map((perk) => `<li>${perk}</li>`)
    .join('');
  return (
    `<p><strong>${company}</strong> is hiring a ${title}. Location: ${where}. This is demo data generated for trying Vitae.</p>` +
    `<h3>What you will do</h3><ul>${duties}</ul><h3>What you bring</h3><ul>${needs}</ul>` +
    `<h3>Benefits</h3><ul>${perks}</ul><p>Apply with your resume; we reply to every applicant.</p>`
  );
}

/**
 * Generates demo postings for the "Demo — " companies: deterministic for a given seed and `now`.
 * Mix: ~25% remote, ~30% hybrid; mostly full-time; pay from role x seniority x city, left out on
 * about one posting in seven; dates spread over 60 days; about 5% closed.
 */
export function generateDemoPostings(options: DemoSeedOptions = {}): DemoPosting[] {
  const { count = 400, seed = 1 } = options;
  const now = options.now ?? new Date();
  const random = createRandom(seed);
  const cityChoices = demoCities.map((city) => [city, city.weight] as const);
  const postings: DemoPosting[] = [];
  for (let i = 0; i < count; i++) {
    const role = pick(random, demoRoles);
    const company = pick(random, demoCompanies);
    const city = pickWeighted(random, cityChoices);
    const seniority: Seniority = role.isFlat
      ? pickWeighted(random, [
          ['junior', 1],
          ['mid', 4],
        ] as const)
      : pickWeighted(random, [
          ['intern', 4],
          ['junior', 16],
          ['mid', 35],
          ['senior', 27],
          ['lead', 12],
          ['principal', 6],
        ] as const);
    const jobType: JobType =
      seniority === 'intern'
        ? 'internship'
        : pickWeighted(random, [
            ['full-time', 78],
            ['contract', 10],
            ['part-time', role.isFlat ? 30 : 6],
            ['temporary', 4],
          ] as const);
    const remote: RemoteMode = role.isFlat
      ? 'onsite'
      : pickWeighted(random, [
          ['remote', 25],
          ['hybrid', 30],
          ['onsite', 45],
        ] as const);
    const prefix = pick(random, seniorityTitles[seniority]);
    const title = prefix ? `${prefix} ${role.title}` : role.title;
    const skills = pickSome(random, role.skills, 3 + Math.floor(random() * 3));
    const isRemoteAnywhere = remote === 'remote' && random() < 0.5;
    const where = isRemoteAnywhere
      ? `Remote (${city.country})`
      : `${city.city}, ${city.region ?? city.country}${remote === 'onsite' ? '' : ` (${remote})`}`;
    const pay = role.baseSalary * seniorityPay[seniority] * city.payFactor * (0.9 + random() * 0.2);
    const salaryText = random() < 0.14 ? null : writeSalary(random, pay, city, jobType);
    const descriptionHtml = writeDescription(company, title, role, skills, where, random);
    const postedAt = new Date(now.getTime() - Math.floor(random() * 60 * 86_400_000));
    const jobId = `demo-${seed}-${String(i + 1).padStart(6, '0')}`;
    postings.push({
      portal: 'demo',
      jobId,
      company,
      companySlug: slugifyCompany(company),
      companyWebsite: `https://example.com/${slugifyCompany(company)}`,
      title,
      jobType,
      descriptionHtml,
      descriptionText: htmlToText(descriptionHtml),
      skills,
      location: where,
      city: isRemoteAnywhere ? null : city.city,
      region: isRemoteAnywhere ? null : city.region,
      country: city.country,
      lat: isRemoteAnywhere ? null : city.lat,
      lon: isRemoteAnywhere ? null : city.lon,
      remote,
      salaryYearly: parseSalary(salaryText)?.yearly ?? null,
      salaryText,
      state: random() < 0.05 ? 'closed' : 'open',
      datePosted: postedAt.toISOString(),
      portalLink: `https://example.com/demo-jobs/${jobId}`,
      source: 'Demo data generated by Vitae',
      demo: { role: role.title, seniority },
    });
  }
  return postings;
}
