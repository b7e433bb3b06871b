#!/usr/bin/env node
// Held-out corpus M: turns canonical resumes (JSON, target shape) into LaTeX resumes in four layouts that
// the LaTeX corpus of ../latex/gen-latex.mjs (jakes, moderncv, twocol) does not have, compiles them with
// pdflatex and writes the truth file for each PDF: exactly the values the PDF prints, dates as printed.
//   node gen-latex-m.mjs --src DIR --out DIR [--styles awesome,europass,deedy,banking] [--ids r01,r02]
//
// The layouts (each written the way people write that kind of resume by hand, pdflatex only, packages from
// Debian's texlive-latex-base/-recommended/-extra/-fonts-recommended and lmodern):
//  awesome   Awesome-CV-like, Helvetica (helvet). Large centred name, first name light grey / last name bold,
//            a position line and a contact line with " | " separators. Section headings coloured on their
//            first three letters, followed by a rule filling the rest of the line. Entries are a two-row
//            tabular*: title bold left / location right, organisation italic grey left / dates right; then
//            itemize bullets. Dates "Sept. 2019 - Present" (AP-style month abbreviations).
//  europass  Europass-like CV, Latin Modern Sans. The whole document is one two-column longtable: a narrow
//            right-aligned left column holds section labels (PERSONAL INFORMATION, WORK EXPERIENCE, ...),
//            contact labels (Phone, Email, LinkedIn), skill categories and dates; the right column holds the
//            content, bullets as rows of their own with a hanging "•". Work dates "09/2019 – Current",
//            education dates years only ("2015 – 2019"), GPA as "Final grade: ...".
//  deedy     Deedy-like, one page of two minipages (Latin Modern; name in Avant Garde): name on the left of the
//            header with the contact block beside it on the right; left column (~31%) education, skills
//            (comma lists or one skill per line, chosen per resume), certifications; right column (~65%)
//            experience ("Company | Title" on one line, dates and place in small grey type on the line under
//            it), projects and publications. Section headings in letter-spaced small caps. When the columns
//            do not fit one page at \small or \footnotesize, projects/publications/certifications continue
//            on a second page of two minipages. Dates "Sep 2019 – Present". No summary (Deedy has none).
//  banking   compact banking/consulting resume, Palatino (mathpazo, real small caps). Name in small caps,
//            contact line with bullets, small-caps section headings (regular weight: Palatino has no bold
//            small caps) with a \hrule under them; each entry one line "Company | Location" with dates at the
//            right (\hfill), the title in italics on the next line, tight bullets; skills as
//            "Category: a, b, c" lines; certifications and publications sections.
//            Dates "September 2019 – Present". No summary.
//
// Every truth value is checked against the PDF's text (pdftotext, reading order and -layout): a value that
// cannot be found is removed from the truth and listed in the manifest (droppedFromTruth); a value found
// only with its spaces ignored or only word by word (not as one run) is listed under looseMatches. A document
// that does not compile, or (deedy) does not fit its pages, is left out and reported (exit code 3 when any
// document was left out).
process.env.TZ = 'UTC';
import fs from 'node:fs';
import path from 'node:path';
import {
  CITIES,
  certTruth,
  contactOf,
  eduTruth,
  emptyTruth,
  expTruth,
  hash,
  pick,
  prepareCorpus,
  projTruth,
  pubTruth,
  skillsTruth,
} from '../corpus-shared.mjs';
import {
  compile,
  contactsTex,
  contactTex,
  curlyTruth,
  esc,
  fmtDate,
  linkTex,
  pdfText,
  range,
  splitName,
  verify,
} from '../latex/latex-shared.mjs';

const args = process.argv.slice(2);
const opt = (k, d) => (args.includes(k) ? args[args.indexOf(k) + 1] : d);
const SRC = opt('--src', '/tmp/heldout-m-tools/data/canonical');
const OUT = path.resolve(opt('--out', '/tmp/heldout-m'));
const STYLES = opt('--styles', 'awesome,europass,deedy,banking').split(',');
const ONLY = opt('--ids', '') ? opt('--ids', '').split(',') : null;
const WORK = path.join(OUT, 'tex');

