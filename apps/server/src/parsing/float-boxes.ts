/**
 * Floating text boxes in a Word body, put where a reader meets them.
 *
 * Word draws a floating box (a sidebar, a column of skills, a contact block) where its anchor says,
 * not where the paragraph that holds it stands, and mammoth writes a box's paragraphs after that
 * paragraph's text, and only from the legacy VML copy (`mc:Fallback`) of the box. So a box set at
 * the left of the text that wraps beside it was read after that text (`Experience` before the
 * skills sidebar beside it), and a box written only as DrawingML (`wps:txbx`, no VML copy) was
 * not read at all.
 *
 * Rule: the paragraphs of every floating box of a paragraph (boxes inside them placed the same way
 * first) stand beside that paragraph in the body: before it when the box stands in the left part
 * of the page (aligned left or inside, or its middle left of the page's middle: the reader meets
 * it first on that row), after it otherwise (a box on the right, a box set inline, and every box
 * after one of those: the boxes of one paragraph keep their order, so a label column set as boxes,
 * heading and content in turn, reads in that order). A box's DrawingML content is taken when there
 * is one, as Word shows it. Limits: a box placed by absolute page position far from its anchor
 * paragraph keeps its anchor's place in the reading order.
 */

/** The outermost `<tag …>…</tag>` elements of an XML text (linear time). */
export function elementsOf(xml: string, tag: string): string[] {
  return outermost(xml, tag).map(([a, b]) => xml.slice(a, b));
}

/** The outermost `<tag …>…</tag>` elements of an XML text, as [start, end) offsets. */
function outermost(xml: string, tag: string): Array<[number, number]> {
  const found: Array<[number, number]> = [];
  const pattern = new RegExp(`<${tag}(?=[\\s>/])[^<>]*?(/?)>|</${tag}>`, 'g');
  let depth = 0;
  let start = 0;
  for (const m of xml.matchAll(pattern)) {
    if (m[0].startsWith('</')) {
      depth--;
      if (depth === 0) found.push([start, m.index + m[0].length]);
    } else if (m[1] === '/') {
      if (depth === 0) found.push([m.index, m.index + m[0].length]);
    } else {
      if (depth === 0) start = m.index;
      depth++;
    }
  }
  return found;
}

const inner = (element: string): string => element.slice(element.indexOf('>') + 1, element.lastIndexOf('</'));

/** Points of an EMU count (DrawingML) and of a twip count (page sizes). */
const EMU_PER_POINT = 12700;
const TWIPS_PER_POINT = 20;

interface Box {
  content: string;
  first: boolean;
}

/**
 * The box a run holds and whether it reads first: the paragraphs of every text box in its
 * DrawingML (all the boxes of a group, in order), or else in its VML copy.
 */
function boxOf(run: string, page: Page): Box | undefined {
  const contents = (xml: string) => elementsOf(xml, 'w:txbxContent').map(inner).join('');
  const choices = elementsOf(run, 'mc:Choice');
  const drawing = choices.length > 0 ? choices.join('') : elementsOf(run, 'w:drawing').join('');
  const legacy = elementsOf(run, 'w:pict').join('');
  const drawn = /<wps:txbx\b/.test(drawing);
  if (!drawn && !/<w:txbxContent\b/.test(legacy)) return undefined;
  const content = drawn ? contents(drawing) : contents(legacy);
  if (drawn && /<wp:inline\b/.test(drawing)) return { content, first: false };
  return { content, first: standsLeft(drawn ? drawing : legacy, page) };
}

/** The page's width and margins, in points. */
interface Page {
  width: number;
  left: number;
  right: number;
}

/** Whether a box's position puts it in the left part of the page. */
function standsLeft(box: string, page: Page): boolean {
  // Where each kind of anchor measures from (a box in the right margin is measured from its edge).
  const origin = (relative: string | undefined) =>
    relative === 'page' || relative === 'leftMargin' || relative === 'left-margin-area'
      ? 0
      : relative === 'rightMargin' || relative === 'right-margin-area'
        ? page.width - page.right
        : page.left;
  const open = box.indexOf('<wp:positionH ');
  const close = open < 0 ? -1 : box.indexOf('</wp:positionH>', open);
  if (close > 0) {
    const positionH = box.slice(open, close);
    const align = /<wp:align>(\w+)<\/wp:align>/.exec(positionH)?.[1];
    if (align) return align === 'left' || align === 'inside';
    const offset = Number(/<wp:posOffset>(-?\d+)<\/wp:posOffset>/.exec(positionH)?.[1] ?? 0) / EMU_PER_POINT;
    const width = Number(/<wp:extent cx="(\d+)"/.exec(box)?.[1] ?? 0) / EMU_PER_POINT;
    const from = origin(/relativeFrom="(\w+)"/.exec(positionH)?.[1]);
    return from + offset + width / 2 < page.width / 2;
  }
  const style = /\bstyle="([^"]*)"/.exec(box)?.[1] ?? '';
  const align = /mso-position-horizontal:(\w+)/.exec(style)?.[1];
  if (align && align !== 'absolute') return align === 'left' || align === 'inside';
  const points = (name: string) => Number(new RegExp(`(?:^|;)${name}:(-?[\\d.]+)pt`).exec(style)?.[1] ?? 0);
  const from = origin(/mso-position-horizontal-relative:([\w-]+)/.exec(style)?.[1]);
  return from + points('margin-left') + points('width') / 2 < page.width / 2;
}

/**
 * The XML of a body or a page header with the paragraphs of each floating box moved before or
 * after its anchor paragraph, on the page the body's section properties (`pageXml`) describe.
 * Every pattern stops at the next tag, so a crafted part scans in linear time.
 */
export function placeFloatingBoxes(xml: string, pageXml = xml): string {
  if (!/<w:txbxContent\b/.test(xml)) return xml;
  const twips = (pattern: RegExp, otherwise: number) =>
    Number(pattern.exec(pageXml)?.[1] ?? otherwise) / TWIPS_PER_POINT;
  const page = {
    width: twips(/<w:pgSz\b[^<>]*\bw:w="(\d+)"/, 12240),
    left: twips(/<w:pgMar\b[^<>]*\bw:left="(\d+)"/, 1440),
    right: twips(/<w:pgMar\b[^<>]*\bw:right="(\d+)"/, 1440),
  };
  return placeIn(xml, page, 0);
}

function placeIn(xml: string, page: Page, depth: number): string {
  // Boxes nested deeper than real documents nest them keep mammoth's order.
  if (depth > 3 || !/<w:txbxContent\b/.test(xml)) return xml;
  let out = '';
  let at = 0;
  for (const [start, end] of outermost(xml, 'w:p')) {
    const paragraph = xml.slice(start, end);
    if (!/<w:txbxContent\b/.test(paragraph)) continue;
    const before: string[] = [];
    const after: string[] = [];
    let kept = '';
    let from = 0;
    for (const [runStart, runEnd] of outermost(paragraph, 'w:r')) {
      const box = boxOf(paragraph.slice(runStart, runEnd), page);
      if (!box) continue;
      (box.first && after.length === 0 ? before : after).push(placeIn(box.content, page, depth + 1));
      kept += paragraph.slice(from, runStart);
      from = runEnd;
    }
    kept += paragraph.slice(from);
    out += xml.slice(at, start) + before.join('') + kept + after.join('');
    at = end;
  }
  return out + xml.slice(at);
}
