import type { TextItem as PdfTextItem } from 'pdfjs-dist/types/src/display/api.js';
import { ParseError } from './errors.ts';
import type { PageText, TextItem } from './types.ts';
import { loadPdfJs } from './load-pdfjs.ts';

/** Pages beyond this are ignored: a resume is short, and a 500-page PDF is a way to burn CPU. */
const MAX_PAGES = 12;
/** Fewer visible characters than this per page means there is no usable text layer. */
const MIN_CHARS_PER_PAGE = 20;

/**
 * Reads the text runs of a PDF with their positions (pdf.js). A password-protected file is
 * `encrypted_pdf`; a file without a text layer (a scan) is `scanned_pdf`; one pdf.js cannot
 * open is `corrupt_file`. Bold comes from the font's PostScript name (see findBoldFonts).
 */
export async function readPdf(bytes: Uint8Array): Promise<PageText[]> {
  return (await readPdfWithLinks(bytes)).pages;
}

/** Like readPdf, plus the targets of the link annotations (profile URLs hidden behind icons). */
export async function readPdfWithLinks(bytes: Uint8Array): Promise<{ pages: PageText[]; links: string[] }> {
  // Loaded on first use: pdf.js is large (about 1 MB of code, and several times that in memory
  // under the tsx loader), and the server and the queue worker import this module without ever
  // reading a PDF themselves (their parse children do).
  const { getDocument } = await loadPdfJs();
  const task = getDocument({
    data: bytes.slice(), // pdf.js detaches the buffer it is given
    disableFontFace: true,
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  });
  let doc;
  try {
    doc = await task.promise;
  } catch (error) {
    await task.destroy();
    // pdf.js does not export PasswordException from its Node build; its name is stable.
    if (error instanceof Error && error.name === 'PasswordException') {
      throw new ParseError('encrypted_pdf', undefined, { cause: error });
    }
    throw new ParseError('corrupt_file', undefined, { cause: error });
  }
  try {
    const pages: PageText[] = [];
    const links: string[] = [];
    let chars = 0;
    const count = Math.min(doc.numPages, MAX_PAGES);
    for (let n = 1; n <= count; n++) {
      const page = await doc.getPage(n);
      const { width, height } = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const boldFonts = await findBoldFonts(page, content.items);
      const items: TextItem[] = [];
      for (const raw of content.items) {
        if (!('str' in raw)) continue;
        const item = toItem(raw, n, height);
        if (item) {
          if (boldFonts.has(item.font)) item.isBold = true;
          items.push(item);
          chars += item.text.trim().length;
        }
      }
      pages.push({ page: n, width, height, items });
      if (n <= 2) {
        for (const annotation of (await page.getAnnotations()) as { url?: unknown; unsafeUrl?: unknown }[]) {
          if (typeof annotation.url === 'string' && /^https?:/i.test(annotation.url)) links.push(annotation.url);
          else if (typeof annotation.unsafeUrl === 'string') links.push(...profileInside(annotation.unsafeUrl));
        }
      }
      page.cleanup();
    }
    if (chars < MIN_CHARS_PER_PAGE * Math.max(1, Math.min(count, 2))) throw new ParseError('scanned_pdf');
    return { pages, links };
  } catch (error) {
    if (error instanceof ParseError) throw error;
    throw new ParseError('corrupt_file', undefined, { cause: error });
  } finally {
    await doc.destroy();
  }
}

type PdfPage = import('pdfjs-dist/types/src/display/api.js').PDFPageProxy;

/**
 * A bold font's PostScript name: it says so (`LiberationSans-Bold`, `Arial-BoldMT`,
 * `Inter-SemiBold`, `Lato-Black`), or it is TeX's own name for a bold face, as every LaTeX resume
 * in the default fonts has them (Computer Modern and EC `CMBX12`, `CMSSBX10`, `CMB10`, `SFBX1000`,
 * `SFSX1000`, `ECBI1000`, after any subset prefix `QGNXXK+`), or URW's (`NimbusRomNo9L-Medi`).
 */
