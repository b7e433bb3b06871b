import type { Experience } from '@vitae/shared/resume/schema';
import { splitEntries } from './split-entries.ts';
import {
  AT_ELSEWHERE,
  CITY_PIECE,
  isPlace,
  isRegion,
  splitHead,
  TITLE_WORDS,
  WORK_MODE,
  type Head,
} from './split-head.ts';
import type { Line } from './types.ts';
import { escapeRegExp } from './line-parts.ts';

/** Words that mark an organisation. */
export const COMPANY_WORDS =
  /\b(inc|ltd|llc|llp|gmbh|ag|corp|corporation|company|co|group|labs?|technologies|technology|solutions|systems|bank|hospital|clinic|university|college|institute|agency|studio|partners|holdings|consulting|services|foundation|ministry|council|s\.a|plc|pvt|limited)\b\.?/i;
const CITY_AND_CODE = /^[\p{Lu}][\p{L} .'-]+,\s*[\p{Lu}]{2,3}$/iu;
/**
 * A place in brackets set after the employer's name (`Enics (Västerås)`, `Sandvik (Sandviken)`):
 * one to three capitalised words, not an acronym (`(HHDx)`, `(AWS)` name the company).
 */
const PLACE_IN_BRACKETS = /^\((\p{Lu}\p{Ll}[\p{L}'’.-]*(?:[ ,/-]+\p{Lu}[\p{L}'’.-]*){0,2})\)$/u;
const isLocation = (piece: string) =>
  CITY_AND_CODE.test(piece) ||
  WORK_MODE.test(piece) ||
  (PLACE_IN_BRACKETS.test(piece) &&
    !TITLE_WORDS.test(piece) &&
    !COMPANY_WORDS.test(piece) &&
    !NOT_A_PLACE.test(piece.slice(1, -1)) &&
    // Nor how one worked there (`(Contract)`, `(Remote)`, `(Part-time)`).
    !EMPLOYMENT_TYPE.test(piece.slice(1, -1)) &&
    !WORK_MODE.test(piece.slice(1, -1)));
/** What brackets after an employer tell besides a place: what it was called, or whose it was. */
const NOT_A_PLACE = /^(?:formerly|now|previously|client|series|acquired|maternity|parental)\b/i;
/** How one is employed (`Full-time · Remote` under a title, as LinkedIn writes it): no company. */
const EMPLOYMENT_TYPE =
  /^(?:full[- ]time|part[- ]time|contract|contractor|freelance|freelancer|self-employed|temporary|permanent|seasonal|internship|apprenticeship|int[ée]rim|stage|alternance|b[ée]n[ée]volat|cdi|cdd|pr[aá]cticas|pasant[ií]a|voluntariado|praktikum|werkstudent|est[aá]gio|tirocinio|volontariato|stagiaire)$/i;

/**
 * Step 4c: experience entries. The head pieces are sorted into title and company by keyword
 * (`Engineer`, `Manager`… vs `Inc`, `GmbH`, `Bank`…); with no keyword on either side the first
 * piece is the title and the second the company, except when the first piece is in a larger
 * font on its own line (a company heading above the role); a lone piece with no keyword is the
 * company. A `City, ST` or `Remote` piece is the location. Limits: titles outside the word list
 * next to companies outside theirs fall back to the order rule, and a lone title outside it is
 * read as a company.
 */