// ---------------------------------------------------------------- helpers
const city = (seed) => pick(CITIES, seed);

const FONTS_BASE = `\\usepackage[utf8]{inputenc}
\\usepackage[T1]{fontenc}
\\usepackage{textcomp}
\\input{glyphtounicode}
\\pdfgentounicode=1`;

// ---------------------------------------------------------------- awesome
function awesome(r) {
  const t = emptyTruth();
  const L = [];
  const how = 'ap',
    SEP = ' - ';
  L.push(`\\documentclass[11pt,a4paper]{article}
${FONTS_BASE}
\\usepackage[scaled=0.92]{helvet}
\\renewcommand{\\familydefault}{\\sfdefault}
\\usepackage[left=1.4cm,right=1.4cm,top=1.2cm,bottom=1.6cm]{geometry}
\\usepackage[dvipsnames]{xcolor}
\\usepackage{array,tabularx}
\\usepackage{enumitem}
\\usepackage[hidelinks]{hyperref}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\hyphenpenalty=10000
\\definecolor{awesome}{HTML}{DC3522}
\\definecolor{darktext}{HTML}{414141}
\\definecolor{graytext}{HTML}{5D5D5D}
\\definecolor{lighttext}{HTML}{999999}
\\newcommand{\\vhrulefill}{\\leavevmode\\leaders\\hrule height 0.62ex depth -0.52ex\\hfill\\kern0pt}
% section: first three letters in the accent colour, then a rule to the margin
\\newcommand{\\cvsection}[2]{\\par\\vspace{9pt}{\\LARGE\\bfseries\\color{awesome}#1\\color{darktext}#2}\\hspace{6pt}{\\color{lighttext}\\vhrulefill}\\par\\vspace{3pt}}
\\newcommand{\\cventry}[4]{\\par\\vspace{3pt}\\begin{tabular*}{\\textwidth}{@{\\extracolsep{\\fill}}l r@{}}
  {\\bfseries\\color{darktext}#1} & {\\small\\itshape\\color{awesome}#2}\\\\
  {\\small\\itshape\\color{graytext}#3} & {\\small\\itshape\\color{graytext}#4}
\\end{tabular*}\\par}
\\setlist[itemize]{leftmargin=1.6em,itemsep=0pt,parsep=1pt,topsep=2pt,label={\\color{darktext}\\textbullet}}
\\newenvironment{cvitems}{\\small\\color{darktext}\\begin{itemize}}{\\end{itemize}}
\\begin{document}
\\raggedright`);
  const [first, last] = splitName(r.fullName);
  t.fullName = r.fullName;
  const position = r.experience[0]?.title || r.education[0]?.degree || '';
  const contact = contactsTex(r, t, ['phone', 'email', 'linkedin']);
  L.push(`\\begin{center}
{\\fontsize{30}{36}\\selectfont {\\mdseries\\color{lighttext}${esc(first)}} {\\bfseries\\color{darktext}${esc(last)}}}\\\\[6pt]
${position ? `{\\small\\color{awesome}\\MakeUppercase{${esc(position)}}}\\\\[3pt]\n` : ''}{\\small\\itshape\\color{lighttext}${esc(city(r.fullName))}}\\\\[2pt]
{\\small\\color{darktext}${contact.join(' \\enspace\\textbar\\enspace ')}}
\\end{center}`);
  const sect = (name) => `\\cvsection{${name.slice(0, 3)}}{${name.slice(3)}}`;
  const items = (arr) =>
    arr.length ? `\\begin{cvitems}\n${arr.map((b) => `\\item ${esc(b)}`).join('\n')}\n\\end{cvitems}` : '';
  if (r.profile) {
    L.push(sect('Summary'), `{\\small\\color{graytext}${esc(r.profile)}}\\par`);
    t.profile = r.profile;
  }
  if (r.experience.length) {
    L.push(sect('Experience'));
    for (const e of r.experience) {
      const d = range(e.start, e.end, how, SEP);
      L.push(`\\cventry{${esc(e.title)}}{${esc(city(e.company + e.title))}}{${esc(e.company)}}{${d.text}}`);
      L.push(items(e.description));
      t.experience.push(expTruth(e, d));
    }
  }
  if (r.education.length) {
    L.push(sect('Education'));
    for (const e of r.education) {
      const d = range(e.start, e.end, how, SEP);
      L.push(`\\cventry{${esc(e.degree)}}{${esc(city(e.university))}}{${esc(e.university)}}{${d.text}}`);
      if (e.gpa) L.push(items([`GPA: ${e.gpa}`]));
      t.education.push(eduTruth(e, d));
    }
  }
  if (r.projects.length) {
    L.push(sect('Projects'));
    for (const p of r.projects) {
      L.push(
        `\\par\\vspace{3pt}{\\bfseries\\color{darktext}${esc(p.name)}}` +
          (p.ref ? `\\hfill{\\small\\itshape\\color{awesome}${linkTex(p.ref)}}` : '') +
          '\\par',
      );
      L.push(items(p.description));
      t.projects.push(projTruth(p));
    }
  }
  if (r.skills.length) {
    L.push(
      sect('Skills'),
      '{\\small\\begin{tabularx}{\\textwidth}{@{}>{\\raggedleft\\arraybackslash}p{3.6cm}@{\\hspace{10pt}}>{\\raggedright\\arraybackslash}X@{}}',
    );
    for (const s of r.skills)
      L.push(
        `{\\bfseries\\color{darktext}${esc(s.category)}} & {\\color{graytext}${esc(s.technologies.join(', '))}}\\\\[2pt]`,
      );
    L.push('\\end{tabularx}}');
    t.skills = skillsTruth(r);
  }
  if (r.certifications.length) {
    L.push(sect('Certificates'));
    for (const c of r.certifications) {
      const dt = fmtDate(c.date, how);
      L.push(
        `{\\small{\\bfseries\\color{darktext}${esc(c.name)}}${c.issuer ? `, {\\color{graytext}${esc(c.issuer)}}` : ''}\\hfill{\\itshape\\color{graytext}${esc(dt)}}}\\par\\vspace{2pt}`,
      );
      t.certifications.push(certTruth(c, dt));
    }
  }
  if (r.publications.length) {
    L.push(sect('Publications'));
    for (const p of r.publications) {
      const dt = fmtDate(p.date, how);
      L.push(
        `{\\small{\\itshape\\color{darktext}${esc(p.title)}}${p.publisher ? `, {\\color{graytext}${esc(p.publisher)}}` : ''}\\hfill{\\itshape\\color{graytext}${esc(dt)}}}\\par\\vspace{2pt}`,
      );
      t.publications.push(pubTruth(p, dt));
    }
  }
  L.push('\\end{document}');
  return { tex: L.join('\n') + '\n', truth: t };
}

