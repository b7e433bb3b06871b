import { columnEdge, median, partsFrom, styleOf, wrapsOnto } from './line-parts.ts';
import type { Line } from './types.ts';
import { squeezeLetterSpacing } from './repair-text.ts';
import { findDateRange } from './find-dates.ts';

export type SectionName =
  | 'header'
  | 'profile'
  | 'experience'
  | 'education'
  | 'skills'
  | 'projects'
  | 'certifications'
  | 'publications'
  | 'contact'
  | 'other';

export interface Section {
  name: SectionName;
  heading: string;
  lines: Line[];
}

/**
 * Real-world heading wordings, compared after lower-casing and dropping punctuation, `&`/`and`
 * and a trailing colon. Unknown but heading-like lines (see `isHeadingStyled`) open an `other`
 * section so their content does not leak into the previous one.
 */
const SYNONYMS: Record<Exclude<SectionName, 'header'>, string[]> = {
  profile: [
    'summary',
    'profile',
    'about',
    'about me',
    'biography',
    'bio',
    'short bio',
    'objective',
    'career objective',
    'professional summary',
    'executive summary',
    'personal statement',
    'overview',
    'professional profile',
    'career summary',
    'summary of qualifications',
    'personal profile',
    'introduction',
    'background',
    'executive profile',
    'career overview',
    'academic profile',
  ],
  experience: [
    'experience',
    'work experience',
    'work',
    'work history',
    'employment',
    'employment history',
    'professional experience',
    'career history',
    'relevant experience',
    'professional background',
    'career',
    'experience history',
    'internships',
    'internship experience',
    'internship',
    'academic appointments',
    'appointments',
    'positions held',
    'appointments held',
    'professional appointments',
    'academic appointment',
    'administrative appointment',
    'administrative appointments',
    'academic positions',
    'employment record',
    'professional history',
    'job history',
    'research stays',
    'research visits',
    'visiting positions',
    'jobs',
    'previous jobs',
    'positions',
  ],
  education: [
    'education',
    'academic background',
    'academics',
    'education and training',
    'academic qualifications',
    'academic qualification',
    'educational qualification',
    'educational qualifications',
    'educational background',
    'qualifications',
    'academic history',
    'studies',
    'education history',
    'schools',
    'schooling',
  ],
  skills: [
    'skills',
    'technical skills',
    'professional skills',
    'core competencies',
    'competencies',
    'key skills',
    'expertise',
    'areas of expertise',
    'technologies',
    'tools',
    'tech stack',
    'skills and tools',
    'skills and technologies',
    'technical expertise',
    'skill set',
    'skillset',
    'core skills',
    'relevant skills',
    'tools and technologies',
    'technical proficiencies',
    'skills summary',
    'additional skills',
    'additional qualifications',
    'other qualifications',
    'key qualifications',
    'technical qualifications',
    'hard skills',
    'key competencies',
    'proficiencies',
    'technical competencies',
    'skills and expertise',
    'skills and competencies',
    'skill highlights',
    'skills highlights',
    'core qualifications',
  ],
  projects: [
    'projects',
    'project',
    'personal projects',
    'side projects',
    'selected projects',
    'key projects',
    'academic projects',
    'open source',
    'project experience',
    'projects experience',
    'notable projects',
    'portfolio',
    'open source projects',
    'relevant projects',
    'projects undertaken',
    'research projects',
  ],
  certifications: [
    'certifications',
    'certificates',
    'certification',
    'licenses and certifications',
    'licenses',
    'certifications and licenses',
    'accreditations',
    'courses and certifications',
    'professional certifications',
    'training and certifications',
    'licences and certifications',
    'credentials',
  ],
  publications: [
    'publications',
    'papers',
    'selected papers',
    'refereed papers',
    'research papers',
    'conference papers',
    'journal papers',
    'journal articles',
    'preprints',
    'selected publications',
    'research publications',
    'articles',
    'publications and talks',
    'research',
    'writing',
    // A patent is a published document with a title, a number and a date: CV parsers file it with
    // publications (as HR-XML's PublicationHistory does), and the model has no other place for it.
    'patents',
    'patents and publications',
    'publications and patents',
  ],
  contact: [
    'contact',
    'contact information',
    'contact details',
    'personal information',
    'personal details',
    'profiles',
    'links',
    'social',
    'location',
    'address',
    'contact me',
    'get in touch',
    'find me online',
    'social links',
  ],
  other: [
    'awards',
    'honors',
    'honours',
    'awards and honors',
    'honors and awards',
    'achievements',
    'interests',
    'hobbies',
    'references',
    'volunteer',
    'volunteering',
    'volunteer experience',
    'languages',
    'activities',
    'leadership',
    'extracurricular activities',
    'affiliations',
    'memberships',
    'membership',
    'courses',
    'coursework',
    'relevant coursework',
    'additional information',
    'hobbies and interests',
    'invited talks',
    'talks',
    'presentations',
    'presentation',
    'conferences',
    'conference talks',
    'speaking',
    'teaching',
    'teaching experience',
    'grants',
    'grants and funding',
    'funding',
    'service',
    'professional service',
    'community service',
    'professional memberships',
    'professional membership',
    'professional affiliations',
    'volunteer work',
    'volunteering experience',
    'training',
    'workshops',
    'personal interests',
    'extracurriculars',
    'scholarships',
    'fellowships',
    'clearance',
    'security clearance',
    'clearances',
    'military service',
    'associations',
    'professional associations',
    'community involvement',
    'accomplishments',
    'recognition',
    'miscellaneous',
    'professional development',
    'declaration',
    'extra curricular activities',
    'co curricular activities',
    'languages known',
    'strengths',
    'thesis',
    'dissertation',
    'trainings',
  ],
};

/**
 * The same headings in French, German, Spanish, Portuguese, Italian, Dutch, Swedish, Danish,
 * Norwegian and Polish, without accents (headings are compared without them; `ø`, `æ` and `ł` are
 * letters of their own, not accented ones): resumes written in those languages, and themes that
 * print their headings in the reader's language, are read as well as English ones.
 */
