import type { Line } from './types.ts';

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
  'date',
  'dates',
  'period',
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
  'datum',
  'jahr',
  'zeitraum',
  'tätigkeit',
  'funktion',
  'firma',
  'arbeitgeber',
  'unternehmen',
  'domaine',
  'catégorie',
  'organisme',
  'année',
  'période',
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
  'fecha',
  'año',
  'ano',
  'periodo',
  'período',
  'cargo',
  'empresa',
  'livello',
  'descrizione',
  'ente',
  'anno',
  'ruolo',
  'azienda',
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
