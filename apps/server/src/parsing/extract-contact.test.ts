import { describe, it, expect } from 'vitest';
import { extractContact, findLocation } from './extract-contact.ts';
import { makeLine } from './test-files/make-line.ts';

describe('extractContact', () => {
  it('finds name, e-mail, an international phone and profile links anywhere', () => {
    const lines = [
      makeLine('Skills', { size: 14 }),
      makeLine('María José Núñez', { size: 22 }),
      makeLine('maria.nunez@example.es · +34 612 345 678', { parts: ['maria.nunez@example.es', '+34 612 345 678'] }),
      makeLine('github.com/mnunez | linkedin.com/in/maria-nunez'),
    ];
    const contact = extractContact(lines, []);
    expect(contact).toMatchObject({
      fullName: 'María José Núñez',
      email: 'maria.nunez@example.es',
      phone: '+34 612 345 678',
    });
    expect(contact.linkedin).toBe('linkedin.com/in/maria-nunez');
    // A label set tight after the address, and an address in capitals.
    const tight = [makeLine('Ann Lee'), makeLine('Email ann.lee.work@outlook.comPhone +44 7700 900123')];
    expect(extractContact(tight, []).email).toBe('ann.lee.work@outlook.com');
    const labels = [makeLine('Ann Lee'), makeLine('GitHub: annl LinkedIn: ann-lee-42')];
    expect(extractContact(labels, []).linkedin).toBe('ann-lee-42');
    const prose = [makeLine('Ann Lee'), makeLine('Grew reach on LinkedIn: organic posts tripled in a year')];
    expect(extractContact(prose, []).linkedin).toBe('');
    expect(extractContact([makeLine('Ann Lee'), makeLine('ANN@EXAMPLE.COM')], []).email).toBe('ANN@EXAMPLE.COM');
    expect(contact.github).toBe('github.com/mnunez');
  });

  it("leaves the document's own name out of the person's (Résumé, CV, Curriculum Vitae)", () => {
    const name = (text: string) =>
      extractContact([makeLine(text, { size: 15 }), makeLine('caleb@example.com')], []).fullName;
    expect(name('Caleb Lehman Résumé')).toBe('Caleb Lehman');
    expect(name('Ana Ruiz’s CV')).toBe('Ana Ruiz');
    expect(name('Elsabé Ros — Curriculum Vitae')).toBe('Elsabé Ros');
    expect(name('Giuseppe De Vita')).toBe('Giuseppe De Vita');
  });

  it('accepts a national number valid in a common country but not a year range', () => {
    expect(
      extractContact([makeLine('Jo Li'), makeLine('2019 - 2021'), makeLine('Phone: 0151 6283 9925')], []).phone,
    ).toBe('0151 6283 9925');
    // Wrapped in a narrow column; a year range below a number is no part of it.
    const wrapped = [makeLine('Mariam Rehwagen'), makeLine('+49 (0) 151'), makeLine('19638928')];
    expect(extractContact(wrapped, []).phone).toBe('+49 (0) 151 19638928');
    const year = [makeLine('Jo Li'), makeLine('Phone 0151 6283 9925'), makeLine('2019 - 2021')];
    expect(extractContact(year, []).phone).toBe('0151 6283 9925');
    // Digits in pairs, as French numbers are written.
    expect(extractContact([makeLine('Ann Moulin'), makeLine('Phone 06 61 12 49 13')], []).phone).toBe('06 61 12 49 13');
  });

  it('takes a LinkedIn URL from a link target only when its handle is printed', () => {
    const lines = [makeLine('Ann Lee'), makeLine('ann-lee-42')];
    expect(extractContact(lines, ['https://www.linkedin.com/in/ann-lee-42']).linkedin).toBe(
      'https://www.linkedin.com/in/ann-lee-42',
    );
    expect(extractContact([makeLine('Ann Lee')], ['https://www.linkedin.com/in/ann-lee-42']).linkedin).toBe('');
  });
});