// ---------------------------------------------------------------- europass
function europass(r) {
  const t = emptyTruth();
  const L = [];
  const SEP = ' \\textendash{} ';
  const PRES = 'Current';
  L.push(`\\documentclass[10pt,a4paper]{article}
${FONTS_BASE}
\\usepackage{lmodern}
\\renewcommand{\\familydefault}{\\sfdefault}
\\usepackage[left=1.2cm,right=1.5cm,top=1.4cm,bottom=1.6cm]{geometry}
\\usepackage{xcolor}
\\usepackage{array,longtable}
\\usepackage[hidelinks]{hyperref}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\hyphenpenalty=10000
\\definecolor{eublue}{RGB}{14,65,148}
\\definecolor{eugray}{RGB}{90,90,90}
\\setlength{\\LTpre}{0pt}\\setlength{\\LTpost}{0pt}
\\setlength{\\tabcolsep}{6pt}
\\renewcommand{\\arraystretch}{1.15}
\\newcolumntype{L}{>{\\raggedleft\\arraybackslash\\small\\color{eublue}}p{4.1cm}}
\\newcolumntype{R}{>{\\raggedright\\arraybackslash}p{12.6cm}}
\\newcommand{\\eusection}[1]{\\multicolumn{1}{>{\\raggedleft\\arraybackslash}p{4.1cm}}{\\rule{0pt}{16pt}\\bfseries\\color{eublue}\\MakeUppercase{#1}} & \\rule{0pt}{16pt}{\\color{eublue}\\leaders\\hrule height 0.45ex depth -0.38ex\\hfill\\kern0pt}\\\\[3pt]}
\\newcommand{\\eubullet}[1]{\\hangindent=1.1em\\hangafter=1\\makebox[1.1em][l]{\\textbullet}#1}
\\begin{document}
\\begin{longtable}{@{}L@{\\hspace{14pt}}R@{}}`);
  t.fullName = r.fullName;
  L.push(`\\eusection{Personal information}`, `& {\\LARGE\\bfseries ${esc(r.fullName)}}\\\\[4pt]`);
  L.push(`Address & ${esc(city(r.fullName))}\\\\`);
  const label = { phone: 'Phone', email: 'Email', linkedin: 'LinkedIn' };
  for (const c of contactOf(r, t, ['phone', 'email', 'linkedin'])) L.push(`${label[c.kind]} & ${contactTex(c)}\\\\`);
  if (r.profile) {
    L.push('\\eusection{About me}', `& ${esc(r.profile)}\\\\`);
    t.profile = r.profile;
  }
  const bullets = (arr) => arr.map((b) => `& \\small\\eubullet{${esc(b)}}\\\\`);
  if (r.experience.length) {
    L.push('\\eusection{Work experience}');
    for (const e of r.experience) {
      const d = range(e.start, e.end, 'mm', SEP, PRES);
      L.push(`${d.text} & {\\large ${esc(e.title)}}\\\\`);
      L.push(`& {\\color{eugray}${esc(e.company)}, ${esc(city(e.company + e.title))}}\\\\[2pt]`);
      L.push(...bullets(e.description), '\\multicolumn{2}{c}{}\\\\[-6pt]');
      t.experience.push(expTruth(e, d));
    }
  }
  if (r.education.length) {
    L.push('\\eusection{Education and training}');
    for (const e of r.education) {
      const d = range(e.start, e.end, 'year', SEP, PRES);
      L.push(`${d.text} & {\\large ${esc(e.degree)}}\\\\`);
      L.push(`& {\\color{eugray}${esc(e.university)}}\\\\`);
      if (e.gpa) L.push(`& \\small Final grade: ${esc(e.gpa)}\\\\`);
      L.push('\\multicolumn{2}{c}{}\\\\[-6pt]');
      t.education.push(eduTruth(e, d));
    }
  }
  if (r.projects.length) {
    L.push('\\eusection{Projects}');
    for (const p of r.projects) {
      L.push(`& {\\bfseries ${esc(p.name)}}\\\\`);
      if (p.ref) L.push(`& \\small ${linkTex(p.ref)}\\\\`);
      L.push(...bullets(p.description), '\\multicolumn{2}{c}{}\\\\[-6pt]');
      t.projects.push(projTruth(p));
    }
  }
  if (r.skills.length) {
    L.push('\\eusection{Digital skills}');
    for (const s of r.skills) L.push(`${esc(s.category)} & ${esc(s.technologies.join(', '))}\\\\[2pt]`);
    t.skills = skillsTruth(r);
  }
  if (r.certifications.length) {
    L.push('\\eusection{Certificates}');
    for (const c of r.certifications) {
      const dt = fmtDate(c.date, 'mm', PRES);
      L.push(
        `${esc(dt)} & ${[esc(c.name), c.issuer && `{\\color{eugray}${esc(c.issuer)}}`].filter(Boolean).join(', ')}\\\\[2pt]`,
      );
      t.certifications.push(certTruth(c, dt));
    }
  }
  if (r.publications.length) {
    L.push('\\eusection{Publications}');
    for (const p of r.publications) {
      const dt = fmtDate(p.date, 'mm', PRES);
      L.push(
        `${esc(dt)} & ${[`\\textit{${esc(p.title)}}`, p.publisher && esc(p.publisher)].filter(Boolean).join(', ')}\\\\[2pt]`,
      );
      t.publications.push(pubTruth(p, dt));
    }
  }
  L.push('\\end{longtable}', '\\end{document}');
  return { tex: L.join('\n') + '\n', truth: t };
}