export function extractExperience(lines: Line[]): Experience[] {
  // Whether each entry's company stood on a head line of its own above the title's.
  const companyAbove: boolean[] = [];
  // How each entry's title was told: by its rank word, with the company's line above or below the
  // title's, or by no word at all (then the head's two lines, for the section's order below).
  const told: ({ by: 'above' | 'below' | 'other' } | { by: 'order'; names: [string, string]; apart: boolean })[] = [];
  const entries = splitEntries(lines).map((entry) => {
    const { pieces, dates, prose, groups } = joinDepartments(splitHead(entry.head, { nameColon: true }));
    const { location, parts: locationParts } = findLocation(pieces, groups);
    const rest = pieces.filter((p) => !locationParts.includes(p));
    let titleAt = rest.findIndex((p) => TITLE_WORDS.test(p) && !COMPANY_WORDS.test(p));
    if (titleAt < 0) titleAt = rest.findIndex((p) => TITLE_WORDS.test(p));
    const byWord = titleAt >= 0;
    if (titleAt < 0) {
      const companyAt = rest.findIndex((p) => COMPANY_WORDS.test(p));
      // A lone piece that names no rank is the employer (`Stripe   2019 - 2021`): titles nearly
      // always carry a rank word, and a person who gives no title still names where they worked.
      titleAt = companyAt === 0 || rest.length === 1 ? 1 : companyAt > 0 ? 0 : isCompanyFirst(entry.head) ? 1 : 0;
    }
    let title = rest[titleAt] ?? '';
    let company = findCompany(groups, title, locationParts, location) || (rest.find((_, i) => i !== titleAt) ?? '');
    // `Vice President, Corporate Finance` over `KPMG`: when the company stands alone on a line of
    // its own, the title's line is the whole title, commas and dashes included.
    const whole = wholeTitle(groups, title, locationParts);
    if (whole) ({ title, company } = whole);
    // How one was employed (`Consultante en Communication - Freelance`, `Chargée de Communication -
    // Stage`) names no employer.
    const workedFor = EMPLOYMENT_TYPE.test(company.trim());
    if (workedFor)
      company =
        rest.find((p) => p !== title && p !== company && !EMPLOYMENT_TYPE.test(p) && !isPlace(p) && !isRegion(p)) ?? '';
    const body = [...entry.body];
    // A company set apart from the head (another x, below a duration line) opens the body.
    // (Not where the head named only a way of working: the first line below is its description.)
    if (!company && !workedFor && title && body.length >= 2 && isNameLike(body[0]!)) company = body.shift()!;
    const experience: Experience = {
      title,
      company,
      start: dates?.start ?? '',
      end: dates?.end ?? '',
      description: [...prose, ...body],
    };
    if (location) experience.location = location;
    const titleGroup = groups.findIndex((g) => g.pieces.includes(title) || g.text.includes(title));
    const companyGroup = groups.findIndex((g) => g.text.includes(company));
    companyAbove.push(company !== '' && companyGroup >= 0 && companyGroup < titleGroup && pieces.length >= 2);
    const named = groups.map((g) => g.pieces.filter((p) => !locationParts.includes(p))).filter((g) => g.length > 0);
    // On one line, the order of the two names tells the same (`Sistemas Globales S. A.,
    // desarrollador web UI`).
    const [first, second] = named;
    const onOneLine = named.length === 1 && first!.length === 2;
    if (!byWord && ((named.length === 2 && first!.length >= 1 && second!.length === 1) || onOneLine))
      told.push({
        by: 'order',
        names: onOneLine ? [first![0]!, first![1]!] : [first!.join(', '), second![0]!],
        apart: !onOneLine,
      });
    else if (byWord && company !== '' && companyGroup >= 0 && titleGroup >= 0 && companyGroup !== titleGroup)
      told.push({ by: companyGroup < titleGroup ? 'above' : 'below' });
    else if (byWord && named.length === 1 && first!.includes(company) && first!.includes(title))
      told.push({ by: first!.indexOf(company) < first!.indexOf(title) ? 'above' : 'below' });
    else told.push({ by: 'other' });
    return experience;
  });
  // A section sets its jobs alike: where two jobs or more whose titles were told by a rank word
  // stand under their company's line (`Enics (Västerås)` / `Component Engineer, 2008 - 2011`), or
  // after it on one line, and none before it, a job whose title names no known rank (`Sandvik` /
  // `Skänkugnsoperatör, 2005`) is read the same way: the company first, the title second.
  const above = told.filter((t) => t.by === 'above').length;
  if (above >= 2 && !told.some((t) => t.by === 'below'))
    told.forEach((t, i) => {
      if (t.by !== 'order') return;
      entries[i]!.company = t.names[0];
      entries[i]!.title = t.names[1];
      if (t.apart) companyAbove[i] = true;
    });
  // A head that names the employer alone, the role told in the first sentence below (`As a Case
  // Manager, I met…`, `In my current position as Reports/Data Specialist, I…`): the title is taken
  // from there, and the employer's line stood above it.
  entries.forEach((e, i) => {
    const role = e.title === '' && e.description[0] ? TITLE_IN_PROSE.exec(e.description[0]) : null;
    if (!role) return;
    e.title = role[1]!;
    if (e.company) companyAbove[i] = true;
  });
  // Roles grouped under one company (`Walgreens` above `Senior Data Engineer  2022 - Present` and
  // `Data Engineer  2019 - 2022`): a role whose head is a job title and dates alone, after a role
  // whose company headed it on a line of its own, is at that company.
  for (let i = 1; i < entries.length; i++) {
    const [before, role] = [entries[i - 1]!, entries[i]!];
    if (!companyAbove[i - 1] || role.company || role.location || !role.start) continue;
    // The role's head must read as a job title (a lone name may be a company whose title was lost).
    if (!TITLE_WORDS.test(role.title) || COMPANY_WORDS.test(role.title)) continue;
    // Working for oneself names no employer (`Independent Consultant` after a company's roles).
    if (/\b(?:independent|freelance|freelancer|self[- ]employed)\b/i.test(role.title)) continue;
    role.company = before.company;
    if (before.location) role.location = before.location;
    companyAbove[i] = true;
  }
  return entries.filter((e) => e.title || e.company || e.description.length > 0);
}