describe('extractContact on layouts it was not tuned on', () => {
  it('does not read a DOI as the phone or a word after LinkedIn in a sentence as the handle', () => {
    const lines = [
      makeLine('Ada Park', { size: 20 }),
      makeLine('doi.org/10.1234/neurips.2023.1234'),
      makeLine('LINKEDIN DATA ACQUISITION PIPELINE'),
    ];
    const contact = extractContact(lines, []);
    expect(contact.phone).toBe('');
    expect(contact.linkedin).toBe('');
  });

  it("reads no day's date as the phone (`2023-06-09` under the name)", () => {
    const lines = [makeLine('Dillon Bergin', { size: 17 }), makeLine('2023-06-09'), makeLine('09.06.2023')];
    expect(extractContact(lines, []).phone).toBe('');
  });

  it('reads no date range as the phone, and finds the phone printed after it', () => {
    const lines = [
      makeLine('Will Okafor', { size: 20 }),
      makeLine('Senior Software Engineer at Iterative Health - Cambridge, MA (2022-11 - 2025-05)'),
      makeLine('Data Engineer, Acme (03.2019 – 11.2021)'),
      makeLine('2010 2009', { x: 400 }),
      makeLine('will@example.com • +1 (206) 388-8795 • Seattle, WA'),
    ];
    expect(extractContact(lines, []).phone).toBe('+1 (206) 388-8795');
  });

  it('leaves a postcode out of the phone after it, and keeps a number whose first group has five digits', () => {
    const phoneOf = (text: string) => extractContact([makeLine('Ann Lee', { size: 20 }), makeLine(text)], []).phone;
    expect(phoneOf('Seattle, WA 98109 (206)818-1227')).toBe('(206)818-1227');
    expect(phoneOf('Cambridge, MA 02139 1.412.259.3123')).toBe('1.412.259.3123');
    expect(phoneOf('London N1 9GU 07700 900123')).toBe('07700 900123');
  });

  it('reads in/handle, an address wrapped in a narrow column, and a hyperlinked LinkedIn label', () => {
    const lines = [
      makeLine('SAMMIE DENESIK', { size: 28, y: 50 }),
      makeLine('SDENESIK@BTINTERNET.CO', { x: 76, y: 180, size: 6.4 }),
      makeLine('M', { x: 76, y: 188, size: 6.4, gapAbove: 0.1 }),
      makeLine('IN/SAMMIEDENESIK', { x: 76, y: 240, size: 6.4 }),
    ];
    const contact = extractContact(lines, []);
    expect(contact.email).toBe('SDENESIK@BTINTERNET.COM');
    expect(contact.linkedin).toBe('SAMMIEDENESIK');
    const labelled = extractContact(
      [makeLine('Jo Lee', { size: 20 }), makeLine('LinkedIn | GitHub')],
      ['https://www.linkedin.com/in/jo-lee-42'],
    );
    expect(labelled.linkedin).toBe('https://www.linkedin.com/in/jo-lee-42');
  });

  it('joins an address wrapped in a table cell whose tail runs into the next item’s icon', () => {
    const lines = [
      makeLine('Lebenslauf', { size: 16, y: 40 }),
      makeLine('cv@marco.betschart.na', { x: 336, y: 180 }),
      makeLine('me🌐', { x: 336, y: 192, gapAbove: 0.2 }),
      makeLine('https://marco.betschart.name', { x: 336, y: 204, gapAbove: 0.1 }),
    ];
    expect(extractContact(lines, []).email).toBe('cv@marco.betschart.name');
  });

  it('joins a link wrapped at its hyphen in a centred header', () => {
    const contact = extractContact(
      [
        makeLine('Søren Kjærgaard', { size: 20, x: 210, right: 385 }),
        makeLine('skjaergaard@gmail.com • +46 70 898 94 54 • linkedin.com/in/soren-', { x: 97, right: 515 }),
        makeLine('kjaergaard', { x: 274, right: 338, gapAbove: 0.2 }),
      ],
      [],
    );
    expect(contact.linkedin).toBe('linkedin.com/in/soren-kjaergaard');
  });

  it('keeps an address and a link on consecutive lines apart, and reads no handle from "log in/out"', () => {
    const contact = extractContact(
      [
        makeLine('Jo Lee', { size: 20 }),
        makeLine('jo.lee@example.com', { y: 40, gapAbove: 0.2 }),
        makeLine('linkedin.com/in/jolee', { y: 52, gapAbove: 0.2 }),
        makeLine('Built single sign-on so staff log in/out once a day'),
      ],
      [],
    );
    expect(contact.email).toBe('jo.lee@example.com');
    expect(contact.linkedin).toBe('linkedin.com/in/jolee');
    const short = extractContact([makeLine('Jo Lee', { size: 20 }), makeLine('Let staff log in/out once')], []);
    expect(short.linkedin).toBe('');
  });

  it('finds the name before a title on its line, set over two lines, or above a sidebar read first', () => {
    expect(extractContact([makeLine('Sammie Denesik, Growth Marketer', { size: 15 })], []).fullName).toBe(
      'Sammie Denesik',
    );
    const stacked = [
      makeLine('SAMMIE', { x: 136, y: 60, size: 32 }),
      makeLine('Growth marketer who has scaled paid channels for', { x: 265, y: 87, size: 8.5 }),
      makeLine('DENESIK', { x: 136, y: 92, size: 32 }),
      makeLine('Bristol', { x: 460, y: 214, size: 9.5 }),
    ];
    expect(extractContact(stacked, []).fullName).toBe('SAMMIE DENESIK');
    // Three lines in a narrow sidebar, centred; a surname broken at its hyphen.
    const threeLines = [
      makeLine('Rebeca', { x: 463, y: 40, size: 16.4 }),
      makeLine('Batista', { x: 465, y: 60, size: 16.4 }),
      makeLine('Delatorre', { x: 456, y: 80, size: 16.4 }),
      makeLine('rebeca@example.com', { x: 467, y: 130, size: 7.2 }),
      ...['Lisbon', '+34 694 164 292', 'github.com/rebeca', 'Skills'].map((text, k) =>
        makeLine(text, { x: 467, y: 150 + 20 * k, size: 7.2 }),
      ),
    ];
    expect(extractContact(threeLines, []).fullName).toBe('Rebeca Batista Delatorre');
    const hyphen = [
      makeLine('PRIYALA H. NEHRU-', { y: 40, size: 36 }),
      makeLine('ACHARYA', { y: 80, size: 36 }),
      makeLine('EMERGENCY DEPARTMENT NURSE', { y: 120, size: 18 }),
      makeLine('Mumbai', { y: 150, size: 10 }),
      makeLine('Pune', { y: 170, size: 10 }),
    ];
    expect(extractContact(hyphen, []).fullName).toBe('PRIYALA H. NEHRU-ACHARYA');
    // Three words then two, centred lines of different widths, a surname shrunk to fit after its hyphen.
    const long = [
      makeLine('Quang Khanh Khánh', { x: 196, y: 40, size: 32, right: 420 }),
      makeLine('Giang Đặng', { x: 250, y: 75, size: 32, right: 366 }),
      makeLine('Staff Engineer', { x: 196, y: 105, size: 25 }),
      ...['Hanoi', 'quang@example.com', 'Experience'].map((text, k) => makeLine(text, { y: 140 + 20 * k })),
    ];
    expect(extractContact(long, []).fullName).toBe('Quang Khanh Khánh Giang Đặng');
    const shrunk = [
      makeLine('FRANÇOIS', { x: 39, y: 40, size: 32 }),
      makeLine('LEFÈVRE-', { x: 39, y: 72, size: 32 }),
      makeLine('DUBOIS', { x: 39, y: 100, size: 26.5 }),
      ...['Lyon', 'francois@example.fr', 'Skills'].map((text, k) => makeLine(text, { y: 140 + 20 * k })),
    ];
    expect(extractContact(shrunk, []).fullName).toBe('FRANÇOIS LEFÈVRE-DUBOIS');
    // A job title set as large as the name is not part of it.
    const titled = [
      makeLine('Ann Lee', { y: 40, size: 30 }),
      makeLine('Data Scientist', { y: 75, size: 30 }),
      ...['Leeds', 'ann@example.com', 'Skills'].map((text, k) => makeLine(text, { y: 140 + 20 * k })),
    ];
    expect(extractContact(titled, []).fullName).toBe('Ann Lee');
    const body = ['Leeds', 'ann@example.com', 'Skills'].map((text, k) => makeLine(text, { y: 140 + 20 * k }));
    const tagline = [
      makeLine('Ann Lee', { y: 40, size: 30 }),
      makeLine('Brand & Growth', { y: 75, size: 30 }),
      ...body,
    ];
    expect(extractContact(tagline, []).fullName).toBe('Ann Lee');
    const surname = [makeLine('MARY', { y: 40, size: 30 }), makeLine('CLERK', { y: 75, size: 30 }), ...body];
    expect(extractContact(surname, []).fullName).toBe('MARY CLERK');
    const sidebarFirst = [
      makeLine('ABOUT', { y: 129, size: 10 }),
      makeLine('BOSTON, MA', { y: 160, size: 6 }),
      makeLine('Lavonne Beahan', { y: 56, size: 28 }),
    ];
    expect(extractContact(sidebarFirst, []).fullName).toBe('Lavonne Beahan');
  });
});