const SYNONYMS_ELSEWHERE: Record<Exclude<SectionName, 'header'>, string[]> = {
  profile: [
    'profil',
    'biographie',
    'biografie',
    'biografia',
    'a propos',
    'a propos de moi',
    'resume',
    'profil professionnel',
    'profil academique',
    'uber mich',
    'zusammenfassung',
    'kurzprofil',
    'perfil',
    'sobre mi',
    'resumen',
    'perfil profesional',
    'sobre mim',
    'resumo',
    'profilo',
    'chi sono',
    'profiel',
    'over mij',
    'samenvatting',
    'objetivo',
    'objectif',
    'obiettivo',
    'berufsziel',
    'objetivo profissional',
    'objetivo profesional',
    'objectif professionnel',
    'obiettivo professionale',
    'perfil profissional',
    'resumo profissional',
    'resumen profesional',
    'profilo professionale',
    'persoonlijk profiel',
    'personliches profil',
    'presentacion',
    'apresentacao',
    'presentazione',
    'sammanfattning',
    'om mig',
    'profiel',
    'over mij',
    'samenvatting',
    'om meg',
    'sammendrag',
    'o mnie',
    'podsumowanie',
    'profil zawodowy',
  ],
  experience: [
    'experience professionnelle',
    'experiences professionnelles',
    'experiences',
    'parcours professionnel',
    'berufserfahrung',
    'berufliche erfahrung',
    'beruflicher werdegang',
    'werdegang',
    'experiencia',
    'experiencia laboral',
    'experiencia profesional',
    'experiencia profissional',
    'experiencia de trabalho',
    'esperienza',
    'esperienze',
    'esperienza lavorativa',
    'esperienze professionali',
    'werkervaring',
    'ervaring',
    'loopbaan',
    'berufliche laufbahn',
    'berufspraxis',
    'berufstatigkeit',
    'berufliche tatigkeit',
    'berufliche tatigkeiten',
    'berufliche stationen',
    'praktische erfahrung',
    'arbeitserfahrung',
    'historique professionnel',
    'trayectoria profesional',
    'trayectoria laboral',
    'historial laboral',
    'historico profissional',
    'trajetoria profissional',
    'esperienze lavorative',
    'esperienza professionale',
    'percorso professionale',
    'professionele ervaring',
    'werkervaring en stages',
    // Internships, and research stays at other institutions (an academic CV's visiting posts).
    'stages',
    'praktika',
    'practicas',
    'tirocini',
    'estagios',
    'estancias',
    'estancias de investigacion',
    'sejours de recherche',
    'forschungsaufenthalte',
    'arbetslivserfarenhet',
    'arbetserfarenhet',
    'yrkeserfarenhet',
    'erfarenhet',
    'anstallningar',
    'erhvervserfaring',
    'arbejdserfaring',
    'erfaring',
    'arbeidserfaring',
    'yrkeserfaring',
    'doswiadczenie',
    'doswiadczenie zawodowe',
    'przebieg pracy',
    'historia zatrudnienia',
  ],
  education: [
    'formation',
    'formations',
    'etudes',
    'diplomes',
    'ausbildung',
    'bildung',
    'studium',
    'bildungsweg',
    'educacion',
    'formacion',
    'formacion academica',
    'estudios',
    'educacao',
    'formacao',
    'formacao academica',
    'istruzione',
    'formazione',
    'opleiding',
    'opleidingen',
    'aus und weiterbildung',
    'aus und weiterbildungen',
    'ausbildung und weiterbildung',
    'schulbildung',
    'schulische ausbildung',
    'akademische ausbildung',
    'hochschulausbildung',
    'schul und berufsbildung',
    'formation academique',
    'parcours academique',
    'education et formation',
    'formation et diplomes',
    'diplomes et formations',
    'educacion y formacion',
    'formacion complementaria',
    'formacao complementar',
    'educacao e formacao',
    'istruzione e formazione',
    'formazione accademica',
    'percorso di studi',
    'opleiding en training',
    'utbildning',
    'utbildningar',
    'akademisk utbildning',
    'uddannelse',
    'uddannelser',
    'utdanning',
    'utdannelse',
    'wykształcenie',
    'edukacja',
  ],
  skills: [
    'competences',
    'competences techniques',
    'savoir faire',
    'kenntnisse',
    'fahigkeiten',
    'kompetenzen',
    'fachkenntnisse',
    'habilidades',
    'habilidades tecnicas',
    'competencias',
    'conocimientos',
    'aptitudes',
    'competencias tecnicas',
    'competenze',
    'abilita',
    'competenze tecniche',
    'vaardigheden',
    'competenties',
    'competencias essenciais',
    'competencias profissionais',
    'competencias personales',
    'competencias pessoais',
    'conhecimentos tecnicos',
    'conocimientos tecnicos',
    'conocimientos informaticos',
    'conocimientos en informatica',
    'conocimientos de informatica',
    'competencias informaticas',
    'competences informatiques',
    'competences personnelles',
    'connaissances techniques',
    'edv kenntnisse',
    'it kenntnisse',
    'technische kenntnisse',
    'fachliche kompetenzen',
    'personliche fahigkeiten',
    'kenntnisse und fahigkeiten',
    'fahigkeiten und kenntnisse',
    'programmiersprachen',
    'competenze personali',
    'competenze informatiche',
    'conoscenze informatiche',
    'competenze digitali',
    'competences numeriques',
    'digitale kompetenzen',
    'competencias digitales',
    'competencias digitais',
    'technische vaardigheden',
    'computervaardigheden',
    'kompetenser',
    'fardigheter',
    'kunskaper',
    'tekniska kunskaper',
    'it kunskaper',
    'datorkunskaper',
    'kompetencer',
    'færdigheder',
    'kompetanse',
    'ferdigheter',
    'umiejetnosci',
    'umiejetnosci techniczne',
    'kompetencje',
  ],
  projects: [
    'projets',
    'projets personnels',
    'projets de recherche',
    'projekte',
    'proyectos',
    'projetos',
    'progetti',
    'projecten',
    'projekt',
    'projekter',
    'prosjekter',
    'projekty',
  ],
  certifications: [
    'certifications',
    'certificats',
    'zertifikate',
    'zertifizierungen',
    'certificaciones',
    'certificados',
    'certificacoes',
    'certificazioni',
    'certificaten',
    'certificeringen',
    'certifieringar',
    'certifikat',
    'certificeringer',
    'sertifiseringer',
    'certyfikaty',
  ],
  publications: [
    'publikationen',
    'veroffentlichungen',
    'publicaciones',
    'publicacoes',
    'pubblicazioni',
    'publicaties',
    'publikationsliste',
    'publikationer',
    'publikasjoner',
    'publikacje',
  ],
  contact: [
    'coordonnees',
    'kontakt',
    'contacto',
    'contato',
    'contatti',
    'contactgegevens',
    'personliche daten',
    'personliche angaben',
    'angaben zur person',
    'zur person',
    'zu meiner person',
    'kontaktdaten',
    'personalien',
    'informations personnelles',
    'donnees personnelles',
    'etat civil',
    'datos personales',
    'informacion personal',
    'datos de contacto',
    'dados pessoais',
    'informacoes pessoais',
    'dati personali',
    'informazioni personali',
    'persoonlijke gegevens',
    'kontaktuppgifter',
    'personuppgifter',
    'kontaktoplysninger',
    'kontaktinformasjon',
    'dane osobowe',
    'dane kontaktowe',
  ],
  other: [
    'langues',
    'presentaciones',
    'experiencia docente',
    'docencia',
    'docencia universitaria',
    'investigacion',
    'reconocimientos',
    'ponencias',
    'congresos',
    'centres d interet',
    'loisirs',
    'interets',
    'sprachen',
    'hobbys',
    'interessen',
    'idiomas',
    'intereses',
    'aficiones',
    'interesses',
    'lingue',
    'interessi',
    'talen',
    'hobby s',
    'referenties',
    'references professionnelles',
    'referenzen',
    'referencias',
    'referenze',
    'benevolat',
    'ehrenamt',
    'voluntariado',
    'volontariato',
    'vrijwilligerswerk',
    'prix',
    'auszeichnungen',
    'premios',
    'premios e reconhecimentos',
    'premi',
    'prijzen',
    'fremdsprachen',
    'sprachkenntnisse',
    'competences linguistiques',
    'conoscenze linguistiche',
    'ehrenamtliches engagement',
    'sprak',
    'sprakkunskaper',
    'ovrigt',
    'intressen',
    'fritidsintressen',
    'referenser',
    'kurser',
    'fristaende kurser',
    'sprog',
    'interesser',
    'referencer',
    'referanser',
    'jezyki',
    'jezyki obce',
    'zainteresowania',
    'szkolenia',
    'kursy',
    'nevenactiviteiten',
    'extracurriculaire activiteiten',
    'cursussen',
    'persoonlijk',
  ],
};