// ---------------------------------------------------------------- deedy
// opts.size: font size command for both columns; opts.split: put projects, publications and certifications
// on a second page.
function deedy(r, opts = { size: '\\normalsize', split: false }) {
  const t = emptyTruth();
  const SEP = ' \\textendash{} ';
  const L = [];
  L.push(`\\documentclass[10pt,letterpaper]{article}
${FONTS_BASE}
\\usepackage{lmodern}
\\usepackage[left=0.55in,right=0.55in,top=0.5in,bottom=0.5in]{geometry}
\\usepackage{xcolor}
\\usepackage[letterspace=80]{microtype}
\\usepackage{enumitem}
\\usepackage[hidelinks]{hyperref}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\hyphenpenalty=10000
\\definecolor{date}{HTML}{666666}
\\definecolor{primary}{HTML}{2B2B2B}
\\definecolor{headings}{HTML}{6A6A6A}
\\definecolor{subheadings}{HTML}{333333}
\\newcommand{\\dsection}[1]{\\par\\vspace{7pt}{\\color{headings}\\Large\\scshape\\textls{#1}}\\par\\vspace{3pt}}
\\newcommand{\\runsubsection}[1]{{\\color{subheadings}\\bfseries\\large #1}}
\\newcommand{\\descript}[1]{{\\color{subheadings}\\normalsize #1}}
\\newcommand{\\location}[1]{\\par{\\color{date}\\footnotesize #1}\\par}
\\newcommand{\\sectionsep}{\\par\\vspace{6pt}}
\\setlist[itemize]{leftmargin=1.1em,itemsep=-1pt,topsep=1pt,parsep=1pt,label=\\textbullet}
\\newsavebox\\leftcol\\newsavebox\\rightcol
\\begin{document}
\\raggedright
\\color{primary}`);
  const [first, last] = splitName(r.fullName);
  t.fullName = r.fullName;
  const contact = contactsTex(r, t, ['email', 'phone', 'linkedin']);
  // the name stays on one line: long names are set smaller (Avant Garde is about 0.6em a letter)
  const ns = Math.min(32, Math.floor(330 / (r.fullName.length * 0.62)));
  L.push(`\\begin{minipage}[b]{0.64\\textwidth}
\\mbox{\\fontfamily{pag}\\fontsize{${ns}}{${Math.round(ns * 1.15)}}\\selectfont {\\mdseries\\color{headings}${esc(first)}} {\\bfseries ${esc(last)}}}
\\end{minipage}\\hfill
\\begin{minipage}[b]{0.34\\textwidth}\\raggedleft\\small
${contact.join('\\\\\n')}
\\end{minipage}\\par\\vspace{4pt}{\\color{headings}\\hrule}\\vspace{2pt}`);

  const left1 = [],
    right1 = [],
    left2 = [],
    right2 = [];
  // left column: education, skills, certifications
  if (r.education.length) {
    left1.push('\\dsection{Education}');
    for (const e of r.education) {
      const d = range(e.start, e.end, 'short', SEP);
      left1.push(
        `\\runsubsection{${esc(e.university)}}\\par\\descript{${esc(e.degree)}}\\location{${d.text}${d.text ? ' \\textbar{} ' : ''}${esc(city(e.university))}}` +
          (e.gpa ? `{\\small Cum. GPA: ${esc(e.gpa)}}\\par` : '') +
          '\\sectionsep',
      );
      t.education.push(eduTruth(e, d));
    }
  }
  if (r.skills.length) {
    left1.push('\\dsection{Skills}');
    const perLine = hash(r.fullName + 'deedy') % 2 === 0;
    for (const s of r.skills) {
      left1.push(`{\\bfseries ${esc(s.category)}}\\par`);
      left1.push(
        perLine
          ? s.technologies.map((x) => `${esc(x)}\\par`).join('\n') + '\\sectionsep'
          : `${esc(s.technologies.join(', '))}\\par\\sectionsep`,
      );
    }
    t.skills = skillsTruth(r);
  }
  const certs = [];
  if (r.certifications.length) {
    certs.push('\\dsection{Certifications}');
    for (const c of r.certifications) {
      const dt = fmtDate(c.date, 'short');
      certs.push(
        `${esc(c.name)}\\par${c.issuer || dt ? `\\location{${[c.issuer && esc(c.issuer), dt && esc(dt)].filter(Boolean).join(' \\textbar{} ')}}` : ''}\\vspace{3pt}`,
      );
      t.certifications.push(certTruth(c, dt));
    }
  }
  // right column: experience, projects, publications
  const items = (arr) =>
    arr.length ? `\\begin{itemize}\n${arr.map((b) => `\\item ${esc(b)}`).join('\n')}\n\\end{itemize}` : '';
  if (r.experience.length) {
    right1.push('\\dsection{Experience}');
    for (const e of r.experience) {
      const d = range(e.start, e.end, 'short', SEP);
      right1.push(
        `\\runsubsection{${esc(e.company)}} \\descript{\\textbar{} ${esc(e.title)}}\\location{${d.text}${d.text ? ' \\textbar{} ' : ''}${esc(city(e.company + e.title))}}`,
        items(e.description),
        '\\sectionsep',
      );
      t.experience.push(expTruth(e, d));
    }
  }
  const more = [];
  if (r.projects.length) {
    more.push('\\dsection{Projects}');
    for (const p of r.projects) {
      more.push(`\\runsubsection{${esc(p.name)}}`);
      if (p.ref) more.push(`\\location{${linkTex(p.ref)}}`);
      else more.push('\\par');
      more.push(items(p.description), '\\sectionsep');
      t.projects.push(projTruth(p));
    }
  }
  if (r.publications.length) {
    more.push('\\dsection{Publications}');
    for (const p of r.publications) {
      const dt = fmtDate(p.date, 'short');
      more.push(
        `\\textit{${esc(p.title)}}\\par${[p.publisher && esc(p.publisher), dt && esc(dt)].filter(Boolean).length ? `\\location{${[p.publisher && esc(p.publisher), dt && esc(dt)].filter(Boolean).join(' \\textbar{} ')}}` : ''}\\vspace{3pt}`,
      );
      t.publications.push(pubTruth(p, dt));
    }
  }
  if (opts.split) {
    right2.push(...more);
    left2.push(...certs);
  } else {
    right1.push(...more);
    left1.push(...certs);
  }
  const page = (left, right, tag) => `\\sbox\\leftcol{\\begin{minipage}[t]{0.31\\textwidth}\\raggedright${opts.size}
${left.join('\n')}
\\end{minipage}}%
\\sbox\\rightcol{\\begin{minipage}[t]{0.65\\textwidth}\\raggedright${opts.size}
${right.join('\n')}
\\end{minipage}}%
\\typeout{DEEDYFIT ${tag} \\the\\dimexpr\\ht\\leftcol+\\dp\\leftcol\\relax\\space\\the\\dimexpr\\ht\\rightcol+\\dp\\rightcol\\relax\\space\\the\\dimexpr\\textheight-\\pagetotal\\relax}%
\\noindent\\usebox\\leftcol\\hfill\\usebox\\rightcol`;
  L.push('\\vspace{2pt}', page(left1, right1, 'p1'));
  if (opts.split) L.push('\\newpage', '\\vspace*{0pt}', page(left2, right2, 'p2'));
  L.push('\\end{document}');
  return { tex: L.join('\n') + '\n', truth: t };
}
// Deedy's columns are minipages: they do not break across pages. Ways to fit, tried in order.
const DEEDY_FITS = [
  { size: '\\normalsize', split: false },
  { size: '\\small', split: false },
  { size: '\\footnotesize', split: false },
  { size: '\\small', split: true },
  { size: '\\footnotesize', split: true },
];
const pt = (s) => parseFloat(s);
function deedyFits(log) {
  const rows = [...log.matchAll(/DEEDYFIT (\S+) ([\d.]+)pt ([\d.]+)pt (-?[\d.]+)pt/g)];
  return rows.length > 0 && rows.every((m) => Math.max(pt(m[2]), pt(m[3])) <= pt(m[4]));
}

