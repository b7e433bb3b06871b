#!/usr/bin/env node
// Turns canonical resumes (JSON, target shape) into LaTeX resumes in three
// styles (jakes, moderncv, twocol), compiles them with pdflatex and writes the
// truth file for each PDF: exactly the values the PDF prints, dates as printed.
//   node gen-latex.mjs --src DIR --out DIR [--styles jakes,moderncv,twocol] [--ids r01,r02]
process.env.TZ = 'UTC';
import fs from 'node:fs';
import path from 'node:path';
import {
  CITIES,
  certTruth,
  contactOf,
  eduTruth,
  emptyTruth,
  ensureUrl,
  expTruth,
  hash,
  pick,
  prepareCorpus,
  projTruth,
  pubTruth,
  skillsTruth,
  urlText,
} from '../corpus-shared.mjs';
import { compile, curlyTruth, esc, fmtDate, linkTex, pdfText, range, splitName, verify } from './latex-shared.mjs';

const args = process.argv.slice(2);
const opt = (k, d) => (args.includes(k) ? args[args.indexOf(k) + 1] : d);
const SRC = opt('--src', '/work/shared/fixtures/parse-train/data/canonical');
const OUT = path.resolve(opt('--out', '/tmp/heldout-l'));
const STYLES = opt('--styles', 'jakes,moderncv,twocol').split(',');
const ONLY = opt('--ids', '') ? opt('--ids', '').split(',') : null;
const WORK = path.join(OUT, 'tex');

// ---------------------------------------------------------------- helpers

// A range as printed ("Jan 2020 -- Present"); a one-sided range (only an end date) prints its single date.
const rangeOneSided = (start, end, how) => range(start, end, how, ' -- ');
const techFor = (r, p) => {
  const all = r.skills.flatMap((s) => s.technologies);
  if (!all.length) return [];
  const n = 2 + (hash(p.name) % 2);
  const out = [];
  for (let i = 0; out.length < Math.min(n, all.length) && i < 20; i++) {
    const t = all[hash(p.name + i) % all.length];
    if (!out.includes(t)) out.push(t);
  }
  return out;
};

const PREAMBLE_FONTS = `\\usepackage[utf8]{inputenc}
\\usepackage[T5,T1]{fontenc}
\\usepackage{lmodern}
\\usepackage{textcomp}
\\input{glyphtounicode}
\\pdfgentounicode=1`;
// Vietnamese letters (e.g. "ễ", "ư") exist only in the T5 encoding (vntex): switch to it for those runs.
const VI = /[ạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹơưăđƠƯĂĐ]/u;
function viWrap(s) {
  // wrap each word containing a Vietnamese-only letter in {\fontencoding{T5}\selectfont ...}
  return s.replace(/\S+/gu, (w) => (VI.test(w) ? `{\\fontencoding{T5}\\selectfont ${w}}` : w));
}
const E = (s) => viWrap(esc(s));

