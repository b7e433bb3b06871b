import { describe, it, expect } from 'vitest';
import { repairText } from './repair-text.ts';

describe('repairText', () => {
  it('spells out ligatures and drops soft hyphens and zero-width spaces', () => {
    expect(repairText('Eﬃcient ﬁnance work\u00ADflow\u200B')).toBe('Efficient finance workflow');
  });

  it('drops a space set before a full stop that ends a word, and keeps an ellipsis of spaced stops', () => {
    expect(repairText('G Yu, DK Smith, TTY Lam . ggtree: an R package')).toBe(
      'G Yu, DK Smith, TTY Lam. ggtree: an R package',
    );
    expect(repairText('Bioinformatics . 2015')).toBe('Bioinformatics. 2015');
    expect(repairText('and so on . . .')).toBe('and so on. . .');
  });

  it('reads a lone underscore between words as a bar, and leaves one inside a word or handle alone', () => {
    expect(repairText('Laterooms _ Manchester (city centre)')).toBe('Laterooms | Manchester (city centre)');
    expect(repairText('Nov 2019 - Present _ DevOps Engineer')).toBe('Nov 2019 - Present | DevOps Engineer');
    expect(repairText('github.com/jane_doe and snake_case __init__')).toBe(
      'github.com/jane_doe and snake_case __init__',
    );
  });

  it('joins letter-spaced capitals and splits a glued TO before a month', () => {
    expect(repairText('J U LY 2022 T O P R E S E N T')).toBe('JULY 2022 TO PRESENT');
    expect(repairText('D E C E M B E R 2020 T O M A R C H 2022')).toBe('DECEMBER 2020 TO MARCH 2022');
  });

  it('joins a date set in tracked small capitals, and no other digits', () => {
    expect(repairText('M AY 2 0 2 2 TO PRESENT')).toBe('MAY 2022 TO PRESENT');
    expect(repairText('JUN 2 0 1 9 TO FEB 2 0 2 2')).toBe('JUN 2019 TO FEB 2022');
    expect(repairText('2 0 2 0 - 1 2 T O 2 0 2 3 - 11')).toBe('2020-12 T O 2023-11');
    expect(repairText('0 2 / 2 0 2 2 T O 0 7 / 2 0 2 3')).toBe('02/2022 T O 07/2023');
    expect(repairText('11 / 2 0 2 3 TO PRESENT')).toBe('11/2023 TO PRESENT');
    expect(repairText('2019 - 11 months')).toBe('2019 - 11 months');
    expect(repairText('Rated 4 / 2020')).toBe('Rated 4 / 2020');
    expect(repairText('Call +1 2 0 1 5 5')).toBe('Call +1 2 0 1 5 5');
    expect(repairText('Rated 1 2 3 4 by A PR team')).toBe('Rated 1 2 3 4 by A PR team');
  });

  it('restores a space lost after a full stop and after a year glued to a duration', () => {
    expect(repairText('Led the team.Shipped it')).toBe('Led the team. Shipped it');
    expect(repairText('Jul, 2021 - Jan, 20231 year 6 months')).toBe('Jul, 2021 - Jan, 2023 1 year 6 months');
  });

  it('reads full-width forms and minus signs as their ASCII marks', () => {
    expect(repairText('Company Name \uFF0D City \uFF0C State')).toBe('Company Name - City, State');
    expect(repairText('Skills\uFF1A SQL\uFF08Postgres\uFF09')).toBe('Skills: SQL(Postgres)');
    expect(repairText('2019 \u2212 2021 \u2015 Acme')).toBe('2019 - 2021 — Acme');
    expect(repairText('Houston , TX')).toBe('Houston, TX');
  });

  it('reads vertical bars drawn with other glyphs as the pipe', () => {
    expect(repairText('LetScan \u2016 Nantes, France')).toBe('LetScan | Nantes, France');
    expect(repairText('Rust \u2502 Go \u00A6 SQL \uFF5C Bash')).toBe('Rust | Go | SQL | Bash');
  });

  it('drops an icon font ligature name read before the words it marks, and keeps a snake_case name in a sentence', () => {
    expect(repairText('check_circle_outlined Reduced CI build time by 62%')).toBe('Reduced CI build time by 62%');
    expect(repairText('Renamed user_id to account_id in 40 services')).toBe(
      'Renamed user_id to account_id in 40 services',
    );
  });

  it('puts an accent drawn as a glyph of its own (TeX without T1 fonts) on its letter', () => {
    expect(repairText('Łukasz P. Wi\u00B4sniewski')).toBe('Łukasz P. Wiśniewski');
    expect(repairText('Suski, Kope\u00B4 c and Kujawa')).toBe('Suski, Kopeć and Kujawa');
    expect(repairText('Łukasz P. Wi \u00B4sniewski')).toBe('Łukasz P. Wiśniewski');
    expect(repairText('Jana Dvo\u02C7r\u00B4akov\u00B4a, M\u00A8uller, Franc\u00B8ois, Ad`ele')).toBe(
      'Jana Dvořáková, Müller, François, Adèle',
    );
    // No letter takes the mark, or a backquote that quotes: left as printed.
    expect(repairText('Rated 4\u00B4 5, said `Hello`')).toBe('Rated 4\u00B4 5, said `Hello`');
  });

  it('leaves ordinary text and acronyms alone', () => {
    expect(repairText('AWS and GCP at IBM')).toBe('AWS and GCP at IBM');
  });
});

describe('repairText with dashes fonts draw oddly', () => {
  it('reads a soft hyphen after a date as the range dash, and non-breaking hyphens as hyphens', () => {
    expect(repairText('Jan 2019\u00ADMar 2021')).toBe('Jan 2019 - Mar 2021');
    expect(repairText('2016\u00AD2018')).toBe('2016 - 2018');
    expect(repairText('+1\u2011202\u2011555\u20110196')).toBe('+1-202-555-0196');
  });
});

describe('repairText with a year range run onto a name', () => {
  it('spaces a line’s year or range run onto the name after it, and leaves a year with a code alone', () => {
    expect(repairText('2014University of Birmingham')).toBe('2014 University of Birmingham');
    expect(repairText('2017 > PresentSelf-Employed / Employed')).toBe('2017 > Present Self-Employed / Employed');
    expect(repairText('2019Q1 revenue report')).toBe('2019Q1 revenue report');
    expect(repairText('Joined in 2014University')).toBe('Joined in 2014University');
  });

  it('spaces `Goodwin2021 - Present` and leaves a name with a number in it alone', () => {
    expect(repairText('Stanton, Wuckert and Goodwin2021 - Present')).toBe(
      'Stanton, Wuckert and Goodwin 2021 - Present',
    );
    expect(repairText('King’s College London2009 - 2013')).toBe('King’s College London 2009 - 2013');
    expect(repairText('Windows2000 migration')).toBe('Windows2000 migration');
  });
});

describe('repairText with a tracked year whose last two digits are one run', () => {
  it('joins `2 0 11` as it joins `2 0 1 1`, and leaves a phone number alone', () => {
    expect(repairText('SEPTEMBER 2 0 11 TO MAY 2 0 1 5')).toBe('SEPTEMBER 2011 TO MAY 2015');
    expect(repairText('+1 2 0 11 555 0199')).toBe('+1 2 0 11 555 0199');
  });
});