describe('extractContact with two addresses on a line', () => {
  it('reads neither address as the website', () => {
    const lines = [makeLine('Jo Li', { size: 20 }), makeLine('jo.li@work.com · jo.li@home.org · +44 20 7946 0958')];
    expect(extractContact(lines, [])).toMatchObject({ email: 'jo.li@work.com', website: '' });
  });
});

describe('extractContact with an address spelled out against harvesters', () => {
  const emailOf = (text: string) =>
    extractContact([makeLine('Jo Li', { size: 20 }), makeLine(text, { y: 120 })], []).email;
  it('reads [at], (at) and a lower-case `at … dot` as the address', () => {
    expect(emailOf('jo.li [at] gmail [dot] com · +44 20 7946 0958')).toBe('jo.li@gmail.com');
    expect(emailOf('Email: jli (at) mit.edu')).toBe('jli@mit.edu');
    expect(emailOf('jo.li [AT] uni-bonn [DOT] de')).toBe('jo.li@uni-bonn.de');
    expect(emailOf('jli at cs dot mit dot edu')).toBe('jli@cs.mit.edu');
  });
  it('reads no address in words that only look like one', () => {
    expect(emailOf('Engineer at Google dot com')).toBe('');
    expect(emailOf('Research assistant at mit.edu')).toBe('');
    expect(emailOf('Lead Engineer (at) Booking.com')).toBe('');
    // A country code in brackets, and a spelled `at` never reaches across lines.
    expect(emailOf('Johannes Kepler University, Linz (AT)\nB.Sc. Computer Science')).toBe('');
  });
  it('reads spelled dots in the name before the `at` too', () => {
    expect(emailOf('jane [dot] doe [at] gmail [dot] com')).toBe('jane.doe@gmail.com');
    expect(emailOf('jane dot doe at gmail dot com')).toBe('jane.doe@gmail.com');
  });
});

