import { resumeSchema, type Resume } from '@vitae/shared/resume/schema';

type Path = readonly PropertyKey[];

/**
 * Step 5: the draft -> a resume that always validates. A value longer than its limit is cut at a
 * word boundary (a list is cut to its length), a value of the wrong shape falls back to the
 * field's default, and each change becomes a warning for the person to check. Rule: what the
 * parser read is never refused for being too long; limits protect storage, not the reader.
 */
export function fitToSchema(draft: unknown): { resume: Resume; warnings: string[] } {
  const value = withoutUnreadable(structuredClone(draft)) as Record<string, unknown>;
  const warnings: string[] = [];
  for (let round = 0; round < 8; round++) {
    const parsed = resumeSchema.safeParse(value);
    if (parsed.success) return { resume: parsed.data, warnings };
    // Last issue first, so removing a list item does not shift the paths still to mend.
    for (const issue of [...parsed.error.issues].reverse()) {
      const current = getAt(value, issue.path);
      if (issue.code === 'too_big' && typeof current === 'string') {
        setAt(value, issue.path, cutAtWord(current.trim(), Number(issue.maximum)));
        warnings.push(`${describePath(issue.path)} was longer than ${issue.maximum} characters and was cut; check it.`);
      } else if (issue.code === 'too_big' && Array.isArray(current)) {
        setAt(value, issue.path, current.slice(0, Number(issue.maximum)));
        warnings.push(`${describePath(issue.path)} had more than ${issue.maximum} entries; the rest were left out.`);
      } else {
        setAt(value, issue.path, undefined);
      }
    }
  }
  return {
    resume: resumeSchema.parse({}),
    warnings: [...warnings, 'The parsed content could not be kept; fill in the form.'],
  };
}

/**
 * Characters that carry nothing a person could read: the replacement character a PDF's unmapped
 * glyph comes out as, and icon fonts' private-use glyphs (`Delft University of Technology �`).
 * They leave every string: inside a word with no space left, elsewhere with the spaces around them.
 */
const UNREADABLE = /\s*[\uFFFD\uE000-\uF8FF]+\s*/gu;
/** Inside a word (a lost accent or ligature: `Nestl�`, `Certi\uF001cation`) it goes without a space. */
const INSIDE_WORD = /(?<=\p{L})[\uFFFD\uE000-\uF8FF]+(?=\p{L})|(?<=\p{L})\uFFFD+(?![\p{L}\p{N}])/gu;

function withoutUnreadable(value: unknown): unknown {
  if (typeof value === 'string')
    return /[\uFFFD\uE000-\uF8FF]/u.test(value)
      ? value.replace(INSIDE_WORD, '').replace(UNREADABLE, ' ').trim()
      : value;
  if (Array.isArray(value)) return value.map(withoutUnreadable);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutUnreadable(v)]));
  return value;
}

function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.6 ? cut.slice(0, space) : cut).trim();
}

function getAt(root: unknown, path: Path): unknown {
  let node = root;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

function setAt(root: unknown, path: Path, next: unknown): void {
  const parent = getAt(root, path.slice(0, -1));
  const key = path.at(-1);
  if (parent === null || typeof parent !== 'object' || key === undefined) return;
  if (Array.isArray(parent) && next === undefined) parent.splice(Number(key), 1);
  else if (next === undefined) delete (parent as Record<PropertyKey, unknown>)[key];
  else (parent as Record<PropertyKey, unknown>)[key] = next;
}

/** `education.0.degree` -> `Education 1: degree`. */
function describePath(path: Path): string {
  const [section, index, field] = path;
  const name = String(section ?? 'A field');
  const label = name.charAt(0).toUpperCase() + name.slice(1);
  if (typeof index === 'number') return `${label} ${index + 1}${field === undefined ? '' : `: ${String(field)}`}`;
  return label;
}
