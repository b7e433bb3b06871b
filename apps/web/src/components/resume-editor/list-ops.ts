/** Pure list edits used by the resume editor; each returns a new array and never mutates. */

export function replaceAt<T>(items: readonly T[], index: number, item: T): T[] {
  return items.map((current, i) => (i === index ? item : current));
}

export function removeAt<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, i) => i !== index);
}

/** Puts an item back at `index` (clamped to the list), e.g. to undo a removal. */
export function insertAt<T>(items: readonly T[], index: number, item: T): T[] {
  const at = Math.min(Math.max(0, index), items.length);
  return [...items.slice(0, at), item, ...items.slice(at)];
}

/** Moves one item to a new position; an out-of-range move returns an unchanged copy. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/**
 * Description lines as stored, from the lines as shown. The editor always shows one empty line after
 * the last (withTrailingEmptyLine); while that line is still empty it is not part of the content.
 * Only that one line is dropped, so the inputs keep their positions (and focus) while typing.
 */
export function dropAutoLine(shown: readonly string[]): string[] {
  return shown.length > 0 && shown[shown.length - 1] === '' ? shown.slice(0, -1) : [...shown];
}

/** Technologies typed as one comma-separated text. */
export function splitTechnologies(text: string): string[] {
  return text
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t !== '');
}
