import type { Education } from '@vitae/shared/resume/schema';
import type { Line } from './types.ts';

/** The nouns a column of dates or years is headed with, in the six languages below (not `Data`, a field of work too). */
const PERIODS = [
  'date',
  'dates',
  'period',
  'datum',
  'jahr',
  'zeitraum',
  'année',
  'période',
  'fecha',
  'año',
  'ano',
  'periodo',
  'período',
  'anno',
];

/**
 * The nouns a table heads its columns with for what each row tells of its first cell (`Niveau`,
 * `Details`, `Issuer`, `Date`), in English, German, French, Spanish, Portuguese and Italian.
 */
const ATTRIBUTES = [
  'category',
  'area',
  'domain',
  'level',
  'proficiency',
  'years',
  'details',
  'description',
  'name',
  'title',
  'issuer',
  'issued by',
  'provider',
  'institution',
  'organi[sz]ation',
  'role',
  'position',
  'company',
  'employer',
  'bereich',
  'kategorie',
  'niveau',
  'stufe',
  'beschreibung',
  'anbieter',
  'aussteller',
  'tätigkeit',
  'funktion',
  'firma',
  'arbeitgeber',
  'unternehmen',
  'domaine',
  'catégorie',
  'organisme',
  'poste',
  'entreprise',
  'employeur',
  'área',
  'categoría',
  'categoria',
  'nivel',
  'nível',
  'descripción',
  'descrição',
  'entidad',
  'instituição',
  'cargo',
  'empresa',
  'livello',
  'descrizione',
  'ente',
  'ruolo',
  'azienda',
  ...PERIODS,
];
/** The nouns that may also name a group of skills (`Languages`, `Tools`), as column names. */
const KINDS = [
  'skills?',
  'tools?',
  'technolog(?:y|ies)',
  'software',
  'experience',
  'languages?',
  'certificates?',
  'certifications?',
  'course',
  'kenntnisse',
  'fähigkeiten',
  'werkzeuge',
  'sprachen?',
  'zertifikate?',
  'kurs',
  'compétences?',
  'outils?',
  'langues?',
  'certificats?',
  'habilidad(?:es)?',
  'herramientas?',
  'ferramentas?',
  'idiomas?',
  'certificados?',
  'competências?',
  'competencias?',
  'competenze',
  'strumenti',
  'lingue',
  'lingua',
  'certificato',
];
const whole = (words: string[]) => new RegExp(`^(?:${words.join('|')})$`, 'iu');
const ATTRIBUTE = whole(ATTRIBUTES);
const COLUMN_NAME = whole([...ATTRIBUTES, ...KINDS]);

/** The words a table of schooling heads its columns with, by the field each column fills (in the same six languages). */
const SCHOOL_COLUMNS: [keyof Education, RegExp][] = [
  [
    'degree',
    /^(?:degree|course|qualification|examination|exam|class|standard|program(?:me)?|level|ausbildung|abschluss|studiengang|studium|diplôme|diplome|formation|titre|título|titulo|titulación|grado|curso|formação|formacao|diploma|titolo|qualifica|corso)$/i,
  ],
  [
    'university',
    /^(?:name of (?:the )?)?(?:institution|institute|university|college|school|board|schule|hochschule|universität|bildungseinrichtung|bildungsstätte|établissement|etablissement|école|ecole|université|institución|institucion|universidad|centro|instituição|instituicao|escola|universidade|istituto|università|scuola|ente)(?:\s*\/\s*(?:institution|institute|university|college|school|board))?$/i,
  ],
  [
    'end',
    whole([
      ...PERIODS,
      'data',
      'year',
      'years',
      'year of passing',
      'passing year',
      'year of completion',
      'duration',
      'session',
      'batch',
      'jahre',
      'periode',
      'annee',
    ]),
  ],
  [
    'gpa',
    /^(?:percentage|%|cgpa|gpa|marks|grade|score|result|aggregate|division|(?:cgpa|percentage)\s*\/\s*(?:cgpa|percentage)|note|mention|nota|voto)$/i,
  ],
];

/**
 * The field under each cell of a table of schooling's row of column names (`Degree ⇥ Institution ⇥
 * Year`), when every cell is a column name, one of them a degree or school column and one a school
 * or year column; else null.
 */
export function schoolColumnsOf(texts: string[]): (keyof Education)[] | null {
  const fields = texts.map((c) => SCHOOL_COLUMNS.find(([, words]) => words.test(c.trim().replace(/[:.]$/, '')))?.[0]);
  if (texts.length < 2 || fields.some((f) => f === undefined)) return null;
  const known = fields as (keyof Education)[];
  if (!known.includes('degree') && !known.includes('university')) return null;
  return known.includes('university') || known.includes('end') ? known : null;
}

/** A line's cells: its parts, or its chunks when the reader cut it no finer than that. */
function cellsOf(line: Line): string[] {
  return line.parts.length >= 2 ? line.parts : line.chunks;
}

/**
 * A table's row of column names (`Sprache ⇥ Niveau` over `Deutsch ⇥ Muttersprache`): two cells or
 * more, each a column noun and one of them an attribute (a level, details, a date: what a row
 * tells of its first cell), set no larger than the row under it, which has as many cells. Such a
 * row names no skill, certificate or job.
 */
export function isColumnNames(line: Line, next: Line | undefined): boolean {
  const cells = cellsOf(line).map((c) => c.trim().replace(/[:.]$/, ''));
  return (
    cells.length >= 2 &&
    new Set(cells.map((c) => c.toLowerCase())).size === cells.length &&
    cells.every((c) => COLUMN_NAME.test(c)) &&
    // `Languages ⇥ Certifications` over `Hindi ⇥ PALS` names two groups of skills, not columns.
    cells.some((c) => ATTRIBUTE.test(c)) &&
    next !== undefined &&
    cellsOf(next).length === cells.length &&
    line.size <= next.size + 0.5
  );
}

/** The lines without the rows of column names that head tables among them. */
export function withoutColumnNames(lines: Line[]): Line[] {
  return lines.filter((line, i) => !isColumnNames(line, lines[i + 1]));
}