// ---------------------------------------------------------------- jakes
function jakes(r) {
  const t = emptyTruth();
  const L = [];
  L.push(`\\documentclass[letterpaper,11pt]{article}
${PREAMBLE_FONTS}
\\usepackage{latexsym}
\\usepackage[empty]{fullpage}
\\usepackage{titlesec}
\\usepackage[usenames,dvipsnames]{color}
\\usepackage{enumitem}
\\usepackage[hidelinks]{hyperref}
\\usepackage{tabularx}
\\pagestyle{empty}
\\addtolength{\\oddsidemargin}{-0.5in}
\\addtolength{\\evensidemargin}{-0.5in}
\\addtolength{\\textwidth}{1in}
\\addtolength{\\topmargin}{-.5in}
\\addtolength{\\textheight}{1.0in}
\\urlstyle{same}
\\raggedbottom
\\raggedright
\\setlength{\\tabcolsep}{0in}
\\titleformat{\\section}{\\vspace{-4pt}\\scshape\\raggedright\\large}{}{0em}{}[\\color{black}\\titlerule \\vspace{-5pt}]
\\newcommand{\\rItem}[1]{\\item\\small{#1 \\vspace{-2pt}}}
\\newcommand{\\rSubheading}[4]{\\vspace{-2pt}\\item
  \\begin{tabular*}{0.97\\textwidth}[t]{l@{\\extracolsep{\\fill}}r}
    \\textbf{#1} & #2 \\\\
    \\textit{\\small#3} & \\textit{\\small #4} \\\\
  \\end{tabular*}\\vspace{-7pt}}
\\newcommand{\\rProjHeading}[2]{\\item
  \\begin{tabular*}{0.97\\textwidth}{l@{\\extracolsep{\\fill}}r}
    \\small#1 & #2 \\\\
  \\end{tabular*}\\vspace{-7pt}}
\\newcommand{\\rListStart}{\\begin{itemize}[leftmargin=0.15in, label={}]}
\\newcommand{\\rListEnd}{\\end{itemize}}
\\newcommand{\\rItemStart}{\\begin{itemize}}
\\newcommand{\\rItemEnd}{\\end{itemize}\\vspace{-5pt}}
\\renewcommand\\labelitemii{$\\vcenter{\\hbox{\\tiny$\\bullet$}}$}
\\begin{document}`);
  // heading
  t.fullName = r.fullName;
  const contact = contactOf(r, t, ['phone', 'email', 'linkedin']).map((c) =>
    c.url ? `\\href{${c.url}}{\\underline{${esc(c.text)}}}` : esc(c.text),
  );
  L.push(`\\begin{center}
    \\textbf{\\Huge \\scshape ${E(r.fullName)}} \\\\ \\vspace{1pt}
    \\small ${contact.join(' $|$ ')}
\\end{center}`);
  // education
  if (r.education.length) {
    L.push('\\section{Education}', '\\rListStart');
    for (const e of r.education) {
      const d = rangeOneSided(e.start, e.end, 'long');
      const deg = e.degree + (e.gpa ? `; GPA: ${e.gpa}` : '');
      L.push(`\\rSubheading{${E(e.university)}}{${esc(pick(CITIES, e.university))}}{${E(deg)}}{${d.text}}`);
      t.education.push(eduTruth(e, d));
    }
    L.push('\\rListEnd');
  }
  if (r.experience.length) {
    L.push('\\section{Experience}', '\\rListStart');
    for (const e of r.experience) {
      const d = rangeOneSided(e.start, e.end, 'long');
      L.push(`\\rSubheading{${E(e.company)}}{${esc(pick(CITIES, e.company + e.title))}}{${E(e.title)}}{${d.text}}`);
      if (e.description.length) {
        L.push('\\rItemStart');
        for (const b of e.description) L.push(`\\rItem{${E(b)}}`);
        L.push('\\rItemEnd');
      }
      t.experience.push(expTruth(e, d));
    }
    L.push('\\rListEnd');
  }
  if (r.projects.length) {
    L.push('\\section{Projects}', '\\rListStart');
    for (const p of r.projects) {
      // keep the heading row on one line: fewer technologies when name + tech + link would overflow
      let tech = techFor(r, p);
      while (tech.length && p.name.length + tech.join(', ').length + urlText(p.ref).length > 95)
        tech = tech.slice(0, -1);
      const left = `\\textbf{${E(p.name)}}` + (tech.length ? ` $|$ \\emph{${E(tech.join(', '))}}` : '');
      const right = p.ref ? `\\href{${ensureUrl(p.ref)}}{\\underline{${esc(urlText(p.ref))}}}` : '';
      L.push(`\\rProjHeading{${left}}{${right}}`);
      if (p.description.length) {
        L.push('\\rItemStart');
        for (const b of p.description) L.push(`\\rItem{${E(b)}}`);
        L.push('\\rItemEnd');
      }
      t.projects.push(projTruth(p));
    }
    L.push('\\rListEnd');
  }
  if (r.skills.length) {
    L.push('\\section{Technical Skills}', '\\begin{itemize}[leftmargin=0.15in, label={}]', '\\small{\\item{');
    L.push(r.skills.map((s) => `\\textbf{${E(s.category)}}{: ${E(s.technologies.join(', '))}}`).join(' \\\\\n'));
    L.push('}}', '\\end{itemize}');
    t.skills = skillsTruth(r);
  }
  if (r.certifications.length) {
    L.push('\\section{Certifications}', '\\begin{itemize}[leftmargin=0.15in, label={}]');
    for (const c of r.certifications) {
      const dt = fmtDate(c.date, 'long');
      L.push(
        `\\small\\item ${[`\\textbf{${E(c.name)}}`, c.issuer && E(c.issuer), dt && esc(dt)].filter(Boolean).join(', ')}`,
      );
      t.certifications.push(certTruth(c, dt));
    }
    L.push('\\end{itemize}');
  }
  if (r.publications.length) {
    L.push('\\section{Publications}', '\\begin{itemize}[leftmargin=0.15in, label={}]');
    for (const p of r.publications) {
      const dt = fmtDate(p.date, 'long');
      L.push(
        `\\small\\item ${[`\\textit{${E(p.title)}}`, p.publisher && E(p.publisher), dt && esc(dt)].filter(Boolean).join(', ')}`,
      );
      t.publications.push(pubTruth(p, dt));
    }
    L.push('\\end{itemize}');
  }
  L.push('\\end{document}');
  return { tex: L.join('\n') + '\n', truth: t };
}