describe('extractContact with a profile address wrapped in a narrow sidebar', () => {
  it("joins the fragment on the next line back onto the address (LinkedIn's own PDF)", () => {
    const side = (text: string, right: number) => makeLine(text, { x: 49, right, size: 10 });
    const lines = [
      makeLine('Katheryn Anderson', { x: 219, size: 26, right: 480 }),
      side('kanderson@icloud.com', 160),
      side('www.linkedin.com/in/kanderso', 178),
      side('n (LinkedIn)', 105),
      side('English (Native or Bilingual)', 176),
    ];
    expect(extractContact(lines, []).linkedin).toBe('www.linkedin.com/in/kanderson');
  });
});

describe('extractContact with a personal site on GitHub Pages', () => {
  it('reads the github.io address as the website, and no GitHub profile', () => {
    const lines = [
      makeLine('Helena Vasquez', { size: 20 }),
      makeLine('h.vasquez@ed.ac.uk +44 131 650 3440 https://hvasquez.github.io'),
    ];
    expect(extractContact(lines, [])).toMatchObject({ website: 'https://hvasquez.github.io', github: '' });
  });
});

describe('extractContact in a Word file whose sidebar comes first', () => {
  it('takes the name in the largest type after the sidebar, not a place in body type among the first lines', () => {
    const body = (text: string) => makeLine(text, { x: 0, y: 0, size: 10 });
    const lines = [
      makeLine('Contact', { x: 0, y: 0, size: 14, isHeading: true }),
      body('London England GB'),
      body('demarcus.dibbert.work@btinternet.com'),
      body('+44 7700 900983'),
      ...Array.from({ length: 12 }, (_, k) => body(`Skill number ${k}`)),
      makeLine('Demarcus H. Dibbert', { x: 0, y: 0, size: 20, isHeading: true }),
      makeLine('Staff Engineer', { x: 0, y: 0, size: 16, isHeading: true }),
      body('Stanton, Wuckert and Goodwin | Sep 2021 - Present'),
    ];
    expect(extractContact(lines, []).fullName).toBe('Demarcus H. Dibbert');
  });
});

describe('extractContact with a profile link broken at its slashes', () => {
  it('reads `www.linkedin.com/ in/ handle` and `github.com/ handle` whole', () => {
    const contact = extractContact(
      [
        makeLine('Demarcus H. Dibbert', { size: 20 }),
        makeLine('https://www.linkedin.com/ in/ ddibbert'),
        makeLine('https://github.com/ demarcusdib'),
      ],
      [],
    );
    expect(contact.linkedin).toBe('https://www.linkedin.com/in/ddibbert');
    expect(contact.github).toBe('https://github.com/demarcusdib');
  });
});

