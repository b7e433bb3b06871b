import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { createRequire } from 'node:module';
import { JOB_HTML_POLICY } from '@vitae/shared/job-html-policy';

const purifyConfig: Config = JOB_HTML_POLICY;

let purifier: DOMPurify | undefined;

/** One DOMPurify bound to one jsdom window, made on first use (jsdom takes ~100 ms to start). */
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  // jsdom ships no types and @types/jsdom is not installed: only its window is used here.
  const require = createRequire(import.meta.url);
  const { JSDOM } = require('jsdom') as { JSDOM: new (html: string) => { window: unknown } };
  const instance = createDOMPurify(new JSDOM('').window as Parameters<typeof createDOMPurify>[0]);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      if (node.getAttribute('href')) node.setAttribute('rel', 'noopener noreferrer nofollow');
      else node.removeAttribute('rel');
    }
  });
  purifier = instance;
  return instance;
}

/**
 * Cleans posting HTML to a strict allow-list (paragraphs, lists, emphasis, h3/h4, http(s)/mailto
 * links with rel=noopener): no styles, images, frames, forms or event handlers survive.
 */
export function sanitizeJobHtml(html: string): string {
  const clean = getPurifier().sanitize(html, { ...purifyConfig, RETURN_TRUSTED_TYPE: false });
  return String(clean).trim();
}

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  bull: '•',
  middot: '·',
  euro: '€',
  pound: '£',
  copy: '©',
};

/** Decodes HTML entities (named subset, decimal and hex). Unknown names are left as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return point > 0 && point < 0x110000 ? String.fromCodePoint(point) : whole;
    }
    return namedEntities[code.toLowerCase()] ?? whole;
  });
}

/**
 * Turns HTML into plain text for search and previews: block ends become line breaks, list items
 * get "- ", script/style content is dropped. A regex pass, not a parser: fast enough for bulk
 * imports; malformed markup can leave stray text but never markup (all tags are removed).
 */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style|template)[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<li[^>]*>/gi, '\n- ')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|h[1-6]|ul|ol|tr|section|article)\s*>/gi, '\n')
      .replace(/<[^>]*>/g, ' '),
  )
    .replace(/[<>]/g, ' ')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