// ---------------------------------------------------------------- moderncv
function moderncv(r) {
  const t = emptyTruth();
  const [first, last] = splitName(r.fullName);
  const L = [];
  L.push(`\\documentclass[11pt,a4paper,sans]{moderncv}
\\moderncvstyle[nosymbols]{classic}
\\moderncvcolor{blue}
% the letters icon set's list bullet is a marvosym glyph that extracts as "{": use a text bullet
\\renewcommand*{\\labelitemi}{\\strut\\textcolor{color1}{\\textbullet}}
${PREAMBLE_FONTS}
\\usepackage[scale=0.78]{geometry}
\\name{${E(first)}}{${E(last)}}`);
  t.fullName = r.fullName;
  if (r.phone) {
    L.push(`\\phone[mobile]{${esc(r.phone)}}`);
    t.phone = r.phone;
  }
  if (r.email) {
    L.push(`\\email{${esc(r.email)}}`);
    t.email = r.email;
  }
  if (r.linkedin) {
    const handle = r.linkedin.replace(/\/+$/, '').split('/').pop();
    L.push(`\\social[linkedin]{${esc(handle)}}`);
    t.linkedin = r.linkedin;
  }
  L.push('\\begin{document}', '\\makecvtitle');
  if (r.profile) {
    L.push('\\section{Summary}', `\\cvitem{}{${E(r.profile)}}`);
    t.profile = r.profile;
  }
  const items = (arr) =>
    arr.length ? `\\begin{itemize}${arr.map((b) => `\\item ${E(b)}`).join(' ')}\\end{itemize}` : '';
  if (r.experience.length) {
    L.push('\\section{Experience}');
    for (const e of r.experience) {
      const d = rangeOneSided(e.start, e.end, 'raw');
      L.push(
        `\\cventry{${d.text}}{${E(e.title)}}{${E(e.company)}}{${esc(pick(CITIES, e.company + e.title))}}{}{${items(e.description)}}`,
      );
      t.experience.push(expTruth(e, d));
    }
  }
  if (r.education.length) {
    L.push('\\section{Education}');
    for (const e of r.education) {
      const d = rangeOneSided(e.start, e.end, 'year');
      L.push(
        `\\cventry{${d.text}}{${E(e.degree)}}{${E(e.university)}}{}{${e.gpa ? `\\textit{GPA: ${esc(e.gpa)}}` : ''}}{}`,
      );
      t.education.push(eduTruth(e, d));
    }
  }
  if (r.projects.length) {
    L.push('\\section{Projects}');
    for (const p of r.projects) {
      L.push(`\\cventry{}{${E(p.name)}}{${p.ref ? linkTex(p.ref) : ''}}{}{}{${items(p.description)}}`);
      t.projects.push(projTruth(p));
    }
  }
  if (r.skills.length) {
    L.push('\\section{Skills}');
    for (const s of r.skills) L.push(`\\cvitem{${E(s.category)}}{${E(s.technologies.join(', '))}}`);
    t.skills = skillsTruth(r);
  }
  if (r.certifications.length) {
    L.push('\\section{Certifications}');
    for (const c of r.certifications) {
      const dt = fmtDate(c.date, 'raw');
      L.push(`\\cvitem{${esc(dt)}}{${[E(c.name), c.issuer && E(c.issuer)].filter(Boolean).join(', ')}}`);
      t.certifications.push(certTruth(c, dt));
    }
  }
  if (r.publications.length) {
    L.push('\\section{Publications}');
    for (const p of r.publications) {
      const dt = fmtDate(p.date, 'raw');
      L.push(
        `\\cvitem{${esc(dt)}}{${[`\\emph{${E(p.title)}}`, p.publisher && E(p.publisher)].filter(Boolean).join(', ')}}`,
      );
      t.publications.push(pubTruth(p, dt));
    }
  }
  L.push('\\end{document}');
  return { tex: L.join('\n') + '\n', truth: t };
}