const LOOKUP = new Map<string, SectionName>();
for (const table of [SYNONYMS_ELSEWHERE, SYNONYMS])
  for (const [name, words] of Object.entries(table)) for (const w of words) LOOKUP.set(w, name as SectionName);
/** Letter-spaced words squeezed together lose the space between them (`WORKEXPERIENCE`). */
const SQUEEZED = new Map([...LOOKUP].map(([key, name]) => [key.replace(/ /g, ''), name]));

export function normaliseHeading(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Collapses `E X P E R I E N C E` and `S U M M A RY` (letter-spaced capitals) into words. */
function squeezeLetters(text: string): string {
  return /^(?:\p{L}{1,2} ){2,}\p{L}{1,2}$/u.test(text.trim()) ? text.replace(/ /g, '') : squeezeLetterSpacing(text);
}

/**
 * A heading's text without the number a numbered outline sets before it (`4. Formation`,
 * `II. Experience`, `3) Skills`): one or two digits or a Roman numeral, a full stop or bracket, a space.
 */
export function unnumbered(text: string): string {
  return text.replace(/^\s*(?:\d{1,2}|[IVX]{1,4})[.)]\s+(?=\p{L})/u, '');
}

/** The section a heading text names, or null. */
export function matchHeading(text: string): SectionName | null {
  const key = normaliseHeading(squeezeLetters(unnumbered(text)));
  // Small capitals drawn with tracking come apart anywhere (`EXP ERIENCE`, `SKI L LS`): in
  // capitals, the pieces together name the heading.
  const pieces = key.includes(' ') && !/\p{Ll}/u.test(text) ? key.replace(/ /g, '') : key;
  return LOOKUP.get(key) ?? (pieces.includes(' ') ? null : (SQUEEZED.get(pieces) ?? misspelt(key)));
}

/** Heading names of one long word (`ausbildung`, `programmiersprachen`), for misspellings. */
const LONG_WORDS = [...LOOKUP].filter(([key]) => key.length >= 10 && !key.includes(' '));

/**
 * A heading of one long word with one letter wrong, missing, added or swapped (`Audbildung`,
 * `Programiersprachen`, as hand-typed CVs print them), past its first letter and before its last
 * two (an ending changed is another language's word: `Volontariat`, `volontariato`). Only words of ten
 * letters or more: a shorter one is too near to other words (`Practices` is one letter from
 * `Prácticas`); nor another form of a name (see inflects).
 */
function misspelt(key: string): SectionName | null {
  if (key.length < 10 || key.includes(' ')) return null;
  return (
    LONG_WORDS.find(
      ([word]) =>
        key[0] === word[0] && key.slice(-2) === word.slice(-2) && !inflects(key, word) && oneEditApart(key, word),
    )?.[1] ?? null
  );
}

/**
 * `Achievement` beside `achievements`, `Experienced` beside `experiences`: one word's other form
 * (a label inside an entry, a skill level), which the names leave out on purpose, is no misspelling.
 */
function inflects(key: string, word: string): boolean {
  const stem = (w: string) => w.replace(/(?:e?s|e?d)$/, '');
  return stem(key) === stem(word) || /(?:ed|s)$/.test(key) !== /(?:ed|s)$/.test(word);
}

/** Whether two words differ by one substitution, insertion, deletion or swap of neighbours. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const [restA, restB] = [a.slice(i), b.slice(i)];
  return (
    restA.slice(1) === restB.slice(1) ||
    restA.slice(1) === restB ||
    restA === restB.slice(1) ||
    (restA.length >= 2 && restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2))
  );
}

/**
 * The section a line's first one to three words name exactly, when at most four words follow
 * them (`Education MEng, MSc`); vague single words (`Work`, `Research`) do not count.
 */
function leadingName(text: string): SectionName | null {
  const words = text.trim().split(/\s+/);
  for (let k = Math.min(3, words.length - 1); k >= 1; k--) {
    if (words.length - k > 4) break;
    const lead = words.slice(0, k).join(' ');
    if (k === 1 && VAGUE.has(lead.toLowerCase())) continue;
    const name = matchHeading(lead);
    if (name) return name;
  }
  return null;
}

/** Single words too common outside headings to name a section inside a longer heading. */
const VAGUE = new Set([
  'work',
  'career',
  'tools',
  'research',
  'writing',
  'links',
  'social',
  'about',
  'background',
  'studies',
  'articles',
  'papers',
  'portfolio',
  'leadership',
  'activities',
  'courses',
  'introduction',
  'overview',
  'location',
  'address',
]);

const DEGREE_WORDS =
  /\b(?:bachelor(?:['’]?s)?|master(?:['’]?s)?|diploma|doctor(?:ate)?|ph\.?\s?d|b\.?\s?sc|m\.?\s?sc|mba|associate degree)\b/i;

