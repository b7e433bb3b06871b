import { findSkillGroup, findSkills } from '../matching/find-skills.ts';
import { cityAliases, cueOnlyCities, metroPrefixWords, metroSuffixWords, techTermCities } from './places.ts';
import {
  findCities,
  findCountry,
  findUsState,
  normalizePlaceName,
  pickCity,
  toResolvedPlace,
  type ResolvedPlace,
} from './gazetteer.ts';

export interface Token {
  /** The word as typed (case kept: "US" and "OR" are read as codes only in capitals). */
  raw: string;
  /** Lower-cased, accents stripped, trailing dot removed. */
  word: string;
  /** True when a comma came right before this word. */
  afterComma: boolean;
  /** Where the word starts in the query text. */
  offset: number;
}

export interface FoundPlace {
  place: ResolvedPlace;
  /** Indexes of the tokens that named the place. */
  start: number;
  end: number;
}

const cueWords = new Set(['in', 'near', 'around', 'at', 'from', 'based', 'within', 'of']);
/** Population floors: a city named without a cue must be sizeable; "in X" accepts small towns. */
const minPopulationBare = 15_000;
const minPopulationCued = 1_000;
const maxWords = 4;
/** State codes that are also English words or common abbreviations: read as codes only in capitals. */
const wordLikeCodes = new Set([
  'or',
  'in',
  'me',
  'hi',
  'ok',
  'oh',
  'id',
  'de',
  'la',
  'ma',
  'pa',
  'co',
  'ne',
  'al',
  'ar',
  'mo',
  'ms',
  'md',
]);
/** Skill groups whose names share a city's ("Phoenix" the Elixir framework, "Spring" for Java). */
const TECH_GROUPS = new Set(['Languages', 'Frontend', 'Backend', 'Databases', 'Cloud & DevOps', 'Data & ML', 'Mobile']);

/**
 * A well-known city that is also a tech word ("phoenix", "mobile") is a place without a cue when it
 * ends the query and no other word of the query is a tech skill ("nurse phoenix"), since then the
 * tech sense has nothing to attach to. "elixir phoenix" and "phoenix developer" keep the word.
 */
function endsNonTechQuery(tokens: Token[], start: number, end: number): boolean {
  if (end !== tokens.length) return false;
  const others = tokens
    .slice(0, start)
    .map((token) => token.raw)
    .join(', ');
  return !findSkills(others).some((mention) => TECH_GROUPS.has(findSkillGroup(mention.skill) ?? ''));
}

function join(tokens: Token[], start: number, end: number): string {
  return tokens
    .slice(start, end)
    .map((token) => token.word)
    .join(' ');
}

/** Reads a state or country right after a city ("Portland, OR", "London Canada"); returns its extent. */
function readQualifier(tokens: Token[], start: number): { region?: string; country?: string; end: number } | undefined {
  for (let n = Math.min(3, tokens.length - start); n >= 1; n--) {
    const text = join(tokens, start, start + n);
    const first = tokens[start]!;
    const isCode = n === 1 && first.word.length === 2;
    // Two-letter codes need capitals or a comma before them ("Austin, tx", "Austin TX", not "austin or"),
    // unless the code is no English word ("dallas tx", "miami fl").
    const isPlainCode = first.afterComma || first.raw === first.raw.toUpperCase() || !wordLikeCodes.has(first.word);
    if (isCode && !isPlainCode) continue;
    const state = findUsState(text);
    if (state && (n > 1 || text.length > 2 || isCode)) return { region: state, country: 'US', end: start + n };
    const country = findCountry(text);
    if (country) return { country, end: start + n };
  }
  return undefined;
}

function readCity(tokens: Token[], start: number, end: number, hasCue: boolean): FoundPlace | undefined {
  const name = join(tokens, start, end);
  // One- and two-letter words ("us", "it") are codes or words, never a town's name, unless a known alias ("sf").
  if (name.length <= 2 && !cityAliases[name]) return undefined;
  const floor = hasCue ? minPopulationCued : minPopulationBare;
  const cities = findCities(name).filter((city) => city.population >= floor);
  if (cities.length === 0) return undefined;
  const qualifier = readQualifier(tokens, end);
  if (qualifier) {
    const city = pickCity(cities, qualifier);
    if (city) return { place: toResolvedPlace(city), start, end: qualifier.end };
  }
  // Rule: a lone word that is also a tech/job/English word is a place only after a cue, and only for
  // the well-known cities among them ("jobs in Reading" yes, "mobile developer" no).
  const isKnownCityHere = cueOnlyCities.has(name) && (hasCue || endsNonTechQuery(tokens, start, end));
  if (end - start === 1 && techTermCities.has(name) && !isKnownCityHere) return undefined;
  return { place: toResolvedPlace(cities[0]!), start, end };
}

function readRegionOrCountry(tokens: Token[], start: number, end: number, hasCue: boolean): FoundPlace | undefined {
  const text = join(tokens, start, end);
  const first = tokens[start]!;
  const isShort = text.replace(/\./g, '').length <= 2;
  // Short codes ("us", "in", "or") are ordinary words unless written in capitals after a cue ("in US").
  // A code that is both a state and a country ("in CA") is read as the state.
  if (isShort && !(hasCue && first.raw === first.raw.toUpperCase())) return undefined;
  const state = findUsState(text);
  if (state) return { place: { region: state, country: 'US' }, start, end };
  const country = findCountry(text);
  return country ? { place: { country }, start, end } : undefined;
}

/**
 * A city's metro words belong to the place: "greater boston area", "atlanta metropolitan area",
 * "denver metro" name the city, and none of those words stays a search word.
 */
function withMetroWords(tokens: Token[], found: FoundPlace): FoundPlace {
  if (!found.place.city) return found;
  let { start, end } = found;
  if (start > 0 && metroPrefixWords.has(tokens[start - 1]!.word)) start--;
  while (end < tokens.length && metroSuffixWords.has(tokens[end]!.word)) end++;
  return { ...found, start, end };
}

/**
 * Finds the first place named in the tokens, longest name first (so "new york" beats "york").
 * Order per span: city (gazetteer, most populous unless a state or country follows), then US state,
 * then country. Limits: only one place is kept; "remote in Canada" style lists keep the first.
 */
export function findPlace(tokens: Token[]): FoundPlace | undefined {
  for (let start = 0; start < tokens.length; start++) {
    const previous = tokens[start - 1]?.word;
    const hasCue = previous !== undefined && cueWords.has(previous);
    for (let end = Math.min(tokens.length, start + maxWords); end > start; end--) {
      if (cueWords.has(tokens[start]!.word)) break;
      const found = readCity(tokens, start, end, hasCue) ?? readRegionOrCountry(tokens, start, end, hasCue);
      if (found) return withMetroWords(tokens, found);
    }
  }
  return undefined;
}

/** Splits a query into word tokens for place finding. */
export function tokenizeWords(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/(,)?\s*([\p{L}\p{N}][\p{L}\p{N}'.&-]*)/gu)) {
    const raw = match[2]!.replace(/\.$/, '');
    const offset = match.index + match[0].length - match[2]!.length;
    tokens.push({ raw, word: normalizePlaceName(raw), afterComma: match[1] === ',', offset });
  }
  return tokens;
}