// ---------------------------------------------------------------- twocol
function twocol(r) {
  const t = emptyTruth();
  const L = [];
  L.push(`\\documentclass[10pt,a4paper]{article}
${PREAMBLE_FONTS}
\\usepackage[margin=1.6cm,top=1.4cm]{geometry}
\\usepackage{paracol}
\\usepackage{xcolor}
\\usepackage{enumitem}
\\usepackage[hidelinks]{hyperref}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\definecolor{accent}{RGB}{30,70,120}
\\newcommand{\\sidehead}[1]{\\vspace{8pt}{\\color{accent}\\large\\bfseries #1}\\par\\vspace{2pt}\\hrule\\vspace{5pt}}
\\newcommand{\\mainhead}[1]{\\vspace{8pt}{\\color{accent}\\Large\\bfseries\\MakeUppercase{#1}}\\par\\vspace{3pt}}
\\setlist[itemize]{leftmargin=1.2em,itemsep=1pt,topsep=2pt,parsep=0pt}
\\columnratio{0.34}
\\setlength{\\columnsep}{1.4em}
\\begin{document}
\\raggedright`);
  t.fullName = r.fullName;
  L.push(`{\\fontsize{26}{30}\\selectfont\\bfseries ${E(r.fullName)}}\\par\\vspace{10pt}`);
  L.push('\\begin{paracol}{2}');
  // left column
  L.push('\\sidehead{Contact}', '\\small');
  // long addresses are set smaller so they stay inside the narrow column
  const fit = (s) => (s.length > 34 ? '\\scriptsize' : s.length > 28 ? '\\footnotesize' : '\\small');
  for (const c of contactOf(r, t, ['email', 'phone', 'linkedin']))
    L.push(c.url ? `{${fit(c.text)} \\href{${c.url}}{${esc(c.text)}}}\\par` : `${esc(c.text)}\\par`);
  if (r.skills.length) {
    L.push('\\sidehead{Skills}');
    for (const s of r.skills)
      L.push(`\\textbf{${E(s.category)}}\\par ${E(s.technologies.join(', '))}\\par\\vspace{4pt}`);
    t.skills = skillsTruth(r);
  }
  if (r.education.length) {
    L.push('\\sidehead{Education}');
    for (const e of r.education) {
      const d = rangeOneSided(e.start, e.end, 'short');
      L.push(
        `\\textbf{${E(e.degree)}}\\par ${E(e.university)}\\par {\\itshape ${d.text}}\\par` +
          (e.gpa ? ` GPA: ${esc(e.gpa)}\\par` : '') +
          '\\vspace{4pt}',
      );
      t.education.push(eduTruth(e, d));
    }
  }
  if (r.certifications.length) {
    L.push('\\sidehead{Certifications}');
    for (const c of r.certifications) {
      const dt = fmtDate(c.date, 'short');
      L.push(`${[E(c.name), c.issuer && E(c.issuer), dt && esc(dt)].filter(Boolean).join(', ')}\\par\\vspace{3pt}`);
      t.certifications.push(certTruth(c, dt));
    }
  }
  L.push('\\switchcolumn', '\\normalsize');
  if (r.profile) {
    L.push('\\mainhead{Summary}', `${E(r.profile)}\\par`);
    t.profile = r.profile;
  }
  if (r.experience.length) {
    L.push('\\mainhead{Experience}');
    for (const e of r.experience) {
      const d = rangeOneSided(e.start, e.end, 'short');
      L.push(`{\\bfseries ${E(e.title)}}\\par {\\itshape ${E(e.company)} \\hfill ${d.text}}\\par`);
      if (e.description.length)
        L.push(`\\begin{itemize}${e.description.map((b) => `\\item ${E(b)}`).join('\n')}\\end{itemize}`);
      L.push('\\vspace{4pt}');
      t.experience.push(expTruth(e, d));
    }
  }
  if (r.projects.length) {
    L.push('\\mainhead{Projects}');
    for (const p of r.projects) {
      L.push(`{\\bfseries ${E(p.name)}}` + (p.ref ? ` \\hfill {\\small ${linkTex(p.ref)}}` : '') + '\\par');
      if (p.description.length)
        L.push(`\\begin{itemize}${p.description.map((b) => `\\item ${E(b)}`).join('\n')}\\end{itemize}`);
      L.push('\\vspace{4pt}');
      t.projects.push(projTruth(p));
    }
  }
  if (r.publications.length) {
    L.push('\\mainhead{Publications}');
    for (const p of r.publications) {
      const dt = fmtDate(p.date, 'short');
      L.push(
        `${[`\\emph{${E(p.title)}}`, p.publisher && E(p.publisher), dt && esc(dt)].filter(Boolean).join(', ')}\\par\\vspace{3pt}`,
      );
      t.publications.push(pubTruth(p, dt));
    }
  }
  L.push('\\end{paracol}', '\\end{document}');
  return { tex: L.join('\n') + '\n', truth: t };
}

