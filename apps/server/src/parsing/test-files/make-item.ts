import type { PageText, TextItem } from '../types.ts';

/** A text run on page 1 for reader-level tests (`groupLines`), in one font. */
export function makeItem(text: string, x: number, y: number, width: number, size = 10): TextItem {
  return { text, x, y, width, size, page: 1, font: 'f' };
}

/** One page of text runs, as the PDF reader gives it. */
export function onePage(items: TextItem[], width = 600, height = 800): PageText[] {
  return [{ page: 1, width, height, items }];
}