describe('extractContact with a name among other words', () => {
  it("takes no heading set larger than the name, drops the document's own name and a title before the name", () => {
    const summary = [
      makeLine('James Crowther', { y: 40, size: 12, isBold: true }),
      makeLine('E-mail : james@p-s-e.tk', { y: 55, size: 12 }),
      makeLine('Experience Summary', { y: 80, size: 18, isBold: true }),
      makeLine('Experienced DevOps engineer with 14 years in industry.', { y: 100, size: 12 }),
    ];
    expect(extractContact(summary, []).fullName).toBe('James Crowther');
    const titled = (text: string) => extractContact([makeLine(text, { y: 40, size: 18, isBold: true })], []).fullName;
    expect(titled('CV Freddy Limpens')).toBe('Freddy Limpens');
    expect(titled('Lebenslauf: Anna Schmidt')).toBe('Anna Schmidt');
    expect(titled('Dra. Denyse Albuquerque')).toBe('Denyse Albuquerque');
    expect(titled('Prof. Dr. Ana Ruiz')).toBe('Ana Ruiz');
    // A name that is also a word stays whole (`Drake Summers`, `Cvetan Petrov`).
    expect(titled('Drake Summers')).toBe('Drake Summers');
    expect(titled('Cvetan Petrov')).toBe('Cvetan Petrov');
  });

  it('keeps a surname in capitals before the given names, and cuts a place or title after a name', () => {
    const big = (text: string, y: number) => makeLine(text, { y, size: 29.7, isBold: true, x: 60 });
    const spanish = [
      big('MARTÍN LISASO,', 40),
      makeLine('Santander, Cantabria', { y: 42, x: 400 }),
      big('José Francisco', 70),
      makeLine('Desarrollador front-end', { y: 100, size: 14 }),
    ];
    expect(extractContact(spanish, []).fullName).toBe('MARTÍN LISASO, José Francisco');
    const one = (text: string) => extractContact([big(text, 40)], []).fullName;
    expect(one('DUPONT, Marie')).toBe('DUPONT, Marie');
    expect(one('Ana Ruiz, Madrid')).toBe('Ana Ruiz');
    expect(one('JANE DOE, GROWTH MARKETER')).toBe('JANE DOE');
    expect(one('JANE DOE, PhD')).toBe('JANE DOE');
    expect(one('MARIA GARCIA, Barcelona')).toBe('MARIA GARCIA');
  });

  it('keeps initials or a surname that a title would read, and a name with a word that names no section', () => {
    const one = (text: string) => extractContact([makeLine(text, { y: 40, size: 20, isBold: true })], []).fullName;
    expect(one('MS Reddy')).toBe('MS Reddy');
    expect(one('Dr. Drummond')).toBe('Dr. Drummond');
    expect(one('Robert Service')).toBe('Robert Service');
  });

  it('joins a name stacked in bold a little over the body’s size in a sidebar', () => {
    const side = (text: string, y: number, over = {}) => makeLine(text, { y, x: 36, size: 7.5, ...over });
    const lines = [
      makeLine('CV', { y: 20, x: 366, size: 16.5, isBold: true }),
      side('Christian', 40, { size: 10.5, isBold: true }),
      side('Bermúdez-Rivas', 52, { size: 10.5, isBold: true }),
      side('Biólogo M. Sc. Esp. SIG', 70),
      side('Tumaco - Colombia', 82),
      side('Email', 94),
      side('ORCID', 104),
    ];
    expect(extractContact(lines, []).fullName).toBe('Christian Bermúdez-Rivas');
  });
});

describe('extractContact with names cut short or mistaken', () => {
  it('joins a name cut at a hyphen or at a column’s edge, and takes no place or job title for a name', () => {
    const big = (text: string, over = {}) => makeLine(text, { size: 27, ...over });
    const cover = [
      big('Baladitya B. Guneta-', { y: 41, right: 371 }),
      big('Bandopadhyay', { y: 76, right: 282 }),
      big('Pune', { y: 126, size: 22.5 }),
    ];
    expect(extractContact(cover, []).fullName).toBe('Baladitya B. Guneta-Bandopadhyay');
    const riga = [
      big('José Manuel García-', { y: 96 }),
      big('López BI Analyst', { y: 121, parts: ['López', 'BI Analyst'] }),
      makeLine('jose.garcia@gmail.com', { y: 150 }),
    ];
    expect(extractContact(riga, []).fullName).toBe('José Manuel García-López');
    const row = [
      big('Laurence J.', { y: 46, x: 50, right: 180 }),
      big('Cartwright', { y: 46, x: 186, right: 320 }),
      makeLine('laurence@yahoo.com', { y: 60 }),
      makeLine('(287) 555-0146', { y: 70 }),
      makeLine('Apr 2023 – Present', { y: 113 }),
    ];
    expect(extractContact(row, []).fullName).toBe('Laurence J. Cartwright');
    const sidebar = [
      makeLine('São Paulo SP BR', { y: 40 }),
      makeLine('HEAD OF ANALYTICS', { y: 60 }),
      makeLine('SENIOR BACKEND ENGINEER', { y: 80 }),
    ];
    expect(extractContact(sidebar, []).fullName).toBe('');
  });

  it("takes no bulleted item for the name of an anonymised resume that prints its title in the name's place", () => {
    const lines = [
      makeLine('INFORMATION TECHNOLOGY COORDINATOR', { y: 40, size: 15, isBold: true }),
      makeLine('Career Overview', { y: 70, x: 44, right: 120, isBold: true }),
      makeLine('Network engineer with extensive experience.', { y: 70, x: 142 }),
      makeLine('Qualifications', { y: 100, x: 44, right: 120, isBold: true }),
      makeLine('Microsoft Certified Professional', { y: 112, x: 142, isBullet: true }),
      makeLine('Comp-TA A+ Certified', { y: 124, x: 142, isBullet: true }),
    ];
    expect(extractContact(lines, []).fullName).toBe('');
    // A name set between bullets at the top, with no heading above it, is still the name.
    const plain = [makeLine('JANE DOE', { y: 10, isBullet: true }), makeLine('Experience', { y: 40, isBold: true })];
    expect(extractContact(plain, []).fullName).toBe('JANE DOE');
  });
});