const BOLD_NAME = /bold|black|heavy|semibold|demi|(?:^|\+)(?:cm|ec|sf)(?:ss|tt)?(?:bx|b\d|bi|sx)|-medi(?:ital)?$/i;

/**
 * The ids of the page's fonts whose PostScript name says bold (BOLD_NAME). pdf.js only hands the font objects over once
 * the page's operator list is built, so this builds it. Limits: fonts with generic or missing
 * names (Type 3, `F1`) and faux bold drawn by stroking read as regular.
 */
async function findBoldFonts(page: PdfPage, items: readonly unknown[]): Promise<Set<string>> {
  const bold = new Set<string>();
  // Font objects are shared by the whole document: when an earlier page already brought every
  // font this page uses, its (costly) operator list is not needed.
  const ids = new Set(
    items.map((raw) => (raw as { fontName?: unknown }).fontName).filter((id): id is string => typeof id === 'string'),
  );
  const missing = [...ids].some((id) => !page.commonObjs.has(id));
  if (missing) {
    try {
      await page.getOperatorList();
    } catch {
      return bold;
    }
  }
  for (const raw of items) {
    const id = (raw as { fontName?: unknown }).fontName;
    if (typeof id !== 'string' || bold.has(id) || !page.commonObjs.has(id)) continue;
    const font = page.commonObjs.get(id) as { name?: unknown } | null;
    if (typeof font?.name === 'string' && BOLD_NAME.test(font.name)) bold.add(id);
  }
  return bold;
}

/**
 * TeX's bitmap fonts (Type 3, no character map) give pdf.js their codes, not letters: the
 * ligatures and dashes sit at control codes, which no text holds otherwise (`work\u001dow`,
 * `Name \u0015 description`). Rule: the codes of TeX's two text encodings, OT1 (ligatures at
 * 0x0B-0x0F) and T1 (dashes at 0x15-0x16, ligatures at 0x1B-0x1F), whose ranges do not overlap,
 * are read as what they draw.
 */
const TEX_CODES: Record<string, string> = {
  '\u000b': 'ff',
  '\u000c': 'fi',
  '\u000d': 'fl',
  '\u000e': 'ffi',
  '\u000f': 'ffl',
  '\u0015': '–',
  '\u0016': '—',
  '\u001b': 'ff',
  '\u001c': 'fi',
  '\u001d': 'fl',
  '\u001e': 'ffi',
  '\u001f': 'ffl',
};

function toItem(raw: PdfTextItem, page: number, pageHeight: number): TextItem | null {
  if (!raw.str) return null;
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = raw.transform as number[];
  const size = Math.hypot(c, d) || Math.hypot(a, b) || 10;
  return {
    // eslint-disable-next-line no-control-regex -- the control codes are what is mapped
    text: raw.str.replace(/[\u000b-\u000f\u0015\u0016\u001b-\u001f]/g, (code) => TEX_CODES[code] ?? code),
    page,
    x: e,
    // pdf.js gives the baseline from the bottom; lines are compared by their top.
    y: pageHeight - f - size,
    width: raw.width,
    size,
    font: raw.fontName,
  };
}

/**
 * A link written without its scheme (`linkedin.com/in/x` in an HTML or Word source) is saved as a
 * relative file link (`file:///home/me/cv/www.linkedin.com/in/x`), which pdf.js will not open; the
 * profile address inside it is still the one the person meant.
 */
export function profileInside(target: string): string[] {
  const found =
    /(?:^|[/\\])(?:www\.)?((?:[a-z]{2,3}\.)?linkedin\.com\/(?:in|pub)\/[^/?#\s]+|github\.com\/[^/?#\s]+)/i.exec(target);
  return found?.[1] ? [`https://${found[1]}`] : [];
}
