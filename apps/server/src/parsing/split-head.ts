import {
  chronological,
  DATE_QUALIFIER,
  findDateRange,
  isDateFragment,
  isDateOnly,
  removeDate,
  type DateRange,
} from './find-dates.ts';
import type { Line } from './types.ts';

export interface Head {
  /** Text pieces of the head lines, dates removed, split at `|`, `—`, ` at `, `, ` etc. */
  pieces: string[];
  dates: DateRange | null;
  /** Long pieces that read as prose, to be added to the description. */
  prose: string[];
  /** The pieces of each part of the head, in order; `byPipe` when the part was cut at pipes or dots. */
  groups: { pieces: string[]; byPipe: boolean; text: string }[];
}

/** Words that mark a job title; a piece with one of them is the title. */
const ENGLISH_TITLES =
  'engineer|developer|programmer|manager|analyst|designer|director|head|lead|leader|intern|internship|consultant|specialist|nurse|scientist|coordinator|officer|assistant|associate|accountant|architect|administrator|teacher|lecturer|professor|researcher|technician|representative|executive|president|vp|founder|co-founder|cofounder|mentor|tutor|instructor|trainer|coach|owner|partner|supervisor|advisor|adviser|editor|writer|strategist|marketer|recruiter|controller|auditor|planner|buyer|agent|clerk|therapist|physician|pharmacist|chef|trainee|apprentice|fellow|student|staff|member|principal|sre|devops|cto|ceo|cfo|coo|product owner|scrum master|postdoc|postdoctoral|candidate|scholar|investigator|attorney|lawyer|paralegal|counsel|counsell?or|psychologist|economist|statistician|physicist|chemist|biologist|librarian|curator|journalist|reporter|photographer|translator|interpreter|producer|contractor|freelancer|volunteer|ambassador|organi[sz]er|maintainer|contributor|secretary|treasurer|chairman|chairperson|receptionist|cashier|barista|waiter|waitress|bartender|mechanic|electrician|inspector|surveyor|technologist|hygienist|paramedic|caregiver|aide|banker|trader|broker|underwriter|actuary|bookkeeper|teller|surgeon|dentist|worker';
const TITLES_ELSEWHERE = [
  'd[ée]veloppeur|d[ée]veloppeuse|ing[ée]nieur|ing[ée]nieure|directeur|directrice|responsable|stagiaire|doctorant|doctorante',
  'chercheur|chercheuse|enseignant|enseignante|gestionnaire|technicien|technicienne|conseill[eè]re?|analyste',
  'vendeur|vendeuse|infirmi[eè]re?|comptable|avocate?|r[ée]dacteur|r[ée]dactrice|formateur|formatrice|alternante?|apprentie?',
  'coordonnat(?:eur|rice)|pr[ée]sidente?|adjointe?|professeure?|entwickler|entwicklerin|ingenieurin|leiterin|leiter|beraterin|mitarbeiterin|praktikantin|praktikant',
  'werkstudentin|werkstudent|doktorandin|doktorand|lehrerin|lehrer|gesch[äa]ftsf[üu]hrerin|gesch[äa]ftsf[üu]hrer|sachbearbeiterin',
  'referentin|krankenpfleger|pflegefachkraft|desarrolladora?|ingenier[oa]|jef[ea]|gerente|analista',
  'becari[oa]|investigadora?|profesora?|técnic[oa]|asistente|coordinadora?|enfermer[oa]|contadora?|abogad[oa]|docente',
  'auxiliar|practicante|pasante|encargad[oa]|desenvolvedora?|engenheir[oa]|estagi[áa]ri[oa]|pesquisadora?|coordenadora?',
  'projetista|assistente|enfermeir[oa]|consultora?|advogad[oa]|tecn[óo]log[oa]|sviluppatore|ingegnere|tirocinante',
  'ricercatore|ricercatrice|insegnante|dottorand[oa]|impiegat[oa]|collaboratore|ontwikkelaar|medewerker|stagiair|adviseur',
  'docent|promovendus|beheerder|referent|mitarbeiter|berater|techniker|mechaniker|gr[üu]nderin|gr[üu]nder|inhaberin|inhaber|fondateur|fondatrice',
  'fundadora?',
].join('|');
/**
 * Words that make a line a job title, in English, then French, German, Spanish, Portuguese, Italian
 * and Dutch (`Développeur Full Stack`, `Projektleiter`, `Ingeniero de datos`), and the endings of
 * German compound titles (`Softwareentwickler`, `Abteilungsleiter`, `Qualitätsmanager`).
 */