describe('extractContact with a name in tracked capitals whose word spaces were lost', () => {
  it('cuts the name where the words of the person’s handles begin or end', () => {
    const lines = (name: string, ...contact: string[]) => [
      makeLine(name, { size: 24, isBold: true }),
      makeLine('Senior Software Engineer', { size: 12 }),
      ...contact.map((c) => makeLine(c, { size: 9 })),
    ];
    const sonja = lines(
      'SONJALEMKE',
      'sonja_lemke47@icloud.com',
      'linkedin.com/in/sonja-lemke-db5',
      'github.com/sonjalemk',
    );
    expect(extractContact(sonja, []).fullName).toBe('SONJA LEMKE');
    const jose = lines('JOSÉMANUELGARCÍA - LÓPEZ', 'jose_garcia26@outlook.com', 'linkedin.com/in/jgarcia');
    expect(extractContact(jose, []).fullName).toBe('JOSÉ MANUEL GARCÍA-LÓPEZ');
    // No handle holds a word of it: left unread rather than guessed.
    expect(extractContact(lines('CLEMENTINEBRAUN', 'cb211@gmail.com'), []).fullName).toBe('');
    // A handle that runs first and last name together cuts off the middle initial glued to the first.
    const hubert = lines('HUBERTP . MRAZ', 'hmraz@outlook.com', 'linkedin.com/in/hubertmraz');
    expect(extractContact(hubert, []).fullName).toBe('HUBERT P. MRAZ');
    // A handle word found inside the name wins over one that only shares its start (`flossigran`).
    const flossie = lines('FLOSSIEJASPERGRANT', 'flossie.grant@gmail.com', 'github.com/flossigran/');
    expect(extractContact(flossie, []).fullName).toBe('FLOSSIE JASPER GRANT');
    // Letters a handle spells otherwise (`ø` as `o`, `æ` as `ae`).
    const soren = lines('SØRENKJÆRGAARD', 'soren_kjaergaard77@gmail.com', 'linkedin.com/in/skjaergaard');
    expect(extractContact(soren, []).fullName).toBe('SØREN KJÆRGAARD');
  });

  it('takes the glued name over a smaller line that reads as a name (a skill in a sidebar)', () => {
    const banner = [
      makeLine('AHMADJAHNKE', { size: 26, isBold: true }),
      makeLine('Charge Nurse', { size: 12.5 }),
      makeLine('ahmad.jahnke@gmail.com linkedin.com/in/ajahnke', { size: 8.8 }),
      makeLine('SKILLS', { size: 11, isBold: true, x: 411 }),
      makeLine('Pyxis MedStation', { size: 9.5, x: 396 }),
    ];
    expect(extractContact(banner, []).fullName).toBe('AHMAD JAHNKE');
  });

  it('cuts at the handle that runs along the name furthest when two share its start', () => {
    const name = [
      makeLine('CÉSAIREM . LEFEVRE', { size: 26, isBold: true }),
      makeLine('clefevre@orange.fr linkedin.com/in/cesairelefevre github.com/cesairlefe', { size: 8.8 }),
    ];
    expect(extractContact(name, []).fullName).toBe('CÉSAIRE M. LEFEVRE');
  });

  it('takes no title under the glued name for the name (`VP Marketing`)', () => {
    const rati = [
      makeLine('RATIRANA', { size: 24, isBold: true }),
      makeLine('VP Marketing', { size: 12 }),
      makeLine('rati.rana@gmail.com', { size: 9 }),
    ];
    expect(extractContact(rati, []).fullName).toBe('RATI RANA');
  });
});

describe('extractContact under a misspelt document title', () => {
  it("takes the person's name in a sidebar, not the page's title `Curiculum Vitae`", () => {
    const page = [
      makeLine('Curiculum Vitae', { size: 20, isBold: true, x: 195, y: 40 }),
      makeLine('Ian Colliard', { size: 12, isBold: true, x: 64, y: 60 }),
      makeLine('Crystallographer,', { size: 9, x: 64, y: 80 }),
      makeLine('Livermore California', { size: 9, x: 64, y: 95 }),
    ];
    expect(extractContact(page, []).fullName).toBe('Ian Colliard');
  });
});