/** A sentence that opens with the writer's role: `As a Shelter Counselor, I…`, `In my role as Site Lead, I…`. */
export const TITLE_IN_PROSE =
  /^(?:As|In my (?:current |previous |former )?(?:position|role|job) as)\s+(?:an?\s+|the\s+)?(\p{Lu}[\p{L}/&'’-]*(?:\s+(?:of\s+|and\s+|&\s+)?\p{Lu}[\p{L}/&'’-]*){0,4}),\s+I\b/u;

/** A title's last word that a department may follow after a comma (`Director, Marketing`). */
const RANK_END =
  /\b(?:president|vp|svp|evp|director|manager|head|lead|officer|chief|partner|principal|engineer|analyst|associate|consultant|specialist|coordinator|administrator|representative|executive|controller)$/i;
/** The words a department's name is made of (`Corporate Finance`, `Financial Planning & Analysis`). */
const DEPARTMENT_WORDS = new Set(
  (
    'global corporate regional international enterprise strategic digital field product products brand business ' +
    'human customer supply investor public financial clinical patient software data information quality talent ' +
    'people finance marketing sales operations engineering strategy development resources acquisition it ' +
    'technology analytics science research legal compliance success experience communications chain procurement ' +
    'risk audit tax treasury accounting design growth partnerships infrastructure security platform assurance ' +
    'relations administration planning analysis management nursing care content education programs fp&a hr & and of'
  ).split(' '),
);
const isDepartment = (piece: string) => {
  const words = piece.toLowerCase().split(/\s+/);
  return words.length <= 4 && /^\p{Lu}/u.test(piece) && words.every((w) => DEPARTMENT_WORDS.has(w));
};

/**
 * `Vice President, Corporate Finance`, `Director, Product Management`: a department after a
 * title's rank, cut off at the comma, belongs to the title, not to the company. Rule: a piece made
 * only of department words right after a piece ending in a rank, written `rank, department` in
 * the head, is joined back to it.
 */
function joinDepartments(head: Head): Head {
  const join = (pieces: string[], text: string) =>
    pieces.reduce<string[]>((out, piece) => {
      const last = out.at(-1);
      if (last !== undefined && RANK_END.test(last) && isDepartment(piece) && text.includes(`${last}, ${piece}`))
        out[out.length - 1] = `${last}, ${piece}`;
      else out.push(piece);
      return out;
    }, []);
  const groups = head.groups.map((g) => ({ ...g, pieces: join(g.pieces, g.text) }));
  const text = head.groups.map((g) => g.text).join('\n');
  return { ...head, pieces: join(head.pieces, text), groups };
}

/** Marks and the word that joined a title to its company (`at`, `bei`, `chez`…) at a piece's edges. */
const JOIN_EDGES = new RegExp(`^(?:[\\s,;:|·—–@-]|(?:at|${AT_ELSEWHERE})\\s)+|(?:[\\s,;:|·—–(-]|\\sat)+$`, 'g');

/**
 * The company is the first part of the head other than the title, whole: commas and dashes
 * inside it belong to the name (`Smith, Jones and Co`, `Wiza - VonRueden`). When the title shares
 * its part (`Dickens, Lemke and Co, Growth Marketer`), the pieces on either side of the title
 * are the company. A part cut at pipes keeps its pieces apart (`Acme | Berlin`).
 */
function findCompany(
  groups: Head['groups'],
  title: string,
  locationParts: string[],
  location: string | undefined,
): string {
  for (const group of groups) {
    const kept = group.pieces.filter((p) => !locationParts.includes(p));
    const at = kept.indexOf(title);
    const others = at < 0 ? kept : [...kept.slice(0, at), ...kept.slice(at + 1)];
    if (others.length === 0) continue;
    if (group.byPipe) return others[0]!;
    // Pieces on both sides of the title: the company comes first (`Company, Title, City`).
    if (at > 0 && at < kept.length - 1) return kept.slice(0, at).join(', ');
    // Otherwise the part as written, less the title and the location, keeps the name's own
    // punctuation (`Wiza - VonRueden`).
    let text = group.text;
    if (at >= 0) text = text.replace(title, ' ');
    // A place in brackets goes whole, brackets and all (`Acme Corp (Västerås)`).
    for (const part of locationParts) if (PLACE_IN_BRACKETS.test(part)) text = text.replace(part, ' ');
    if (location) text = text.replace(location, ' ');
    for (const part of locationParts) text = text.replace(new RegExp(`,\\s*${escapeRegExp(part)}(?=\\s*(?:,|$))`), ' ');
    return text.replace(JOIN_EDGES, '').trim() || others.join(', ');
  }
  return '';
}