export const TITLE_WORDS = new RegExp(
  String.raw`\b(?:${ENGLISH_TITLES}|${TITLES_ELSEWHERE})s?\b|[a-zäöü](?:entwickler|leiter|berater|mitarbeiter|techniker|mechaniker|ingenieur|manager|kaufmann|kauffrau|bearbeiter|referent|planer|zeichner|arzt)(?:in|innen)?\b`,
  'i',
);

/**
 * Splits an entry's head lines into pieces and finds its date range.
 * Rules: the first date range in the head is the entry's; the rest of that text stays.
 * Pieces are cut at wide gaps, at ` | `, ` · `, ` — `, ` – `, ` @ `, ` at ` (and before a capital ` bei `, ` chez `, ` presso `, ` bij `), with `nameColon` after a
 * short name and a colon (`Citrusbyte: Tech Lead`), and at commas
 * (a comma cut is undone when a piece would be a lone location word like `CA`); a campus after
 * `University of X,` and `University of X at Y` stay whole (`University of California, Davis`,
 * `University of Texas at Austin`); a line with
 * ` | ` or ` · ` is cut only there (and at semicolons). Limits: without pipes, `Smith, Jones & Co` is cut in two;
 * with pipes, `Acme, Berlin` stays one piece; callers choose pieces by keyword.
 */
const YEARS = '(?:years?|yrs?|ans?|jahre?|años?|anos?|anni|anno|jaar)';
const MONTHS = '(?:months?|mos?|mois|monate?|meses|mes|mesi|maanden|maand)';
const DURATION = new RegExp(
  `(?<![\\p{L}\\d])\\d+\\s+(?:${YEARS}(?:,?\\s+(?:(?:and|et|und|y|e)\\s+)?\\d+\\s+${MONTHS})?|${MONTHS})(?:\\s+ago)?(?![\\p{L}])`,
  'giu',
);

// A short name before a colon and a capital (`Citrusbyte: Tech Lead`), not a field's label
// (`Project: Vitae`, `Tech Stack: React`): a cut in a job's head only, as a certificate's or a
// paper's name holds such colons (`Microsoft Certified: Azure Developer Associate`).
const LABELS =
  'Project|Role|Position|Title|Job Title|Company|Employer|Client|Organi[sz]ation|Degree|School|Team|Department|' +
  'Tech Stack|Technologies|Tools|Link|Thesis|Thesis Title|Advisor|Supervisor|Focus|Major|Minor|Courses|' +
  'Coursework|Relevant Coursework|Awards|Honors|Honours';
const NAME_COLON = String.raw`(?<=^\p{Lu}[\p{L}\d&.'’ -]{0,40})(?<!^(?:${LABELS})):\s+(?=\p{Lu})`;
/** Cuts of a line that separates its pieces with pipes or middle dots. */
const PIPE_CUT = new RegExp(String.raw`\s+[|·•]\s+|\s*;\s*`, 'u');
const PIPE_CUT_COLON = new RegExp(`${PIPE_CUT.source}|${NAME_COLON}`, 'u');
/** `at` in German, French, Italian and Dutch (`Softwareentwickler bei LAR AG`), cut before a capital. */
export const AT_ELSEWHERE = 'bei|chez|presso|bij';
/** Cuts of any other line. */
const CUT = new RegExp(
  String.raw`\s*;\s*|` +
    // A job board's anonymised export sets its placeholder place right after the name, with no
    // mark between (`Company Name City, State`, `Jefferson College City , State`).
    String.raw`\s+(?=City\s*,\s*State$)|` +
    /\s+[|·•—–@]\s+|(?<!\bUniversity of \p{Lu}\p{L}*(?: \p{Lu}\p{L}*)?)\s+at\s+|/u.source +
    String.raw`\s+(?:${AT_ELSEWHERE})\s+(?=\p{Lu})|` +
    /\s+-\s+(?=\p{Lu})|(?<!\b(?:University|UNIVERSITY) (?:of|OF) \p{Lu}\p{L}*(?: \p{Lu}\p{L}*)?),\s+(?!(?:Inc|Ltd|LLC|Corp|GmbH|S\.?A)\b)/u
      .source,
  'u',
);
const CUT_COLON = new RegExp(`${NAME_COLON}|${CUT.source}`, 'u');