describe('extractContact with a labelled name', () => {
  it('reads the name after its label, beside it or under it on the first page', () => {
    const cv = [
      makeLine('CURRICULUM VITAE', { size: 16, isBold: true }),
      makeLine('Name : Rahul Sharma'),
      makeLine('Email : rahul.sharma@gmail.com'),
    ];
    expect(extractContact(cv, []).fullName).toBe('Rahul Sharma');
    const europass = [
      makeLine('PERSONAL INFORMATION', { isBold: true }),
      makeLine('Name Jane Doe', { parts: ['Name', 'Jane Doe'] }),
    ];
    expect(extractContact(europass, []).fullName).toBe('Jane Doe');
    const under = [
      makeLine('Let me introduce myself.', { size: 27, x: 143 }),
      makeLine('FULLNAME : NaN%', { x: 59, parts: ['FULLNAME :', 'NaN%'] }),
      makeLine('DATABASES', { x: 321 }),
      makeLine('Hailey K. Badane-Vogel', { x: 59 }),
    ];
    expect(extractContact(under, []).fullName).toBe('Hailey K. Badane-Vogel');
  });

  it('joins a given name and a surname that a form labels on two rows, in either order', () => {
    const rows = [
      makeLine('Lebenslauf', { size: 16, isBold: true }),
      makeLine('Persönliche Daten', { size: 14, isBold: true }),
      makeLine('Vorname Daniel', { parts: ['Vorname', 'Daniel'] }),
      makeLine('Nachname Brönnimann', { parts: ['Nachname', 'Brönnimann'] }),
    ];
    expect(extractContact(rows, []).fullName).toBe('Daniel Brönnimann');
    // A Word table gives each cell its own line; here the surname comes first.
    const cells = [
      makeLine('Datos personales', { size: 14, isBold: true }),
      makeLine('Apellidos:', { isBold: true }),
      makeLine('García López'),
      makeLine('Nombre:', { isBold: true }),
      makeLine('Lucía'),
    ];
    expect(extractContact(cells, []).fullName).toBe('Lucía García López');
    // Another person's rows under the owner's name set large (an emergency contact).
    const emergency = [
      makeLine('Anna Schmidt', { size: 18, isBold: true }),
      makeLine('anna@example.de'),
      makeLine('Notfallkontakt'),
      makeLine('Vorname: Peter'),
      makeLine('Nachname: Schmidt'),
    ];
    expect(extractContact(emergency, []).fullName).toBe('Anna Schmidt');
    // A label under a label is no value.
    const empty = [makeLine('Vorname'), makeLine('Nachname'), makeLine('Geburtsdatum')];
    expect(extractContact(empty, []).fullName).toBe('');
  });

  it('takes no referee labelled on a later page for the person', () => {
    const lines = [
      makeLine('Jane Doe', { size: 24 }),
      makeLine('jane@example.com'),
      makeLine('REFERENCES', { page: 2, isBold: true }),
      makeLine('Name: John Smith', { page: 2 }),
    ];
    expect(extractContact(lines, []).fullName).toBe('Jane Doe');
  });

  it('takes no document title (`CURRICULUM VITAE`) for the name', () => {
    const lines = [makeLine('CURRICULUM VITAE', { size: 20, isBold: true }), makeLine('Rahul Sharma', { size: 14 })];
    expect(extractContact(lines, []).fullName).toBe('Rahul Sharma');
  });
});

describe('findLocation', () => {
  const line = (text: string) => makeLine(text);
  it('reads a place among the contact details of the header', () => {
    expect(
      findLocation([line('Maria Gonzalez'), line('maria@example.com | +1 415 555 0134 | San Francisco, CA')], []),
    ).toBe('San Francisco, CA');
    expect(findLocation([line('Madrid, Spain • +48 502 717 154 • lw@proton.me')], [])).toBe('Madrid, Spain');
    expect(findLocation([line('Toronto, ON, Canada')], [])).toBe('Toronto, ON, Canada');
    expect(findLocation([line('Springfield, IL 62704 · jo@example.com')], [])).toBe('Springfield, IL 62704');
    // A region no list holds, on a line of contact details; a labelled city alone.
    expect(findLocation([line('+91 98480 22338 | Hyderabad, Telangana')], [])).toBe('Hyderabad, Telangana');
    expect(findLocation([line('Location: Boston')], [])).toBe('Boston');
    // A city (and region) before a country's two-letter code.
    expect(findLocation([line('Malmö SE')], [])).toBe('Malmö SE');
    expect(findLocation([line('Chennai, Tamil Nadu IN')], [])).toBe('Chennai, Tamil Nadu IN');
    expect(findLocation([line('Data Scientist | Machine Learning, AI')], [])).toBe('');
  });

  it('reads a contact line outside the header, and nothing that only looks like a place', () => {
    const sidebar = [line('Experience'), line('Senior Engineer, Google'), line('lw@proton.me · Lyon, France')];
    expect(findLocation([], sidebar)).toBe('Lyon, France');
    // A job title and a company, a name written last name first, a school with its state: no place.
    expect(findLocation([line('Gonzalez, Maria'), line('Software Engineer, Stripe · jo@example.com')], [])).toBe('');
    expect(findLocation([], [line('Stanford University, CA'), line('2012 – 2016')])).toBe('');
  });
});

