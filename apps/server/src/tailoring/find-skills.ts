import { IMPLIED_SKILLS, SKILL_GROUPS } from './skills-vocabulary.ts';

/** One vocabulary skill found in a text: its canonical name and the words as written there. */
export interface SkillMention {
  skill: string;
  written: string;
  /** The vocabulary's spelling of the alias matched ("Postgres", "negotiated"). */
  alias: string;
  start: number;
  end: number;
}

interface Vocabulary {
  insensitive: RegExp;
  sensitive: RegExp;
  canonicalByAlias: Map<string, { skill: string; alias: string }>;
  groupBySkill: Map<string, string>;
}

let vocabulary: Vocabulary | undefined;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Short all-capitals aliases (AWS, SAP, CAM, PR) are matched case-sensitively too, so the ordinary
 * words they spell in lower case ("cam", "ar") do not count.
 */
const isCaseSensitive = (alias: string) =>
  alias.startsWith('=') || (/^[A-Z0-9&/]{2,4}$/.test(alias) && /[A-Z]/.test(alias));

function buildVocabulary(): Vocabulary {
  const canonicalByAlias = new Map<string, { skill: string; alias: string }>();
  const groupBySkill = new Map<string, string>();
  const sensitive: string[] = [];
  const insensitive: string[] = [];
  for (const [group, entries] of Object.entries(SKILL_GROUPS)) {
    for (const entry of entries) {
      const aliases = entry.split('|');
      const canonical = aliases[0]!.replace(/^=/, '');
      groupBySkill.set(canonical, group);
      for (const raw of aliases) {
        const alias = raw.replace(/^=/, '');
        if (isCaseSensitive(raw)) {
          canonicalByAlias.set(alias, { skill: canonical, alias });
          sensitive.push(alias);
        } else {
          canonicalByAlias.set(alias.toLowerCase(), { skill: canonical, alias });
          insensitive.push(alias);
        }
      }
    }
  }
  // Longest first, so "Spring Boot" wins over "Spring" and "React Native" over "React".
  const pattern = (aliases: string[]) =>
    `(?<![\\p{L}\\p{N}_])(?:${aliases
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|')})(?![\\p{L}\\p{N}_+#])`;
  return {
    insensitive: new RegExp(pattern(insensitive), 'giu'),
    sensitive: new RegExp(pattern(sensitive), 'gu'),
    canonicalByAlias,
    groupBySkill,
  };
}

function getVocabulary(): Vocabulary {
  vocabulary ??= buildVocabulary();
  return vocabulary;
}

/** The one-letter languages need more care: "R&D", "C-level" and "Objective-C" are not C or R. */
function isFalseSingleLetter(text: string, mention: SkillMention): boolean {
  if (mention.written.length !== 1) return false;
  const before = text[mention.start - 1] ?? ' ';
  const after = text[mention.end] ?? ' ';
  return /[-&/.']/.test(before) || /[-&/']/.test(after);
}

/** Finds every vocabulary skill named in a text, longest match first, no overlaps. */
export function findSkills(text: string): SkillMention[] {
  const { insensitive, sensitive, canonicalByAlias } = getVocabulary();
  const found: SkillMention[] = [];
  for (const match of text.matchAll(insensitive)) {
    const entry = canonicalByAlias.get(match[0].toLowerCase());
    if (entry) found.push({ ...entry, written: match[0], start: match.index, end: match.index + match[0].length });
  }
  for (const match of text.matchAll(sensitive)) {
    const entry = canonicalByAlias.get(match[0]);
    if (entry) found.push({ ...entry, written: match[0], start: match.index, end: match.index + match[0].length });
  }
  found.sort((a, b) => a.start - b.start || b.end - b.start - (a.end - a.start));
  const kept: SkillMention[] = [];
  for (const mention of found) {
    const last = kept.at(-1);
    if (last && mention.start < last.end) continue;
    if (isFalseSingleLetter(text, mention)) continue;
    kept.push(mention);
  }
  return kept;
}

/** The canonical skill names a text mentions. */
export function findSkillNames(text: string): Set<string> {
  return new Set(findSkills(text).map((m) => m.skill));
}

/** The vocabulary group ("Languages", "Finance & Accounting") a canonical skill belongs to. */
export function findSkillGroup(skill: string): string | undefined {
  return getVocabulary().groupBySkill.get(skill);
}

/**
 * Whether a vocabulary spelling is a name (has a capital, digit or symbol: "Postgres", "k8s",
 * "CI/CD") rather than ordinary prose ("negotiated"). Only names are swapped for the job's term;
 * prose is left as the person wrote it. Pass the vocabulary alias, not the text as written, so a
 * capital at the start of a sentence ("Negotiated…") does not make prose look like a name.
 */
export function isNameLike(written: string): boolean {
  return /[A-Z0-9./#+]/.test(written);
}

/**
 * A mention that names a group of people ("with procurement and legal teams", "the QA team") says
 * who the person worked with, not what they can do. Rule: the mention is followed, within one
 * "and X", by team, department, staff and the like. Known limit: "led the SEO team" is skipped too.
 */
const GROUP_OF_PEOPLE =
  /^(?:\s+and\s+[\p{L}-]+)?\s+(?:teams?|departments?|staff|leaders|colleagues|partners|stakeholders)\b/iu;

/**
 * Canonical skills a text shows, directly or by definition (Terraform shows infrastructure as
 * code). With `claimsOnly`, mentions that name a group of people are left out: that is the
 * stricter test for listing a skill, while the guard accepts any mention the source already has.
 */
export function findEvidencedSkills(text: string, options: { claimsOnly?: boolean } = {}): Set<string> {
  const mentions = findSkills(text).filter((m) => !options.claimsOnly || !GROUP_OF_PEOPLE.test(text.slice(m.end)));
  const skills = new Set(mentions.map((m) => m.skill));
  for (const skill of [...skills]) for (const implied of IMPLIED_SKILLS[skill] ?? []) skills.add(implied);
  return skills;
}