export function splitHead(lines: Line[], { nameColon = false } = {}): Head {
  let dates: DateRange | null = null;
  const pieces: string[] = [];
  const prose: string[] = [];
  const groups: Head['groups'] = [];
  const head = joinCutRanges(lines);
  for (const line of head) {
    for (let part of partsByWeight(line)) {
      const found = findDateRange(part);
      if (found && !dates) {
        dates = found;
        part = removeDate(part, found);
      } else if (found && dates?.start && !dates.end && !(found.start && found.end) && isDateOnly(part)) {
        // The end on a date line of its own under a lone start (a date column that stacks them).
        const start: DateRange = dates;
        dates = chronological({ ...start, end: found.start || found.end });
        continue;
      } else if (found && /^\W*$/.test(removeDate(part, found))) {
        continue; // a second date (duration line)
      }
      // A duration (`2 yrs 3 mos`, `3 ans 8 mois`, `1 Jahr 4 Monate`) is no name, nor are the
      // brackets it stood in (`Jan 2022 - now (4 years 11 months)`).
      part = part
        .replace(DURATION, ' ')
        .replace(/\(\s*\)|\[\s*\]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      // Labels before a date (`Issued on: Jul 2020`, `Year: 2017`, `Graduated: May 2019`) are left
      // when the date is removed.
      part = part
        .replace(
          /^(issued|published|awarded|completed|earned|received|dates?|years?|released|expires|expiry|valid until|graduated|graduation(\s+date)?)(\s+(on|in))?\s*:?\s*$/i,
          '',
        )
        .trim();
      part = part.replace(/^(published|issued|awarded|offered|granted|presented)\s+(by|in|at)\s+/i, '').trim();
      if (found) part = part.replace(DATE_QUALIFIER, '').trim();
      if (!part) continue;
      if (part.length > 90 && part.split(/\s+/).length >= 12) {
        prose.push(part);
        continue;
      }
      // A line that separates its pieces with pipes (or middle dots) uses them for every cut, so
      // its commas, dashes and `at`s belong to names: `Flatley, Walker and Kunze`, `Keys at Scale`.
      // A semicolon cuts in either way (`MRes, Mathematics; 2016-2017; Imperial College`).
      const byPipe = /\s[|·•]\s/.test(part);
      const cut = byPipe ? (nameColon ? PIPE_CUT_COLON : PIPE_CUT) : nameColon ? CUT_COLON : CUT;
      const group: string[] = [];
      for (const piece of splitOutsideBrackets(part, cut)) {
        const tidy = piece.replace(/^[\s,;:|·-]+|[\s,;:|·(-]+$/g, '').trim();
        // A bracket or mark left alone by a cut (`2018); GPA: 3.1`) is no piece.
        if (/[\p{L}\d]/u.test(tidy)) group.push(...placeInBrackets(tidy).flatMap(cityAfterItsUniversity));
      }
      pieces.push(...group);
      if (group.length > 0) groups.push({ pieces: group, byPipe, text: part });
    }
  }
  return { pieces, dates, prose, groups };
}

/**
 * The text cut where `cut` matches outside brackets: a list inside a closed bracket belongs to the
 * name before it (`Personal Website (React, Next.js)`, `Software Engineer (Backend, Payments)`).
 */
function splitOutsideBrackets(text: string, cut: RegExp): string[] {
  // Where each closed bracket spans.
  const inside: [number, number][] = [];
  const open: number[] = [];
  for (let k = 0; k < text.length; k++) {
    if (text[k] === '(') open.push(k);
    else if (text[k] === ')' && open.length > 0) {
      const from = open.pop()!;
      if (open.length === 0) inside.push([from, k]);
    }
  }
  if (inside.length === 0) return text.split(cut);
  const out: string[] = [];
  let from = 0;
  for (const m of text.matchAll(new RegExp(cut.source, `${cut.flags}g`))) {
    if (m[0] === '' || inside.some(([a, b]) => m.index > a && m.index < b)) continue;
    out.push(text.slice(from, m.index));
    from = m.index + m[0].length;
  }
  out.push(text.slice(from));
  return out;
}

/**
 * `Gateway Church (Southlake, Texas)`, `Alma College (Alma, Michigan)`: a city and its region or
 * country in brackets after a name is the name's place, a piece of its own, brackets kept. A lone
 * word in brackets (`Enics (Västerås)`, `Acme (AWS)`) stays with the name: it may be part of it.
 */
function placeInBrackets(piece: string): string[] {
  const m = /^(.*[\p{L}\d.])\s+(\([^()]+\))$/u.exec(piece);
  return m && isPlaceInBrackets(m[2]!) ? [m[1]!, m[2]!] : [piece];
}

/** `(Southlake, Texas)`: a city and its region or country in brackets (not a way of working, `(Remote)`). */
export function isPlaceInBrackets(piece: string): boolean {
  const inner = /^\(([^()]+)\)$/.exec(piece.trim())?.[1];
  return inner !== undefined && isPlace(inner) && !WORK_MODE.test(inner.trim());
}

/**
 * `University of Reading, Reading`, `University of Delhi, New Delhi`: the comma after `University
 * of X` is kept for a campus (`University of California, Davis`), but a city named for the
 * university's own place is the city it stands in, a piece of its own (with a region after it, a
 * place).
 */
function cityAfterItsUniversity(piece: string): string[] {
  const m = /^(.*\bUniversity of (\p{Lu}\p{L}+)(?: \p{Lu}\p{L}*)?),\s+((?:\p{Lu}\p{L}+ )?(\p{Lu}\p{L}+))$/u.exec(piece);
  return m && m[2] === m[4] ? [m[1]!, m[3]!] : [piece];
}

/**
 * A head line that opens in bold and goes on in a regular weight (`**Bachelor of Science in
 * Computer Engineering** University of California, Santa Cruz`) names two things: the bold run is
 * a part of its own, as if a gap stood after it. A bold label (`Thesis:`, `Published by`) is left
 * as it is, as is a run that goes on in a joining word (`**M.S.** in Computer Science`), and
 * `at` or a mark after the run goes (`**Data Engineer** at Acme`).
 */
function partsByWeight(line: Line): string[] {
  const lead = line.boldLead?.trim();
  const first = line.parts[0] ?? '';
  if (
    !lead ||
    // A label (`Thesis:`, `Published by`) runs on into what it labels.
    /(?:[:：]|\b(?:by|at|in|on|of|for|with|from|to|and|or|the|a))$/i.test(lead) ||
    !/\p{L}.*\p{L}/u.test(lead) ||
    !first.startsWith(lead)
  )
    return line.parts;
  const after = first.slice(lead.length).trim();
  // `**M.S.** in Computer Science`, `**Head** of Data`: the run goes on in what follows.
  if (/^(?:in|of|for|with|and|&|de|en)\b/iu.test(after)) return line.parts;
  const rest = after.replace(/^(?:[,;|·•∙⋅—–@-]|at\b)\s*/iu, '').trim();
  return /\p{L}/u.test(rest) ? [lead, rest, ...line.parts.slice(1)] : line.parts;
}

/**
 * A date range cut by a line's wrap (`(Sep 2016 – Jun` / `2018); GPA: 3.14`): the line that ends
 * in a dash and a month and the line that opens with the year are read as one.
 */
export function endsInCutRange(above: string, below: string): boolean {
  const month = /[-–—]\s*(\p{L}+\.?)$/u.exec(above.trim());
  return month !== null && isDateFragment(month[1]!) && /^(?:19|20)\d\d\b/.test(below.trim());
}

function joinCutRanges(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const last = out.at(-1);
    const year = /^((?:19|20)\d\d\)?)[\s;,]*(.*)$/.exec(line.parts[0] ?? '');
    if (last && year && endsInCutRange(last.parts.at(-1) ?? '', line.parts[0] ?? '')) {
      // The year goes back to its range; what follows it on the line stays a part of its own.
      const parts = [
        ...last.parts.slice(0, -1),
        `${last.parts.at(-1)} ${year[1]}`,
        ...(year[2] ? [year[2]] : []),
        ...line.parts.slice(1),
      ];
      out[out.length - 1] = { ...last, text: `${last.text} ${line.text}`, parts };
    } else out.push(line);
  }
  return out;
}