// ---------------------------------------------------------------- main
const GEN = { jakes, moderncv, twocol };
fs.mkdirSync(WORK, { recursive: true });
const ids = prepareCorpus(OUT, 'pdf', SRC, ONLY);
const docs = [];
for (const id of ids) {
  const r = JSON.parse(fs.readFileSync(path.join(SRC, `${id}.json`), 'utf8'));
  for (const style of STYLES) {
    const name = `${id}.${style}`;
    const { tex, truth } = GEN[style](r);
    const texPath = path.join(WORK, `${name}.tex`);
    fs.writeFileSync(texPath, tex);
    if (!compile(WORK, name)) {
      console.error(`FAILED ${name}: see ${WORK}/${name}.log`);
      continue;
    }
    const { text, pages } = pdfText(WORK, name, path.join(OUT, 'docs/pdf', `${name}.pdf`));
    curlyTruth(truth);
    // values the PDF does not print leave the truth (and so do the entries left empty)
    const { dropped } = verify(truth, text);
    fs.writeFileSync(path.join(OUT, 'truth', `${name}.pdf.json`), JSON.stringify(truth, null, 2) + '\n');
    docs.push({
      id: `${name}.pdf`,
      path: `docs/pdf/${name}.pdf`,
      theme: style,
      format: 'pdf',
      resume: id,
      groundTruth: `truth/${name}.pdf.json`,
      pages,
      textChars: text.length,
      droppedFromTruth: dropped,
    });
    if (dropped.length) console.warn(`${name}: dropped ${dropped.length}: ${dropped.slice(0, 4).join(' | ')}`);
  }
  process.stdout.write(`${id} `);
}
console.log();
fs.writeFileSync(
  path.join(OUT, 'manifest.json'),
  JSON.stringify(
    {
      description:
        'LaTeX-made resume PDFs (jakes, moderncv, twocol) from parse-train canonical resumes; truth = what each PDF prints, dates as printed.',
      counts: { documents: docs.length },
      documents: docs,
    },
    null,
    2,
  ) + '\n',
);
console.log(`wrote ${docs.length} PDFs; dropped values: ${docs.reduce((s, d) => s + d.droppedFromTruth.length, 0)}`);