/**
 * A heading that wraps a known name in other words: `COMPUTER SKILLS`, `Research Experience`,
 * `SKILLS & AWARDS`, `Professional Skills Summary`. Rule: of the parts joined by `and`, the first
 * that ends in a known name (the head noun comes last in English) or, failing that, starts with a
 * multi-word known name, names the section, publications or certifications before a section the
 * model leaves out (`Awards and Certifications` is certifications); vague single words (`work`,
 * `tools`) do not count.
 * Only for lines styled as headings: inside text these words mean other things.
 */
export function matchHeadingLoosely(text: string): SectionName | null {
  const exact = matchHeading(text);
  if (exact) return exact;
  // A qualifier in brackets after the name (`Publications (refereed)`, `Experience (selected)`),
  // or the word a page break adds (`EXPERIENCE CONTINUED`, `Experience (cont.)`).
  const qualified =
    /^(\p{L}[^()]*?)\s*\([^()]{1,30}\)$/u.exec(text.trim()) ??
    /^(\p{L}.*?)[\s,–—-]+(?:continued|cont['’]?d|cont\.?)$/iu.exec(text.trim());
  if (qualified) return matchHeadingLoosely(qualified[1]!);
  // A line that names a degree is a school's entry (`Bachelor of Nursing (Honours)`).
  if (DEGREE_WORDS.test(text)) return null;
  // Commas join names as `and` does (`SKILLS, TOOLS, & LANGUAGES`).
  const joined = text.replace(/\s*,\s*(?:and\s+|&\s*)?/gi, ' and ');
  const words = normaliseHeading(squeezeLetters(joined)).split(' ');
  if (words.length > 6) return null;
  const conjuncts = words
    .join(' ')
    .split(/ and /)
    .map((c) => c.split(' '));
  const names = conjuncts.map((part) => {
    for (let k = 0; k < part.length; k++) {
      const suffix = part.slice(k).join(' ');
      if (part.length - k === 1 && VAGUE.has(suffix)) continue;
      // Patents named beside awards (`Honors, Awards & Patents`) are left out with them; only a
      // Patents heading of its own is read as publications.
      const name = suffix === 'patents' ? 'other' : LOOKUP.get(suffix);
      if (name) return name;
    }
    for (let k = part.length - 1; k >= 2; k--) {
      const name = LOOKUP.get(part.slice(0, k).join(' '));
      if (name) return name;
    }
    return null;
  });
  // Publications or certifications win over a section the model leaves out, whatever the order
  // (`Presentations and Publications`, `Awards & Certifications`): the papers or certificates
  // would otherwise be lost with the talks or awards beside them. Other pairs keep the first
  // (`Interests and Skills` stays other: hobbies are no skills).
  const first = names.find((n) => n !== null) ?? null;
  return first === 'other' ? (names.find((n) => n === 'publications' || n === 'certifications') ?? first) : first;
}

/** A closing formula that says nothing about the person (`References available upon request.`). */
const REFERENCES =
  /^(?:references?\s*(?:[:–—-]\s*)?(?:are\s+|will\s+be\s+)?(?:available|furnished|provided)?\s*(?:up)?on\s+request|(?:available|furnished)\s+(?:up)?on\s+request)\.?$/i;

/** A template's credit: `Designed with ♥ by Xiaoying Riley`, `CV made with JSON Resume using theme Minyma`. */
function isBoilerplate(text: string): boolean {
  if (REFERENCES.test(text)) return true;
  return (
    text.length <= 100 &&
    /^(?:(?:cv|résumé|resume)\s+)?(?:designed|made|created|generated)\s+(?:with|using|by)\b/i.test(text) &&
    (/\b(?:theme|template|json\s?resume)\b/i.test(text) || /\bby\s+\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+/u.test(text))
  );
}

/**
 * Step 3: lines -> sections.
 * Rule: a line is a heading when its whole text (short, no sentence punctuation) is a known
 * synonym and it is not a bullet, or when the reader marked it as one (DOCX heading styles).
 * Once two headings are found, their font size is the document's heading size: a later synonym
 * line smaller than that (a `Languages` category inside Skills) is content, not a heading; an
 * unknown line in the heading style and ALL CAPS opens an `other` section. Lines before the
 * first heading form the `header` section (name, contact, often a summary).
 * Limits: a heading merged with content on one row (`Skills: Java, Go`) is not a heading: the
 * skill extractor reads it instead; a resume with no recognisable heading is all `header`.
 */
export function findSections(rawLines: Line[]): Section[] {
  const wrappedLabels = new Set<Line>();
  const lines = joinWrappedLabels(
    rawLines.flatMap(splitLeadingLabel).filter((l) => !isBoilerplate(l.text)),
    wrappedLabels,
  );
  const bodySize = median(lines.map((l) => l.size));
  // An icon before a heading is read as a bullet mark; a known section name in capitals, bold or
  // a larger font than the body is a heading all the same.
  const stands = (l: Line) => isAllCaps(l.text) || l.isBold || l.size > bodySize + 1;
  const shaped = lines.map((l) => isHeadingShaped(l, l.isBullet && stands(l)));
  const exact = lines.filter((l, i) => shaped[i] && matchHeading(l.parts[0] ?? '') !== null);
  // A heading that only contains a section name (`Research Experience`) must look like the
  // headings that are names: a bold company line (`Dell Technologies`, `Pearson Education`) in
  // the body's size is an entry, not a section.
  const looksLikeExact = (l: Line) =>
    exact.length < 2 ||
    exact.some(
      (k) =>
        Math.abs(k.size - l.size) < 0.6 &&
        isAllCaps(k.parts[0] ?? '') === isAllCaps(l.parts[0] ?? '') &&
        k.isBold === l.isBold,
    );
  const candidates = lines.map((l, i) => {
    if (!shaped[i]) return null;
    const text = l.parts[0] ?? '';
    // A name wrapped in a label column stands as a heading by its place, in whatever type.
    return (
      matchHeading(text) ??
      (((stands(l) || l.isHeading) && looksLikeExact(l)) || wrappedLabels.has(l) ? matchHeadingLoosely(text) : null)
    );
  });
  // Numbered names set tight one under another (`1. Kontakt` / `2. Praca` / `3. Wykształcenie`)
  // are a table of contents or a page's menu, not headings: a numbered heading has its section below
  // it. (A numbered reference or list item under it is no name: `1. Kowalska A, Smith J. …`.)
  const numbered = (l: Line | undefined) => {
    if (l === undefined) return false;
    const name = unnumbered(l.text);
    return name !== l.text && name.split(/\s+/).length <= 4 && !/[\d.,;:]/.test(name);
  };
  const tightPair = (upper: Line | undefined, lower: Line | undefined) =>
    numbered(upper) && numbered(lower) && upper!.page === lower!.page && lower!.gapAbove < 0.8;
  lines.forEach((l, i) => {
    if (tightPair(lines[i - 1], l) || tightPair(l, lines[i + 1])) candidates[i] = null;
  });
  // A section name in plain body text set tight under the line above (`Leadership`, the wrapped
  // end of `Nursing Leadership`) is no heading when most known names stand out by capitals,
  // weight or size.
  // So is one in lower case (`leadership`, the end of a wrapped bullet) wherever headings stand.
  const named = lines.filter((l, i) => candidates[i] !== null);
  const mostStand = named.length >= 3 && named.filter(stands).length >= named.length * 0.6;
  lines.forEach((l, i) => {
    const tight = i > 0 && lines[i - 1]!.page === l.page && l.gapAbove < 0.8;
    const plain = tight && !stands(l) && !l.isHeading && !l.isBullet;
    if (candidates[i] !== null && plain && (mostStand || /^\p{Ll}/u.test(l.text))) candidates[i] = null;
    // So is one that ends a wrapped line in bold or capitals (`Master of Science in Nursing` /
    // `Leadership` in a narrow sidebar): same type, a line's gap above it, and too long to fit
    // on the line above.
    if (candidates[i] !== null && stands(l) && candidates[i - 1] === null && endsWrappedLine(lines, i))
      candidates[i] = null;
  });
  const known = lines.filter((l, i) => candidates[i] !== null);
  const headingSize = median(known.map((l) => l.size));
  // A sidebar's headings may be set smaller than the main column's: a known name clearly larger
  // than the body, at an x where at least two known names stand and none is larger, is a heading.
  // So may a left sidebar's be set in the body's size: known names standing apart (a line's gap
  // above them), wholly left of every larger heading, two of them at least (`Profile`, `Contact`
  // beside a main column headed `Experience`), each over a line of its own content (a skill over
  // its rating bar, `Leadership` then `Research`, heads nothing) and alone on its row; a name
  // inside the main column stays content.
  const sidebarEdge = (line: Line) => {
    const larger = known.filter((k) => k.page === line.page && k.size > line.size + 1);
    return larger.length > 0 ? Math.min(...larger.map((k) => k.x)) - 5 : -Infinity;
  };
  // A label column's names share their row, to the point, with their content at the right
  // (moderncv's `Certifications  TNCC, PALS`): no sidebar heading.
  const headsContent = (line: Line, edge: number) => {
    const at = lines.indexOf(line);
    const next = lines.slice(at + 1).find((l) => l.page === line.page && l.right < edge);
    const besideContent = lines.some((l) => l.page === line.page && l.x >= edge && Math.abs(l.y - line.y) < 1);
    return next !== undefined && candidates[lines.indexOf(next)] === null && !besideContent;
  };
  const leftSidebar = known.filter((line) => {
    const edge = sidebarEdge(line);
    return line.right < edge && line.gapAbove >= 0.8 && headsContent(line, edge);
  });
  const smallerThanHeadings = (line: Line) => {
    const here = known.filter((k) => Math.abs(k.x - line.x) <= 15);
    const sidebarHeading = here.length >= 3 && !here.some((k) => k.size > line.size + 1) && line.size >= bodySize + 1.5;
    const plainSidebarHeading = leftSidebar.length >= 2 && leftSidebar.includes(line);
    return line.size < headingSize - 1 && !sidebarHeading && !plainSidebarHeading;
  };
  const headingsInCaps =
    known.length >= 3 && known.filter((l) => isAllCaps(l.parts[0] ?? '')).length >= known.length * 0.75;
  // When the reader gives paragraph styles (DOCX), the style that most known section names share
  // is the section-heading style: only lines in it open sections, so a heading style used for
  // job titles, dates or bullets (converted documents do that) never cuts a section apart.
  const hasStyles = lines.some((l) => l.isHeading !== undefined);
  const sectionStyle = hasStyles ? findSectionStyle(known, lines) : undefined;
  // In a styled document whose headings share the body's paragraph style, headings stand out by
  // weight or capitals: when at least two known names in that style do, a plain one (`Achievements`
  // above a job's bullets, `Languages` over a skill list) is content, as in the PDF path.
  const standsOut = (l: Line) => l.isBold || isAllCaps(l.parts[0] ?? '');
  const inStyle = known.filter((l) => l.font === sectionStyle);
  const headingsStandOut = inStyle.filter(standsOut).length >= 2;
  const headsEntry = (i: number) =>
    lines.slice(i + 1, i + 3).some((l) => l.isHeading && l.font !== sectionStyle && findDateRange(l.text) !== null);
  // Headings that share one type (font, size, weight), larger than the body: an unknown short name
  // in exactly that type, at a heading's left edge and with no dated line right under it (the head
  // of an entry; a dated bullet does not count), is a heading too (`Programming` under `About` in a sidebar that names its skill groups
  // as sections); under Skills it is a group of the skills.
  // In the body's size, the type must be the headings' own (small capitals in a LaTeX CV: next to
  // no other line is set in it) and the line must stand as far below the line above as they do;
  // a date under it then heads the section's first entry (`Leadership & Activities` over
  // `President, IEEE Student Branch  Aug 2024 - Present`).
  // The type is the one at least three known names and three in four share: a known name inside an
  // entry's head (`Open Source Projects` set as the jobs are) does not hide it.
  const knownType = sharedStyle(known);
  const ofType = known.filter((k) => styleOf(k) === knownType);
  const ownType =
    knownType !== '' && lines.filter((l) => styleOf(l) === knownType).length - ofType.length <= ofType.length / 2;
  // Measured where a heading follows a line on its page (one at a page's top stands 0 below nothing).
  const headingGap = Math.min(
    ...ofType.filter((k) => lines.some((l, j) => lines[j + 1] === k && l.page === k.page)).map((k) => k.gapAbove),
  );
  const sharedType = knownType !== '' && (headingSize > bodySize + 1 || ownType) ? knownType : undefined;
  // Entries may be named in the headings' type (`Universidad Complutense de Madrid` right under
  // `Education`); where no known section opens with such a line, the type is the headings' alone.
  // Headings that share a left edge are matched by it alone; centred or flush-right headings
  // (no two at one x) by their centre or right edge.
  const flushLeft = ofType.some((k) => ofType.some((o) => o !== k && Math.abs(o.x - k.x) < 3));
  const alignedWithHeading = (line: Line) =>
    ofType.some((k) => (flushLeft ? Math.abs(k.x - line.x) < 3 : alignedWith(k, line)));
  const marksHeadings = ofType.length >= 3 && ofType.every((k) => k.isBullet);
  const entriesInHeadingType = lines.some(
    (l, j) => j > 0 && candidates[j - 1] !== null && candidates[j] === null && styleOf(l) === sharedType,
  );
  // (Only outside a section of entries: a group's title inside Experience, `Earlier Career` over
  // dated jobs, stays in it.)
  const inHeadingType = (line: Line, i: number, open: SectionName) =>
    sharedType !== undefined &&
    styleOf(line) === sharedType &&
    // A mark before it as before every known heading (`• Publicaciones`, `• Experiencia docente`).
    isHeadingShaped(line, marksHeadings && line.isBullet) &&
    line.parts.length === 1 &&
    line.text.split(/\s+/).length <= 4 &&
    namesInWords(line) &&
    alignedWithHeading(line) &&
    (headingSize > bodySize + 1
      ? (marksHeadings && line.isBullet) ||
        (!entriesInHeadingType && !['experience', 'education', 'projects'].includes(open)) ||
        !lines.slice(i + 1, i + 3).some((l) => !l.isBullet && findDateRange(l.text) !== null)
      : line.gapAbove >= headingGap - 0.1 || lines[i - 1]?.page !== line.page);
  // A section's full name of two words or more (`Work Experience`), or one in bold capitals
  // (`SKILLS` in a sidebar text box) where two different names are so set, in the body's paragraph
  // style is still its heading when no line in the heading style opens that section: a template
  // that set some headings otherwise (a styled box, not a heading tag) loses no section. One name
  // in bold capitals alone (`ACHIEVEMENTS` under each job) is a label inside a section.
  const boldCaps = (l: Line) => l.font !== sectionStyle && l.isBold && isAllCaps(l.text);
  const boldCapsNames = new Set(lines.filter(boldCaps).map((l) => matchHeading(l.text)));
  boldCapsNames.delete(null);
  const loneSectionName = (line: Line, i: number): SectionName | null => {
    const name = matchHeading(line.text);
    const lone =
      name !== null &&
      line.font !== sectionStyle &&
      !line.isBullet &&
      line.parts.length === 1 &&
      (line.text.trim().split(/\s+/).length >= 2 || (boldCaps(line) && boldCapsNames.size >= 2)) &&
      !lines.some((l, k) => k !== i && candidates[k] === name && l.font === sectionStyle);
    return lone ? name : null;
  };
  const sections: Section[] = [{ name: 'header', heading: '', lines: [] }];
  let openHeading: Line | undefined;
  // A known section whose first line is set in the section-heading style (a web page saved as a
  // Word document styles `KTH Royal Institute of Technology` under `Education` as it styles
  // `Education`) keeps the lines in that style that name no section as its own entries. Limits:
  // a section under an unknown name after it (`Open Source` after such an Education) is read as
  // more of its entries.
  let entriesInHeadingStyle = false;
  lines.forEach((line, i) => {
    // A line repeated by the heading right after it (a table-of-contents entry) is dropped.
    const next = lines[i + 1];
    if (
      next &&
      candidates[i + 1] !== null &&
      normaliseHeading(next.text) === normaliseHeading(line.text) &&
      !line.isHeading
    )
      return;
    let name = candidates[i];
    // Headings in one document share their case: when they are in capitals, a `Languages`
    // category in title case under Skills is content (in styled documents too), unless it is set
    // as large as the headings and bold (a theme that prints one heading in title case).
    const headingSized = line.isBold && line.size >= headingSize - 0.5 && line.size >= bodySize + 1.5;
    if (name && headingsInCaps && !isAllCaps(line.parts[0] ?? '') && !line.isHeading && !headingSized) name = null;
    if (sectionStyle !== undefined && known.length >= 2) {
      if (line.font !== sectionStyle || (headingsStandOut && !standsOut(line) && !line.isHeading))
        name = loneSectionName(line, i);
      // A name in the heading style with its own dated heading-styled lines under it (`Datadog` /
      // `03/2020 - 12/2023` / `Staff Engineer`, a web page saved as a Word document) is an entry.
      // So is one that comes first under a known heading, and the like after it; and the line
      // right under the person's name, before any section, is their title.
      else if (
        !name &&
        line.isHeading &&
        isHeadingShaped(line) &&
        line.text.length < 40 &&
        !headsEntry(i) &&
        findDateRange(line.text) === null
      ) {
        const current = sections.at(-1)!;
        const underName = sections.length === 1 && current.lines.length === 1 && current.lines[0]!.size > line.size;
        const entry =
          current.name !== 'header' &&
          current.name !== 'other' &&
          (current.lines.length === 0 || entriesInHeadingStyle);
        if (entry) entriesInHeadingStyle = true;
        else if (!underName) name = 'other';
      }
    } else {
      if (
        name &&
        known.length >= 3 &&
        smallerThanHeadings(line) &&
        !isAllCaps(line.text) &&
        !opensDatedCredentials(name, lines.slice(i + 1, i + 4))
      )
        name = null;
      // `CERTIFICATIONS  TNCC, BLS` in body size under Skills is a category row, not a heading.
      if (name && known.length >= 3 && line.parts.length > 1 && line.size < headingSize - 0.5) name = null;
      // Before the first known section, a line in capitals is the person's title, not a heading.
      if (
        !name &&
        known.length >= 2 &&
        sections.length > 1 &&
        isHeadingStyled(line, headingSize, bodySize) &&
        sizedLikeNearestHeading(
          line,
          known.filter((k) => !smallerThanHeadings(k)),
        )
      )
        name = 'other';
      // A line in the headings' own type, at their left or right edge, right over a known heading
      // (`Contributions` over `Publications`: a heading over its subsections) heads a section of
      // its own: an entry's name would have its text under it, not a heading.
      else if (
        !name &&
        sections.length > 1 &&
        (candidates[i + 1] ?? null) !== null &&
        sharedType !== undefined &&
        styleOf(line) === sharedType &&
        isHeadingShaped(line) &&
        line.parts.length === 1 &&
        namesInWords(line) &&
        alignedWithHeading(line)
      )
        name = 'other';
      else if (
        !name &&
        sections.length > 1 &&
        sections.at(-1)!.name !== 'skills' &&
        inHeadingType(line, i, sections.at(-1)!.name)
      )
        // In the headings' own type, a name that only contains a section's name names it
        // (`Publications (refereed)`), but for skills: `Clinical Skills` there names a group of
        // the skills (see skillsFromListSections).
        name = loosely(line.parts[0] ?? '');
      // A line in a known heading's type (font, size, weight), set larger than the body and at that
      // heading's left edge, that opens with a section's name no heading has and goes on in a few
      // words (`Education MEng, MSc`) is that section's heading: a date under it heads its first
      // entry. The type must be the headings' own: where entries' names share it (`Marathon
      // Training Log`, `Volunteer Website for Food Bank`), such a line is an entry.
      if (!name && sections.length > 1 && line.parts.length === 1 && line.size > bodySize + 1) {
        const lead = leadingName(line.text);
        const type = styleOf(line);
        if (
          lead &&
          lead !== 'other' &&
          known.some((k) => styleOf(k) === type && Math.abs(k.x - line.x) < 3) &&
          lines.filter((l, k) => candidates[k] === null && styleOf(l) === type).length === 1 &&
          !lines.some((_, k) => candidates[k] === lead)
        )
          name = lead;
      }
    }
    // A label column's heading shares its row with the section's first content: right of the
    // heading that has nothing under it yet, a line styled like a heading (`Work  KPMG`) or a
    // known name followed by its own content (`Skills  Languages  French English`) is content.
    // A known heading alone on the row is the next column's (`ABOUT   EXPERIENCE`).
    if (
      name &&
      (line.parts.length > 1 || candidates[i] === null) &&
      openHeading &&
      sections.at(-1)!.lines.length === 0 &&
      openHeading.page === line.page &&
      Math.abs(openHeading.y - line.y) < line.size * 0.5 &&
      line.x > openHeading.x + 20
    )
      name = null;
    // A subheading that is a name of the section it stands in (`Internships` under `Work
    // Experience`), set apart from the headings, heads no entry of its own: it is dropped. A name
    // that only ends in one is kept (`Manipal Academy of Higher Education`). Under
    // Skills such a name (`Tools`, `Technologies`) is a group of the skills and stays.
    const open = sections.at(-1)!;
    const previous = lines[i - 1];
    if (
      !name &&
      (open.name === 'experience' || open.name === 'education' || open.name === 'projects') &&
      matchHeading(line.parts[0] ?? '') === open.name &&
      next !== undefined &&
      (line.size >= next.size + 1 || (stands(line) && !stands(next))) &&
      Math.abs(line.size - (previous?.size ?? 0)) >= 1 &&
      line.parts.length === 1 &&
      !line.isBullet &&
      findDateRange(line.text) === null
    )
      return;
    if (name) {
      // A heading set over two lines (`Professional` / `Experience`): the first word, in the same
      // style and case right above, belongs to the heading, not to the section before. Unless the
      // two lines make a known heading, the word must stand apart from the lines above it: the
      // last item of a list (`Spanish` over `SKILLS`) is no part of the next heading.
      const previous = sections.at(-1)!.lines.at(-1);
      const joined = `${previous?.text ?? ''} ${line.text}`;
      if (
        previous &&
        !line.isParagraph &&
        previous.font === line.font &&
        previous.parts.length === 1 &&
        /^\p{L}+$/u.test(previous.text) &&
        previous.size === line.size &&
        previous.isBold === line.isBold &&
        isAllCaps(previous.text) === isAllCaps(line.parts[0] ?? '') &&
        line.gapAbove < 0.8 &&
        (matchHeading(joined) === name || previous.gapAbove > line.gapAbove + 0.5) &&
        matchHeadingLoosely(joined) === name
      )
        sections.at(-1)!.lines.pop();
      const section: Section = { name, heading: line.parts[0] ?? '', lines: [] };
      openHeading = line;
      entriesInHeadingStyle = false;
      // A label-column layout puts the heading and the first content on one row.
      if (line.parts.length > 1) section.lines.push(partsFrom(line, 1));
      sections.push(section);
    } else sections.at(-1)!.lines.push(line);
  });
  return sections;
}

/**
 * A certificates or publications heading set smaller than the other headings (a theme that uses
 * its entry style for them) still opens its section when a date follows within three lines: a
 * skill category named `Certifications` lists terms, a list of credentials carries their dates.
 */
export function opensDatedCredentials(name: SectionName, below: Line[]): boolean {
  return (name === 'certifications' || name === 'publications') && below.some((l) => findDateRange(l.text) !== null);
}

/**
 * A label column whose gap to the content is narrow reads a label and the row beside it as one
 * run (`PUBLICATIONS Mentoring Early-Career Professionals, Medium`). Rule: a row that starts with a
 * known section name in capitals, followed by words not in capitals, is a label and a row.
 */
function splitLeadingLabel(line: Line): Line[] {
  const words = (line.parts[0] ?? '').split(/\s+/);
  for (let k = Math.min(3, words.length - 1); k >= 1; k--) {
    const label = words.slice(0, k).join(' ');
    const rest = words.slice(k).join(' ');
    if (!isAllCaps(label) || isAllCaps(rest) || !/^\p{Lu}\p{Ll}/u.test(rest) || matchHeading(label) === null) continue;
    // A label closed by a dash or a colon runs into its own detail (`THESIS - Commissioning a
    // Phantom…` under a degree): a run-in label, not a column of section names.
    if (/\s[-–—]$|:$/.test(label)) continue;
    const restParts = [rest, ...line.parts.slice(1)];
    // Where the row's text starts: the chunk that begins with it, or else an estimate from the
    // share of the first part's characters the label takes (so entries keep their indent).
    const chunkAt = line.chunks.findIndex((c, k) => k > 0 && rest.startsWith(c.split(' ')[0] ?? ''));
    const partEnd = line.partXs[1] ?? line.right;
    const restX =
      chunkAt > 0
        ? line.chunkXs[chunkAt]!
        : line.x + ((partEnd - line.x) * (label.length + 1)) / Math.max(1, (line.parts[0] ?? '').length);
    return [
      { ...line, text: label, parts: [label], partXs: [line.x], chunks: [label], chunkXs: [line.x] },
      {
        ...line,
        x: restX,
        text: restParts.join(' '),
        parts: restParts,
        partXs: [restX, ...line.partXs.slice(1)],
        isBullet: false,
        gapAbove: 0,
      },
    ];
  }
  return [line];
}

/**
 * A section name wrapped in a label column (`Honors and ⇥ Calpoly Dept. of Chem…` over
 * `Fellowships`): a row's first cell that is a section's name and a joining word, undated, with the next row's first cell
 * right under it at its left edge completing a known section name, is that name on the first row;
 * the second row keeps what it had beside it. The joined rows are added to `joined`.
 */
function joinWrappedLabels(lines: Line[], joined: Set<Line>): Line[] {
  const out = [...lines];
  for (let i = 0; i + 1 < out.length; i++) {
    const line = out[i]!;
    const next = out[i + 1]!;
    const first = line.parts[0] ?? '';
    // The words before the joining word name a section themselves (`Honors and`, not `Director of`),
    // and the row is no dated entry's.
    const lead = /^(.*?)\s+(?:and|&|und|et|y|e)$/i.exec(first)?.[1];
    if (!lead || matchHeading(lead) === null || line.parts.length < 2 || findDateRange(line.text) !== null) continue;
    const label = `${first} ${next.parts[0] ?? ''}`;
    if (
      next.page !== line.page ||
      Math.abs(next.x - line.x) > 2 ||
      next.gapAbove > 1 ||
      matchHeadingLoosely(label) === null
    )
      continue;
    out[i] = { ...line, text: [label, ...line.parts.slice(1)].join(' '), parts: [label, ...line.parts.slice(1)] };
    joined.add(out[i]!);
    if (next.parts.length === 1) out.splice(i + 1, 1);
    else {
      const parts = next.parts.slice(1);
      const partXs = next.partXs.slice(1);
      out[i + 1] = {
        ...next,
        x: partXs[0] ?? next.x,
        text: parts.join(' '),
        parts,
        partXs,
        chunks: parts,
        chunkXs: partXs,
      };
    }
  }
  return out;
}

/** A heading's words, its outline number aside: from a capital, with no digit (`4. Formation`, not `2019`). */
function namesInWords(line: Line): boolean {
  const text = unnumbered(line.text);
  return /^\p{Lu}/u.test(text) && !/\d/.test(text);
}

function isHeadingShaped(line: Line, allowMark = false): boolean {
  const text = unnumbered(line.parts[0] ?? '').replace(/:$/, '');
  // A bracketed piece (`(Honours)` wrapped from a degree) qualifies something; it names nothing.
  // A comma only between names of a few words, one of them a known name (`Skills, Tools &
  // Languages`, `Hobbies, Interests`; not `Mountain View, CA`).
  return (
    (allowMark || !line.isBullet) &&
    text.length <= 45 &&
    !/[.;@]/.test(text) &&
    (!text.includes(',') || listsNames(text)) &&
    !/^\s*[([]/.test(text) &&
    text.split(/\s+/).length <= 6
  );
}

function listsNames(text: string): boolean {
  const names = text.split(/\s*(?:,|&|\band\b)\s*/i).filter((p) => p !== '');
  return names.every((p) => p.split(/\s+/).length <= 3) && names.some((p) => matchHeading(p) !== null);
}

function isHeadingStyled(line: Line, headingSize: number, bodySize: number): boolean {
  return (
    isHeadingShaped(line) &&
    line.parts.length === 1 &&
    isAllCaps(line.text) &&
    Math.abs(line.size - headingSize) < 0.6 &&
    headingSize > bodySize + 0.5 &&
    !/\d/.test(unnumbered(line.text))
  );
}

/**
 * A sidebar and a main column may set their headings in different sizes: an unknown line takes the
 * heading style of the known heading nearest to it across the page, not the document's median
 * (`SENIOR BACKEND ENGINEER CTY TNHH LÊ` in the sidebar headings' size is a job's entry under the
 * main column's larger `EXPERIENCE`).
 */
function sizedLikeNearestHeading(line: Line, known: Line[]): boolean {
  let nearest: Line | undefined;
  for (const k of known) if (!nearest || Math.abs(k.x - line.x) < Math.abs(nearest.x - line.x)) nearest = k;
  return nearest === undefined || Math.abs(nearest.size - line.size) < 0.6;
}

/** The type (font, size, weight) of at least three of these lines and three in four of them, or ''. */
function sharedStyle(lines: Line[]): string {
  const counts = new Map<string, number>();
  for (const l of lines) counts.set(styleOf(l), (counts.get(styleOf(l)) ?? 0) + 1);
  const [type, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  return count >= 3 && count >= lines.length * 0.75 ? type : '';
}

function loosely(text: string): SectionName {
  const name = matchHeadingLoosely(text);
  return name === null || name === 'skills' ? 'other' : name;
}

/** Two lines set flush left, flush right or centred on one another. */
function alignedWith(a: Line, b: Line): boolean {
  return Math.abs(a.x - b.x) < 3 || Math.abs(a.right - b.right) < 3 || Math.abs(a.x + a.right - b.x - b.right) < 6;
}

function isAllCaps(text: string): boolean {
  return /\p{Lu}/u.test(text) && text === text.toUpperCase();
}

/**
 * Whether line `i` is the wrapped end of the line above (`wrapsOnto`, at its column's edge), and
 * not a list's last line (a list wraps after a comma) nor the second line of a heading over two
 * lines (`PROFESSIONAL` / `EXPERIENCE`).
 */
function endsWrappedLine(lines: Line[], i: number): boolean {
  const line = lines[i]!;
  const above = lines[i - 1]!;
  if (line.gapAbove > 0.5 || /[.!?:;]$/.test(above.text)) return false;
  if (above.text.includes(', ') && !above.text.endsWith(',')) return false;
  if (matchHeadingLoosely(`${above.text} ${line.text}`) !== null) return false;
  const page = lines.filter((l) => l.page === line.page);
  return wrapsOnto(above, line, columnEdge(above, page));
}

/**
 * The style (DOCX paragraph tag) that most known section names share. A tie goes to the style the
 * reader marked as a heading style, then to the style fewer lines of the document use (a heading
 * style is rare; the body's paragraph style is everywhere), never to whichever came first.
 * Names count once each: the labels of a sidebar box and the names over skill groups
 * (`SKILLS`, `Certifications`, `LANGUAGES`, `Languages`) repeat names, a heading style does not.
 */
function findSectionStyle(known: Line[], lines: Line[]): string | undefined {
  const score = (font: string) => {
    const named = known.filter((l) => l.font === font);
    const names = new Set(named.map((l) => matchHeading(l.parts[0] ?? '') ?? matchHeadingLoosely(l.parts[0] ?? '')));
    return [names.size, named.filter((l) => l.isHeading).length, -lines.filter((l) => l.font === font).length];
  };
  const fonts = [...new Set(known.map((l) => l.font))].map((font) => ({ font, score: score(font) }));
  fonts.sort((a, b) => compareScores(b.score, a.score));
  return fonts[0]?.font;
}

function compareScores(a: number[], b: number[]): number {
  const k = a.findIndex((v, i) => v !== b[i]);
  return k < 0 ? 0 : a[k]! - b[k]!;
}
