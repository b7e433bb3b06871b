// Shared by the LaTeX corpus generators (gen-latex.mjs, ../latex-m/gen-latex-m.mjs): escaping, dates and
// contact details as LaTeX, compiling with pdflatex, reading the PDF's text back and checking the truth
// against it.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { normText, parseDate } from '../../../../shared/fixtures/parse-train/tools/lib/norm.mjs';
import { contactOf, dateRange, ensureUrl, formatDate, keepShown, urlText } from '../corpus-shared.mjs';

// LaTeX escaping for body text (inputenc utf8 handles the non-ASCII letters).
export function esc(s) {
  return String(s ?? '').replace(
    /[\\{}&%$#_~^]/g,
    (c) =>
      ({
        '\\': '\\textbackslash{}',
        '{': '\\{',
        '}': '\\}',
        '&': '\\&',
        '%': '\\%',
        $: '\\$',
        '#': '\\#',
        _: '\\_',
        '~': '\\textasciitilde{}',
        '^': '\\textasciicircum{}',
      })[c],
  );
}
const href = (u, text) => `\\href{${String(u).replace(/[#%]/g, (c) => '\\' + c)}}{${esc(text)}}`;
/** A link printed without its scheme (urlText), linking to the full address. */
export const linkTex = (u) => href(ensureUrl(u), urlText(u));
/** A full name as [first names, last name]. */
export const splitName = (n) => {
  const parts = n.trim().split(/\s+/);
  return parts.length === 1 ? [parts[0], ''] : [parts.slice(0, -1).join(' '), parts[parts.length - 1]];
};

/** A canonical date as printed (see formatDate in ../corpus-shared.mjs), read with the fixture tools' parseDate. */
export const fmtDate = (s, how, present) => formatDate(s, how, { parse: parseDate, present });
/** A date range as LaTeX (`text`) with its printed start/end; a one-sided range prints its single date. */
export const range = (start, end, how, sep, present) =>
  dateRange(fmtDate(start, how, present), fmtDate(end, how, present), sep, esc);

/** A contact detail ({kind, text, url} of contactOf) as LaTeX: the phone as text, email and LinkedIn as links. */
export const contactTex = (c) =>
  c.kind === 'phone' ? esc(c.text) : c.kind === 'email' ? `\\href{${c.url}}{${esc(c.text)}}` : href(c.url, c.text);
/** The contact details in `order` as LaTeX; sets them in the truth record `t`. */
export const contactsTex = (r, t, order) => contactOf(r, t, order).map(contactTex);

/** Runs pdflatex twice on DIR/NAME.tex; false when it fails. */
export function compile(dir, name) {
  for (let pass = 0; pass < 2; pass++) {
    try {
      execFileSync('pdflatex', ['-interaction=nonstopmode', '-halt-on-error', `${name}.tex`], {
        cwd: dir,
        stdio: 'pipe',
        timeout: 120000,
      });
    } catch {
      return false;
    }
  }
  return true;
}

/**
 * Copies DIR/NAME.pdf to `pdf` and returns its text, reading-order and layout text (a value counts as printed
 * when either shows it whole), and its page count.
 */
export function pdfText(dir, name, pdf) {
  fs.copyFileSync(path.join(dir, `${name}.pdf`), pdf);
  const text =
    execFileSync('pdftotext', ['-enc', 'UTF-8', pdf, '-'], { encoding: 'utf8' }) +
    '\n\n' +
    execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', pdf, '-'], { encoding: 'utf8' });
  const pages = Number((execFileSync('pdfinfo', [pdf], { encoding: 'utf8' }).match(/Pages:\s+(\d+)/) || [])[1] || 0);
  return { text, pages };
}

// LaTeX sets a typed ' as a right quote: the truth keeps the character the PDF prints
const curly = (v) =>
  typeof v === 'string'
    ? v.replace(/'/g, '\u2019')
    : Array.isArray(v)
      ? v.map(curly)
      : v && typeof v === 'object'
        ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, k === 'ref' ? x : curly(x)]))
        : v;
/** Gives every text value of a truth record (not the contact details or links) the quotes the PDF prints. */
export function curlyTruth(truth) {
  for (const k of Object.keys(truth)) if (!['email', 'phone', 'linkedin'].includes(k)) truth[k] = curly(truth[k]);
}

const compact = (s) => normText(s).replace(/ /g, '');
/**
 * Drops from the truth record every value the PDF's text does not show; returns those (dropped) and the values
 * found only with their spaces ignored or only word by word (loose).
 */
export function verify(gt, text) {
  const n = compact(text);
  // a value wrapped across lines of a narrow column can come out interleaved with the next column:
  // accept it when each of its words is printed, and list it as a loose match
  const words = new Set(normText(text).split(' '));
  const spaced = ` ${normText(text)} `;
  const dropped = [],
    loose = [];
  const chk = (val, where, kind) => {
    if (!val) return val;
    let ok;
    if (kind === 'phone') ok = text.replace(/\D+/g, '').includes(val.replace(/\D+/g, ''));
    else if (kind === 'linkedin') ok = n.includes(compact(val.replace(/\/+$/, '').split('/').pop()));
    else if (kind === 'url') ok = n.includes(compact(val.replace(/^https?:\/\//, '').replace(/^www\./, '')));
    else if (spaced.includes(` ${normText(val)} `)) ok = true;
    else if (n.includes(compact(val))) {
      // printed, but the text splits or joins its words differently (e.g. "E DUCATION", a wrapped "ab-\ncd")
      ok = true;
      loose.push(`${where} (spacing): ${val}`);
    } else if (
      normText(val)
        .split(' ')
        .every((w) => words.has(w))
    ) {
      ok = true;
      loose.push(`${where}: ${val}`);
    } else ok = false;
    if (!ok) {
      dropped.push(`${where}: ${val}`);
      return '';
    }
    return val;
  };
  keepShown(gt, chk);
  return { dropped, loose };
}
