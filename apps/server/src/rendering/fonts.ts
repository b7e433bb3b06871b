import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Font } from '@react-pdf/renderer';

/**
 * Liberation Sans (SIL Open Font License 1.1; metrics match Arial, which ATS parsers and Word
 * users know) ships inside pdfjs-dist, already a server dependency, so rendering needs no network
 * and no font files of our own. It covers Latin, Greek and Cyrillic; react-pdf's built-in
 * Helvetica only covers WinAnsi and drops characters such as "ł" or "ő".
 */
export const FONT_FAMILY = 'Liberation Sans';

let isRegistered = false;

export function registerFonts(): void {
  if (isRegistered) return;
  const fontDir = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts');
  Font.register({
    family: FONT_FAMILY,
    fonts: [
      { src: join(fontDir, 'LiberationSans-Regular.ttf'), fontWeight: 'normal', fontStyle: 'normal' },
      { src: join(fontDir, 'LiberationSans-Bold.ttf'), fontWeight: 'bold', fontStyle: 'normal' },
      { src: join(fontDir, 'LiberationSans-Italic.ttf'), fontWeight: 'normal', fontStyle: 'italic' },
      { src: join(fontDir, 'LiberationSans-BoldItalic.ttf'), fontWeight: 'bold', fontStyle: 'italic' },
    ],
  });
  // react-pdf hyphenates long words by default, inserting "-" that a text extractor then reads as
  // part of the word ("Kuber-" + "netes"); lines break at spaces only.
  Font.registerHyphenationCallback((word) => [word]);
  isRegistered = true;
}