/** US states, Canadian provinces and Australian states by their postal codes. */
export const REGION_CODES = new Set(
  (
    'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK ' +
    'OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC ON QC BC AB MB SK NS NB NL PE NSW QLD VIC TAS'
  ).split(' '),
);
/**
 * Countries, in full or by their two-letter codes (`Christchurch, NZ`, `Zürich, CH`); not the codes
 * that are also words, degrees or fields on a resume (`IT`, `BE`, `NO`, `MA`; `IE`, `SE`, `ES`, `PT`, `AE`:
 * `B.S., IE` is industrial engineering, `Physical Therapist, PT` a licence, `AE` an account executive).
 */
export const COUNTRIES =
  /^(?:NZ|AU|FR|CH|SG|HK|ZA|MX|BR|JP|CN|KR|AT|PL|DK|FI|USA|U\.S\.A?\.?|US|UK|U\.K\.?|United States|United Kingdom|Canada|Germany|France|India|Spain|Italy|Netherlands|Ireland|Australia|Brazil|Mexico|Poland|Sweden|Switzerland|Singapore|Japan|China|Nigeria|South Africa|Portugal|Austria|Belgium|Denmark|Norway|Finland|Israel|UAE|Pakistan|Philippines|Kenya|Egypt|Argentina|Chile|Colombia|New Zealand)$/;

