import type { Project } from '@vitae/shared/resume/schema';
import { splitEntries } from './split-entries.ts';
import { splitHead } from './split-head.ts';
import type { Line } from './types.ts';
import { joinBrokenTokens } from './join-broken-tokens.ts';

// A bare host is a link when it cannot be a technology's name (`Socket.io`, `Node.js`): a
// subdomain or a hyphen before a web TLD (`vitae.netlify.app`, `seo-toolkit.com`).
const BARE_HOST =
  '(?:[\\w-]+\\.){2,}(?:com|io|dev|app|org|net|co|ai|me|page|site)|[\\w]+-[\\w-]+\\.(?:com|io|dev|app|org|net|co|ai|me|page|site)';
const URLISH = new RegExp(
  `^(?:https?:\\/\\/|www\\.)\\S+$|^[\\w-]+(?:\\.[\\w-]+)+\\/\\S*$|^github\\.com\\/\\S+$|^(?:${BARE_HOST})$`,
  'i',
);

/** `pixelboard: Real-time whiteboard…` or `tinyqueue - Lightweight job queue…`. */
const NAME_COLON = /^([^:]{2,40}?)(?::\s+|\s+[-–—]\s+)(\S.{9,})$/;
/** `schema-diff:` alone, in bold: a project the layout gives no description. */
const NAME_ONLY = /^([^:]{2,40}):$/;

/** Labels a project's own lines start with (`Tech Stack: React, Node.js`, `Link: github.com/…`): never a project's name. */
const LABEL =
  /^(tech(?:nology|nologies)?(?:\s+stack|\s+used)?|stack|tools(?:\s+used)?|built\s+with|languages?|frameworks?|skills|role|team(?:\s+size)?|duration|status|client|description|summary|highlights|(link|links|url|repo(?:sitory)?|github|gitlab|demo|live(?:\s+demo)?|website|source(?:\s+code)?|code))\s*:\s*(.+)$/i;

/**
 * Step 4e: project entries. When every line (with its wrapped end) reads `Name: description`, each is a project. Name: the first head piece; ref: a URL-shaped piece or line; the
 * other head pieces longer than a few words are description. Limits: a project whose name is a
 * full sentence is read as a description line of the previous project.
 */
export function extractProjects(section: Line[]): Project[] {
  // A link wrapped at its hyphen (`github.com/jo/marathon-` / `training-log`) is one token again.
  const lines = joinBrokenTokens(section);
  // `pixelboard: Real-time collaborative whiteboard…`, one project a line (a line that wraps
  // runs on right below, at the same x, without the colon).
  const items: { text: string; alone: boolean }[] = [];
  const nameOnly = (l: Line) => (l.isBold || l.boldLead !== undefined) && NAME_ONLY.test(l.text);
  lines.forEach((l, i) => {
    const prev = lines[i - 1];
    const last = items.at(-1);
    const wraps =
      prev &&
      last !== undefined &&
      !last.alone &&
      !NAME_COLON.test(l.text) &&
      !nameOnly(l) &&
      l.gapAbove < 1 &&
      Math.abs(l.x - prev.x) < 3 &&
      !l.isBullet;
    if (wraps) last.text += ` ${l.text}`;
    else items.push({ text: l.text, alone: nameOnly(l) });
  });
  const named = items.map(({ text, alone }) => (alone ? NAME_ONLY.exec(text) : NAME_COLON.exec(text)));
  if (items.length > 0 && named.every((m) => m !== null && m[1]!.split(/\s+/).length <= 6 && !LABEL.test(m[0])))
    return named.map((m) => ({ name: m![1]!.trim(), ref: '', description: m![2] ? [m![2].trim()] : [] }));
  // A label line belongs to the project above it, as its description (or its link): it never
  // opens an entry of its own.
  const marked = lines.map((l) => (LABEL.test(l.text) ? { ...l, isBullet: true } : l));
  return splitEntries(marked)
    .map((entry) => {
      const { pieces, dates, prose } = splitHead(entry.head);
      // `Link: github.com/ada/vitae`: the labelled link is the ref; the line is no description.
      const linkLine = entry.body.find((b) => LABEL.exec(b)?.[2] !== undefined);
      const labelled = linkLine ? (LABEL.exec(linkLine)?.[3] ?? '').trim() : '';
      if (linkLine) entry.body.splice(entry.body.indexOf(linkLine), 1);
      // A link may stand in brackets as a piece of its own (`**Vitae** (github.com/ada/vitae)`).
      const unbracket = (p: string) => p.replace(/^\((.*)\)$/, '$1');
      const linkPiece = [...pieces, ...entry.body].find((p) => URLISH.test(unbracket(p)));
      let ref = labelled || (linkPiece === undefined ? '' : unbracket(linkPiece));
      const named = pieces.filter((p) => p !== linkPiece && p !== ref && p.toLowerCase() !== 'present');
      let name = named[0] ?? '';
      // A link written on the title line (`Vitae (github.com/ada/vitae)`, `Vitae github.com/…`).
      const inline = new RegExp(
        `\\s*\\(?((?:https?:\\/\\/|www\\.)\\S+|(?:github|gitlab)\\.com\\/\\S+|[\\w-]+\\.(?:com|io|dev|app|org|net)\\/\\S*|(?:${BARE_HOST}))\\)?\\s*$`,
        'i',
      ).exec(name);
      if (inline && inline.index > 0) {
        ref ||= inline[1]!.replace(/\)$/, '');
        name = name.slice(0, inline.index).trim();
      }
      const extra = named.slice(1).filter((p) => p.split(/\s+/).length >= 4);
      const project: Project = {
        name,
        ref,
        description: [...extra, ...prose, ...entry.body.filter((b) => b !== ref && b !== linkPiece)],
      };
      if (dates?.start) project.start = dates.start;
      if (dates?.end) project.end = dates.end;
      return project;
    })
    .filter((p) => p.name || p.description.length > 0);
}
