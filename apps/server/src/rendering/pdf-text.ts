import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfText {
  /** Per page, the text lines from top to bottom. */
  pages: string[][];
  title: string;
  author: string;
}

interface Item {
  str: string;
  x: number;
  y: number;
  width: number;
}

/**
 * Reads a PDF's text back the way a simple parser would (pdf.js items grouped into lines by
 * baseline, left to right), to check that rendered resumes extract cleanly. Rule: items whose
 * baselines differ by under 2 pt share a line; a gap wider than 1 pt between items is a space.
 * Fits single-column layouts only, which is what our templates produce.
 */
export async function readPdfText(bytes: Uint8Array): Promise<PdfText> {
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false }).promise;
  try {
    const pages: string[][] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const items: Item[] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str === '') continue;
        items.push({
          str: item.str,
          x: item.transform[4] as number,
          y: item.transform[5] as number,
          width: item.width,
        });
      }
      pages.push(groupLines(items));
    }
    const { info } = (await doc.getMetadata()) as { info: { Title?: string; Author?: string } };
    return { pages, title: info.Title ?? '', author: info.Author ?? '' };
  } finally {
    await doc.destroy();
  }
}

function groupLines(items: Item[]): string[] {
  const lines: Item[][] = [];
  for (const item of [...items].sort((a, b) => b.y - a.y || a.x - b.x)) {
    const line = lines.find((l) => Math.abs(l[0]!.y - item.y) < 2);
    if (line) line.push(item);
    else lines.push([item]);
  }
  return lines
    .map((line) => {
      const sorted = line.sort((a, b) => a.x - b.x);
      let text = '';
      let end = -Infinity;
      for (const item of sorted) {
        text += item.x - end > 1 && text !== '' ? ` ${item.str}` : item.str;
        end = item.x + item.width;
      }
      return text.replace(/\s+/g, ' ').trim();
    })
    .filter(Boolean);
}