/**
 * US states, Canadian provinces and Australian states written out (`Houston, Texas`), and the `State` that anonymised
 * resumes print for one (job boards' exports read `City , State` in place of every place).
 */
const REGION_NAMES =
  /^(?:Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming|Ontario|Quebec|British Columbia|Alberta|Manitoba|Saskatchewan|Nova Scotia|New Brunswick|Newfoundland|New South Wales|Queensland|Tasmania|Western Australia|South Australia|Northern Territory|State)$/;

/** A city's name as a piece of its own: up to three capitalised words (`Mountain View`). */
export const CITY_PIECE = /^\p{Lu}[\p{L}.'’-]*(?: \p{Lu}[\p{L}.'’-]*){0,2}$/u;

/** A state or province (by code or name) or a country: what follows a city and a comma. */
export function isRegion(text: string): boolean {
  if (REGION_CODES.has(text) || REGION_NAMES.test(text) || COUNTRIES.test(text)) return true;
  // A state or country written in capitals (`North Canton, OHIO`, `Berlin, GERMANY`).
  const word = /^\p{Lu}{3,}(?: \p{Lu}+)*$/u.test(text)
    ? text.toLowerCase().replace(/\b\p{L}/gu, (c) => c.toUpperCase())
    : '';
  return word !== '' && word !== 'State' && (REGION_NAMES.test(word) || COUNTRIES.test(word));
}

/** Where one works when it is no place (`Remote`, `Hybrid`, `On-site`). */
export const WORK_MODE = /^(?:remote|hybrid|on-?site)$/i;

/**
 * `Cambridge, MA`, `Lyon, France`, `Remote`: a place (a city of up to three capitalised words, a
 * comma, and a state or province code or a country). `Computer Science, BS` is no place.
 */
export function isPlace(text: string): boolean {
  const t = text.trim();
  if (WORK_MODE.test(t)) return true;
  const m = /^(\p{Lu}[\p{L}.'’-]*(?: \p{Lu}[\p{L}.'’-]*| (?:de|do|da|am|upon|on|la|le)){0,3}),\s*(.+)$/u.exec(t);
  return m !== null && isRegion(m[2]!);
}