// ---------------------------------------------------------------- banking
function banking(r) {
  const t = emptyTruth();
  const how = 'long',
    SEP = ' \\textendash{} ';
  const L = [];
  L.push(`\\documentclass[10pt,letterpaper]{article}
${FONTS_BASE}
\\usepackage[sc]{mathpazo}
\\usepackage[margin=0.6in,top=0.5in]{geometry}
\\usepackage{enumitem}
\\usepackage[hidelinks]{hyperref}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\setlength{\\parskip}{0pt}
\\hyphenpenalty=10000
% Palatino has no bold small caps: the headings are regular-weight small caps, a size up
\\newcommand{\\bsection}[1]{\\par\\vspace{6pt}{\\large\\scshape #1}\\par\\vspace{1pt}\\hrule height 0.6pt\\vspace{3pt}}
\\newcommand{\\bentry}[4]{\\par\\vspace{2pt}\\textbf{#1} \\textbar{} #2\\hfill\\textbf{#3}\\par\\textit{#4}\\par}
\\setlist[itemize]{nosep,leftmargin=1.3em,label=\\textbullet}
\\begin{document}
\\raggedright`);
  t.fullName = r.fullName;
  const contact = [esc(city(r.fullName)), ...contactsTex(r, t, ['phone', 'email', 'linkedin'])];
  L.push(`\\begin{center}
{\\LARGE\\scshape ${esc(r.fullName)}}\\\\[3pt]
${contact.join(' \\textbullet{} ')}
\\end{center}\\vspace{-6pt}`);
  const items = (arr) =>
    arr.length ? `\\begin{itemize}\n${arr.map((b) => `\\item ${esc(b)}`).join('\n')}\n\\end{itemize}` : '';
  if (r.education.length) {
    L.push('\\bsection{Education}');
    for (const e of r.education) {
      const d = range(e.start, e.end, how, SEP);
      L.push(`\\bentry{${esc(e.university)}}{${esc(city(e.university))}}{${d.text}}{${esc(e.degree)}}`);
      if (e.gpa) L.push(items([`GPA: ${e.gpa}`]));
      t.education.push(eduTruth(e, d));
    }
  }
  if (r.experience.length) {
    L.push('\\bsection{Professional Experience}');
    for (const e of r.experience) {
      const d = range(e.start, e.end, how, SEP);
      L.push(
        `\\bentry{${esc(e.company)}}{${esc(city(e.company + e.title))}}{${d.text}}{${esc(e.title)}}`,
        items(e.description),
      );
      t.experience.push(expTruth(e, d));
    }
  }
  if (r.projects.length) {
    L.push('\\bsection{Selected Projects}');
    for (const p of r.projects) {
      L.push(
        `\\par\\vspace{2pt}\\textbf{${esc(p.name)}}${p.ref ? ` \\textbar{} ${linkTex(p.ref)}` : ''}\\par`,
        items(p.description),
      );
      t.projects.push(projTruth(p));
    }
  }
  if (r.skills.length) {
    L.push('\\bsection{Skills}');
    for (const s of r.skills) L.push(`\\textbf{${esc(s.category)}:} ${esc(s.technologies.join(', '))}\\par`);
    t.skills = skillsTruth(r);
  }
  if (r.certifications.length) {
    L.push('\\bsection{Certifications}');
    for (const c of r.certifications) {
      const dt = fmtDate(c.date, how);
      L.push(
        `${[`\\textbf{${esc(c.name)}}`, c.issuer && esc(c.issuer)].filter(Boolean).join(', ')}${dt ? ` (${esc(dt)})` : ''}\\par`,
      );
      t.certifications.push(certTruth(c, dt));
    }
  }
  if (r.publications.length) {
    L.push('\\bsection{Publications}');
    for (const p of r.publications) {
      const dt = fmtDate(p.date, how);
      L.push(
        `${[`\\textit{${esc(p.title)}}`, p.publisher && esc(p.publisher), dt && esc(dt)].filter(Boolean).join(', ')}\\par`,
      );
      t.publications.push(pubTruth(p, dt));
    }
  }
  L.push('\\end{document}');
  return { tex: L.join('\n') + '\n', truth: t };
}