/**
 * The title's whole line and the company, when the title's line was cut at a comma or a dash
 * into pieces none of which names an organisation (two ranks may), and exactly one other line of the head is a
 * single name (no title word, not a place), its place aside. Otherwise null.
 */
function wholeTitle(
  groups: Head['groups'],
  title: string,
  locationParts: string[],
): { title: string; company: string } | null {
  const own = groups.find((g) => g.pieces.includes(title));
  if (!own || own.byPipe) return null;
  const rest = own.pieces.filter((p) => !locationParts.includes(p));
  // Another rank beside the title after a dash is the same title's (`Polymechaniker – Stv.
  // Abteilungsleiter`); after a comma or a colon it may name a person (`Teaching Assistant,
  // Professor Jane Smith`).
  const secondRank = (p: string) =>
    TITLE_WORDS.test(p) && !(/\s[–—-]\s/.test(own.text) && !/[,:]/.test(own.text) && !/\b(?:Dr|Prof)\b/.test(p));
  if (rest.length < 2 || rest.some((p) => p !== title && (COMPANY_WORDS.test(p) || secondRank(p)))) return null;
  // The company line stands above the title's, names an organisation by its shape (an acronym, a
  // company word), or names the place beside it (`Công ty Hà · San Francisco, CA`): a lone word
  // below a title may be its city.
  const ownAt = groups.indexOf(own);
  const names = groups.flatMap((g, k) => {
    const kept = g.pieces.filter((p) => !locationParts.includes(p));
    const name = kept[0];
    // A place, not a work mode: `Full-time · Remote` names no company.
    const placed = g.pieces.some((p) => locationParts.includes(p) && !WORK_MODE.test(p));
    const named =
      g !== own &&
      kept.length === 1 &&
      name !== undefined &&
      !TITLE_WORDS.test(name) &&
      !isPlace(name) &&
      !EMPLOYMENT_TYPE.test(name) &&
      (k < ownAt || placed || COMPANY_WORDS.test(name) || /^\p{Lu}{2,}$/u.test(name));
    return named ? [name] : [];
  });
  if (names.length !== 1) return null;
  const text = rest.length === own.pieces.length ? own.text : rest.join(', ');
  return { title: text, company: names[0]! };
}

/**
 * The entry's location: a piece shaped `City, ST` or `Remote`, or a city piece followed by a
 * piece that is a state code or a country (`Google, Mountain View, CA` was cut at its commas).
 * Returns the location as written and the pieces it was made of.
 */
function findLocation(
  pieces: string[],
  groups: Head['groups'] = [],
): { location: string | undefined; parts: string[] } {
  const whole = pieces.find((p) => isLocation(p));
  if (whole) return { location: PLACE_IN_BRACKETS.exec(whole)?.[1] ?? whole, parts: [whole] };
  for (let i = 1; i < pieces.length; i++) {
    const region = pieces[i]!;
    const city = pieces[i - 1]!;
    // `Nykaa, New York, NY`: a state's name followed by a code is the city (New York, NY).
    if (!isRegion(region) || (i + 1 < pieces.length && isRegion(pieces[i + 1]!))) continue;
    if (!CITY_PIECE.test(city) || TITLE_WORDS.test(city) || COMPANY_WORDS.test(city)) continue;
    // A title and a company must remain: in `Engineer, Google, CA` Google is not a city. A
    // place set apart on its own beside one name that is no title (`Battelle ⇥ Columbus, OH ⇥
    // (Feb 2023 – present)`) is one; beside a title it is the company (`Analyst ⇥ Deloitte, NY`).
    const apart =
      groups.some((g) => g.pieces.length === 2 && g.pieces[0] === city && g.pieces[1] === region) &&
      pieces.length === 3 &&
      !pieces.some((p) => p !== city && p !== region && TITLE_WORDS.test(p));
    if (pieces.length < 4 && !apart) continue;
    return { location: `${city}, ${region}`, parts: [city, region] };
  }
  return { location: undefined, parts: [] };
}

/** A first head line in a bigger font than the second reads as a company heading. */
function isCompanyFirst(head: Line[]): boolean {
  return head.length >= 2 && head[0]!.parts.length === 1 && head[0]!.size > head[1]!.size + 0.5;
}

/**
 * A name, not a bullet: at most six words, each capitalised or a joining word (`Sielemann,
 * Holtfreter und Dieckmann`, `Bank of America`), no digits, no closing full stop.
 */
function isNameLike(text: string): boolean {
  const words = text.split(/\s+/);
  return (
    words.length <= 6 &&
    !/\d|[.!?]$/.test(text) &&
    words.every((w) => /^[\p{Lu}&(]/u.test(w) || /^(?:of|and|und|et|y|e|de|del|der|van|von|the|&)$/i.test(w))
  );
}