describe("extractContact on a job board's anonymised export", () => {
  it('reads no name when the top line is a job title, not an employer, a school or a skill under a heading', () => {
    const page = [
      makeLine('STAFF ACCOUNTANT', { x: 200, y: 40, size: 20, right: 410 }),
      makeLine('Skill Highlights', { x: 40, y: 80, size: 11, isBold: true, right: 140 }),
      makeLine('GitHub Actions', { x: 50, y: 100, right: 150 }),
      makeLine('Work History', { x: 40, y: 130, size: 11, isBold: true, right: 130 }),
      makeLine('Company Name – City, State', { x: 50, y: 150, right: 250 }),
      makeLine('Houston Community College', { x: 50, y: 170, right: 250 }),
    ];
    expect(extractContact(page, []).fullName).toBe('');
    // The same two-word lines above any heading are still read as a name.
    expect(extractContact([makeLine('Grace Hopper', { y: 20, size: 20 }), ...page], []).fullName).toBe('Grace Hopper');
  });
});

describe('extractContact on an academic CV', () => {
  it('reads the name after "Curriculum Vitae of", and no citation’s volume and year as the phone', () => {
    const lines = [
      makeLine('Curriculum Vitae of A. Sean Pue', { y: 20, size: 14, isBold: true }),
      makeLine('e-mail: pue@msu.edu github: seanpue', { y: 40 }),
      makeLine('2012 “Ephemeral Asia.” Comparative Literature 64.1 (2012):', { y: 300 }),
      makeLine('73-92.', { y: 312, x: 101 }),
    ];
    const contact = extractContact(lines, []);
    expect(contact.fullName).toBe('A. Sean Pue');
    expect(contact.phone).toBe('');
    // A four-digit area code in brackets opens with a 0 and stays a phone.
    expect(extractContact([makeLine('Tel: (0161) 496 0000')], []).phone).toBe('(0161) 496 0000');
  });
});

describe('extractContact under a document title', () => {
  it('reads the name under RESUME or Summary as the page’s first line, and a surname that is also a word', () => {
    for (const title of ['RESUME', 'Summary']) {
      const lines = [
        makeLine(title, { y: 10, x: 0, right: 500 }),
        makeLine('Juan Dela Cruz', { y: 30, x: 0, right: 500 }),
      ];
      expect(extractContact(lines, []).fullName).toBe('Juan Dela Cruz');
    }
    expect(extractContact([makeLine('Melissa Bank', { size: 18 })], []).fullName).toBe('Melissa Bank');
  });
});

describe('extractContact with names set in other ways', () => {
  it('reads a nickname in brackets or quotes as part of the name', () => {
    const name = (text: string) =>
      extractContact([makeLine(text, { size: 32, y: 40 }), makeLine('Forest Park, IL', { size: 9, y: 80 })], [])
        .fullName;
    expect(name('YangFei (Fei) Zhou')).toBe('YangFei (Fei) Zhou');
    expect(name('Robert “Bob” Lee')).toBe('Robert “Bob” Lee');
    // A place or a credential in brackets makes no name.
    const lines = [makeLine('Berlin (Germany)', { size: 20, y: 40 }), makeLine('Jane Smith', { size: 20, y: 70 })];
    expect(extractContact(lines, []).fullName).toBe('Jane Smith');
  });

  it('joins a given name set small over the surname set large', () => {
    const lines = [
      makeLine('Andrej', { size: 12, x: 32, y: 40, right: 80 }),
      makeLine('Zelník', { size: 26, x: 26, y: 56, right: 120 }),
      makeLine('PLATFORM ENGINEER', { size: 7.5, x: 26, y: 90 }),
      makeLine('Builds and scales internal developer platforms on Kubernetes.', { size: 7.5, x: 26, y: 100 }),
      makeLine('Combines hands-on infrastructure ownership with a developer background.', { size: 7.5, x: 26, y: 110 }),
    ];
    expect(extractContact(lines, []).fullName).toBe('Andrej Zelník');
  });
});