// ---------------------------------------------------------------- main
const GEN = { awesome, europass, deedy, banking };
for (const s of STYLES) if (!GEN[s]) throw new Error(`unknown style ${s}`);
fs.mkdirSync(WORK, { recursive: true });
const ids = prepareCorpus(OUT, 'pdf', SRC, ONLY);
if (!ids.length) throw new Error(`no canonical resumes (rNN.json) in ${SRC}`);
const docs = [];
const left = [];
for (const id of ids) {
  const r = JSON.parse(fs.readFileSync(path.join(SRC, `${id}.json`), 'utf8'));
  for (const style of STYLES) {
    const name = `${id}.${style}`;
    const texPath = path.join(WORK, `${name}.tex`);
    let made = null,
      fit = null;
    for (const f of style === 'deedy' ? DEEDY_FITS : [null]) {
      made = style === 'deedy' ? deedy(r, f) : GEN[style](r);
      fs.writeFileSync(texPath, made.tex);
      if (!compile(WORK, name)) {
        made = null;
        left.push(`${name}: pdflatex failed, see ${WORK}/${name}.log`);
        break;
      }
      const log = fs.readFileSync(path.join(WORK, `${name}.log`), 'latin1');
      if (style !== 'deedy' || deedyFits(log)) {
        fit = f;
        break;
      }
    }
    if (!made) continue;
    if (style === 'deedy' && !fit) {
      left.push(`${name}: columns do not fit two pages even at \\footnotesize`);
      continue;
    }
    const log = fs.readFileSync(path.join(WORK, `${name}.log`), 'latin1');
    // text running into the margin or the other column: any overfull box wider than 2pt
    const overfull = [...log.matchAll(/Overfull \\hbox \(([\d.]+)pt too wide\)/g)]
      .map((m) => +m[1])
      .filter((w) => w > 2);
    const { truth } = made;
    const { text, pages } = pdfText(WORK, name, path.join(OUT, 'docs/pdf', `${name}.pdf`));
    curlyTruth(truth);
    const { dropped, loose } = verify(truth, text);
    fs.writeFileSync(path.join(OUT, 'truth', `${name}.pdf.json`), JSON.stringify(truth, null, 2) + '\n');
    docs.push({
      id: `${name}.pdf`,
      path: `docs/pdf/${name}.pdf`,
      theme: style,
      layout: style,
      format: 'pdf',
      resume: id,
      groundTruth: `truth/${name}.pdf.json`,
      pages,
      textChars: text.length,
      ...(style === 'deedy' ? { deedyFit: fit } : {}),
      overfullPt: overfull,
      droppedFromTruth: dropped,
      looseMatches: loose,
    });
    if (dropped.length) console.warn(`${name}: dropped ${dropped.length}: ${dropped.slice(0, 4).join(' | ')}`);
    if (overfull.length) console.warn(`${name}: overfull boxes (pt): ${overfull.join(', ')}`);
  }
  process.stdout.write(`${id} `);
}
console.log();
fs.writeFileSync(
  path.join(OUT, 'manifest.json'),
  JSON.stringify(
    {
      description:
        'Held-out corpus M: LaTeX-made resume PDFs in four layouts the LaTeX corpus does not have (awesome, europass, deedy, banking), from fresh canonical resumes (fixture gen.mjs, seed 5353); truth = what each PDF prints, dates as printed.',
      generator: { script: 'bench/tools/latex-m/gen-latex-m.mjs', src: SRC, styles: STYLES },
      counts: { documents: docs.length, leftOut: left.length },
      leftOut: left,
      documents: docs,
    },
    null,
    2,
  ) + '\n',
);
console.log(
  `wrote ${docs.length} PDFs; dropped values: ${docs.reduce((s, d) => s + d.droppedFromTruth.length, 0)}; loose matches: ${docs.reduce((s, d) => s + d.looseMatches.length, 0)}; documents left out: ${left.length}`,
);
for (const l of left) console.error(`LEFT OUT ${l}`);
if (left.length) process.exitCode = 3;
