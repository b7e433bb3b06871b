#!/usr/bin/env node
/**
 * Fails (exit 1) when package-lock.json holds a dependency version with a known critical advisory,
 * or a pdf.js that runs arbitrary JavaScript from a PDF (pdfjs-dist < 4.2.67). Offline on purpose:
 * CI and `npm run check` must not depend on the registry's audit service, so the advisories are
 * listed here; `npm audit` on a connected machine finds newer ones.
 *
 * Usage: node scripts/check-deps.mjs [path/to/package-lock.json]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** `ranges`: each is a list of [operator, version] bounds that must all hold (an AND); any range matching is vulnerable. */
export const ADVISORIES = [
  {
    name: 'pdfjs-dist',
    id: 'GHSA-wgrm-67xf-hhpq',
    severity: 'high',
    ranges: [[['<', '4.2.67']]],
    why: 'a PDF can run JavaScript (CVE-2024-4367)',
  },
  {
    name: 'form-data',
    id: 'GHSA-fjxv-7rqg-78g4',
    severity: 'critical',
    ranges: [
      [['<', '2.5.4']],
      [
        ['>=', '3.0.0'],
        ['<', '3.0.4'],
      ],
      [
        ['>=', '4.0.0'],
        ['<', '4.0.4'],
      ],
    ],
    why: 'predictable multipart boundaries',
  },
  {
    name: 'minimist',
    id: 'GHSA-xvch-5gv4-984h',
    severity: 'critical',
    ranges: [
      [['<', '0.2.4']],
      [
        ['>=', '1.0.0'],
        ['<', '1.2.6'],
      ],
    ],
    why: 'prototype pollution',
  },
  {
    name: 'shell-quote',
    id: 'GHSA-g4rg-993r-mgx7',
    severity: 'critical',
    ranges: [[['<', '1.7.3']]],
    why: 'command injection',
  },
  {
    name: 'ejs',
    id: 'GHSA-phwq-j96m-2c2q',
    severity: 'critical',
    ranges: [[['<', '3.1.7']]],
    why: 'template injection',
  },
  {
    name: 'handlebars',
    id: 'GHSA-f2jv-r9rf-7988',
    severity: 'critical',
    ranges: [[['<', '4.7.7']]],
    why: 'remote code execution',
  },
  {
    name: '@babel/traverse',
    id: 'GHSA-67hx-6cg9-2hv5',
    severity: 'critical',
    ranges: [[['<', '7.23.2']]],
    why: 'arbitrary code execution when compiling crafted code',
  },
  {
    name: 'vm2',
    id: 'GHSA-cchq-frgv-rjh5',
    severity: 'critical',
    ranges: [[['>=', '0.0.0']]],
    why: 'sandbox escape; the package is abandoned',
  },
  {
    name: 'sha.js',
    id: 'GHSA-95m3-7q98-8xr5',
    severity: 'critical',
    ranges: [[['<', '2.4.12']]],
    why: 'hash rewind on crafted input',
  },
  {
    name: 'cipher-base',
    id: 'GHSA-cpq7-6gpm-g9rc',
    severity: 'critical',
    ranges: [[['<', '1.0.5']]],
    why: 'hash rewind on crafted input',
  },
  {
    name: 'pbkdf2',
    id: 'GHSA-h7cp-r72f-jxh6',
    severity: 'critical',
    ranges: [[['<', '3.1.3']]],
    why: 'predictable keys for some algorithms',
  },
];

/** Numeric major.minor.patch; a pre-release counts as its release (conservative for "<" bounds). */
function parseVersion(version) {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  return match ? match.slice(1, 4).map(Number) : null;
}

function compare(a, b) {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

const HOLDS = { '<': (c) => c < 0, '<=': (c) => c <= 0, '>': (c) => c > 0, '>=': (c) => c >= 0 };

export function isVulnerable(version, advisory) {
  const parsed = parseVersion(version);
  if (!parsed) return false;
  return advisory.ranges.some((range) => range.every(([op, bound]) => HOLDS[op](compare(parsed, parseVersion(bound)))));
}

/** Every installed package of a lockfile (v2/v3 `packages` map) that an advisory names. */
export function findVulnerable(lock, advisories = ADVISORIES) {
  const found = [];
  for (const [where, entry] of Object.entries(lock.packages ?? {})) {
    if (!where.includes('node_modules/') || !entry.version) continue;
    const name = entry.name ?? where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length);
    for (const advisory of advisories) {
      if (advisory.name === name && isVulnerable(entry.version, advisory)) {
        found.push({
          name,
          version: entry.version,
          where,
          id: advisory.id,
          severity: advisory.severity,
          why: advisory.why,
        });
      }
    }
  }
  return found;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'package-lock.json');
  const found = findVulnerable(JSON.parse(readFileSync(file, 'utf8')));
  for (const f of found) console.error(`${f.name}@${f.version} (${f.where}): ${f.severity} ${f.id}, ${f.why}`);
  if (found.length > 0) {
    console.error(`check-deps: ${found.length} vulnerable dependenc${found.length === 1 ? 'y' : 'ies'}; update them.`);
    process.exit(1);
  }
  console.log('check-deps: no dependency with a known critical advisory or a vulnerable pdf.js.');
}
