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
          canonicalByAlias.set(joinWords(alias), { skill: canonical, alias });
          sensitive.push(alias);
        } else {
          canonicalByAlias.set(joinWords(alias.toLowerCase()), { skill: canonical, alias });
          insensitive.push(alias);
        }
      }
    }
  }
  // Longest first, so "Spring Boot" wins over "Spring" and "React Native" over "React".
  // Words of a name may be joined by spaces or hyphens ("landing-page", "month end close").
  const toSource = (alias: string) =>
    alias
      .split(/[\s-]+/)
      .map(escapeRegExp)
      .join('[\\s-]+');
  const pattern = (aliases: string[], plural: string) =>
    `(?<![\\p{L}\\p{N}_])(?:${aliases
      .sort((a, b) => b.length - a.length)
      .map(toSource)
      .join('|')})${plural}(?![\\p{L}\\p{N}_+#])`;
  return {
    // Prose names also match their plural ("reconciliations", "split tests").
    insensitive: new RegExp(pattern(insensitive, '(?:e?s)?'), 'giu'),
    sensitive: new RegExp(pattern(sensitive, ''), 'gu'),
    canonicalByAlias,
    groupBySkill,
  };
}

function getVocabulary(): Vocabulary {
  vocabulary ??= buildVocabulary();
  return vocabulary;
}

/** Spaces and hyphens between words compare equal, so a lookup key joins words with one space. */
const joinWords = (text: string) => text.replace(/[\s-]+/g, ' ');

/** A plural the pattern allowed ("tests") is looked up by its singular alias when that is the one listed. */
function lookUp(map: Vocabulary['canonicalByAlias'], key: string): { skill: string; alias: string } | undefined {
  return map.get(key) ?? map.get(key.replace(/s$/, '')) ?? map.get(key.replace(/es$/, ''));
}

/**
 * A one-letter language (C, R) counts only where a language would be named: in a list (next to a
 * comma, slash, colon, bracket or "and/or"), after "in/with/using/of", or before "programming" or
 * "language". So "R&D", "C-level", "Vitamin C", "Plan B" and "John R. Smith" are not languages.
 */
const LIST_BEFORE = /(?:^|[,;:/|(•·]|\b(?:and|or|in|with|using|of|including))\s*$/iu;
const LIST_AFTER = /^(?:\s*(?:$|[,;:/|)]|\.\s*$|and\b|or\b|programming\b|language\b|scripts?\b|code\b|studio\b))/iu;

/**
 * Ordinary words that are also tools (Go, Swift, Spring, Lean, Slack) read as the word at the start
 * of a sentence when an article or preposition follows ("Go to market", "Spring into action").
 * Limit: "Go for services…" at a sentence start is lost.
 */
const VERB_AFTER = /^\s+(?:to|the|a|an|through|over|beyond|into|with|live|ahead|back|out|up|for|from|on)\b/u;

function isFalseMention(text: string, mention: SkillMention, sensitive: boolean): boolean {
  const before = text.slice(Math.max(0, mention.start - 30), mention.start);
  const after = text.slice(mention.end, mention.end + 30);
  if (mention.written.length === 1) {
    if (/[-&/.']$/.test(before) || /^[-&/']/.test(after)) return true;
    return !LIST_BEFORE.test(before) && !LIST_AFTER.test(after);
  }
  // Abbreviations in capitals (RN, SQL) are never ordinary words.
  if (!sensitive || !/[a-z]/.test(mention.written)) return false;
  // "Go-to", "Go-live": a short name joined to a following word is part of that word.
  if (mention.written.length <= 2 && /^-\p{L}/u.test(after)) return true;
  const atSentenceStart =
    before.trim() === '' || /[.!?]\s+$/.test(before) || /^\s*$/.test(before.split('\n').at(-1) ?? '');
  return atSentenceStart && VERB_AFTER.test(after);
}

/** Finds every vocabulary skill named in a text, longest match first, no overlaps. */
export function findSkills(text: string): SkillMention[] {
  const { insensitive, sensitive, canonicalByAlias } = getVocabulary();
  const found: (SkillMention & { sensitive: boolean })[] = [];
  for (const match of text.matchAll(insensitive)) {
    const entry = lookUp(canonicalByAlias, joinWords(match[0].toLowerCase()));
    const end = match.index + match[0].length;
    if (entry) found.push({ ...entry, written: match[0], start: match.index, end, sensitive: false });
  }
  for (const match of text.matchAll(sensitive)) {
    const entry = canonicalByAlias.get(joinWords(match[0]));
    const end = match.index + match[0].length;
    if (entry) found.push({ ...entry, written: match[0], start: match.index, end, sensitive: true });
  }
  found.sort((a, b) => a.start - b.start || b.end - b.start - (a.end - a.start));
  const kept: SkillMention[] = [];
  for (const { sensitive: isSensitive, ...mention } of found) {
    const last = kept.at(-1);
    if (last && mention.start < last.end) continue;
    if (isFalseMention(text, mention, isSensitive)) continue;
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

/** A skill plus the skills it shows by definition (Django is Python work); for evidence, never to list. */
export function expandSkill(skill: string): string[] {
  return [skill, ...(IMPLIED_SKILLS[skill] ?? [])];
}

/** The canonical spelling of a vocabulary skill, or null when the whole name is not one. */
export function canonicalSkill(name: string): string | null {
  const mentions = findSkills(name);
  return mentions.length === 1 && mentions[0]!.written.length === name.trim().length ? mentions[0]!.skill : null;
}
