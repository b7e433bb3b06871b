import { describe, it, expect } from 'vitest';
import { findDateRange, isDateFragment, normaliseDate, removeDate } from './find-dates.ts';

describe('isDateFragment', () => {
  it('takes the pieces of a range wrapped in a narrow column, and no word that only starts like a month', () => {
    expect(['April 2021 -', 'present', 'December', '2018 -', 'Jan 2019 – Present'].every(isDateFragment)).toBe(true);
    expect(['Mayor', 'Software', '2019 Google', '-'].some(isDateFragment)).toBe(false);
  });
});

describe('findDateRange', () => {
  it.each([
    ['Jan 2020 – Present', 'Jan 2020', 'Present'],
    ['2019-03 - 2021-11', '2019-03', '2021-11'],
    ['03/2019 to 05/2020', '03/2019', '05/2020'],
    ['2018 - 2020', '2018', '2020'],
    ['Summer 2017', 'Summer 2017', ''],
    ['May, 2023 - Present', 'May 2023', 'Present'],
    ['September 2016 — May 2018', 'September 2016', 'May 2018'],
    ['2023-05 T O P R E S E N T', '2023-05', 'Present'],
    ['2019 - est.2023', '2019', '2023'],
    ['Sep 2021 – expected May 2025', 'Sep 2021', 'May 2025'],
    ['Issued on: Jul 01, 2020', 'Jul 2020', ''],
    ['1st March 2019 - 3 June 2021', 'March 2019', 'June 2021'],
    ['2020-Nov - Present', 'Nov 2020', 'Present'],
    ['2019 Mar – 2021 Oct', 'Mar 2019', 'Oct 2021'],
    ['2020-Nova Scotia', '2020', ''],
    ['Sep 2016 → Jun 2018', 'Sep 2016', 'Jun 2018'],
    ['2015 ‒ 2019', '2015', '2019'],
    ['03/2019 bis 05/2021', '03/2019', '05/2021'],
    ['janv. 2019 à déc. 2021', 'Jan 2019', 'Dec 2021'],
    ['Jan-2017 to Dec-2019', 'Jan-2017', 'Dec-2019'],
    ['Junho-2017', 'Junho-2017', ''],
    ['jun/2017 - atual', 'jun/2017', 'Present'],
    ['15-Mar-2019 to 20-Jun-2021', 'Mar 2019', 'Jun 2021'],
    ['15.03.2019 – 20.06.2021', '03.2019', '06.2021'],
    ['03/15/2019 - 06/20/2021', '03/2019', '06/2021'],
    ['set/2018 – out/2019', 'Sep 2018', 'Oct 2019'],
  ])('reads %s as a start and an end kept as written', (text, start, end) => {
    const range = findDateRange(text);
    expect(range?.start).toBe(start);
    expect(range?.end).toBe(end);
  });

  it('reads the Spanish and Portuguese abbreviations that are English words as months only when capitalised before a year', () => {
    expect(findDateRange('Ago 2024 – Ago 2025')).toMatchObject({ start: 'Aug 2024', end: 'Aug 2025' });
    expect(findDateRange('Ene 2021 – Sep 2022')).toMatchObject({ start: 'Jan 2021', end: 'Sep 2022' });
    expect(findDateRange('Out 2019 – Set 2020, Vale S.A.')).toMatchObject({ start: 'Oct 2019', end: 'Sep 2020' });
    expect(findDateRange('joined two years ago 2019')).toMatchObject({ start: '2019', end: '' });
    expect(findDateRange('Set 2019 sales targets with the team')).toMatchObject({ start: '2019', end: '' });
    const found = findDateRange('Ago 2024 – Ago 2025 Científico de Datos')!;
    expect(removeDate('Ago 2024 – Ago 2025 Científico de Datos', found)).toBe('Científico de Datos');
  });

  it('reads `>` typed for a dash between two dates as a range', () => {
    expect(findDateRange('2017 > Present Self-Employed')).toMatchObject({ start: '2017', end: 'Present' });
    expect(findDateRange('2014 > 2017')).toMatchObject({ start: '2014', end: '2017' });
  });

  it('finds a range after a title and leaves the title when removed', () => {
    const text = 'Data Analyst, Acme (Nov 2019 - Mar 2021)';
    const range = findDateRange(text)!;
    expect(removeDate(text, range)).toBe('Data Analyst, Acme');
  });

  it('gives a month with no year of its own the year it shares with the end of its range', () => {
    expect(findDateRange('June-July 2017 Programmer Trainee')).toMatchObject({
      start: 'June 2017',
      end: 'July 2017',
      raw: 'June-July 2017',
    });
    expect(findDateRange('mai à juin 2020')).toMatchObject({ start: 'mai 2020', end: 'juin 2020' });
    expect(findDateRange('Dec – Feb 2020')).toMatchObject({ start: 'Dec 2019', end: 'Feb 2020' });
    expect(findDateRange('Jan 2019 - Mar 2020')).toMatchObject({ start: 'Jan 2019', end: 'Mar 2020' });
  });

  it("reads two hyphens typed for a dash as a range's dash", () => {
    expect(findDateRange('San Jose State University 2011 -- 2014')).toMatchObject({ start: '2011', end: '2014' });
    expect(findDateRange('Nov 2020 -- Present')).toMatchObject({ start: 'Nov 2020', end: 'Present' });
  });

  it('reads two dates alone on a line, in order, as a range whose dash was lost', () => {
    expect(findDateRange('2013 2015')).toMatchObject({ start: '2013', end: '2015' });
    expect(findDateRange('• Sep 2020 Jun 2022')).toMatchObject({ start: 'Sep 2020', end: 'Jun 2022' });
    expect(findDateRange('Sep 2020 Present')).toMatchObject({ start: 'Sep 2020', end: 'Present' });
    // Out of order, the same year twice, or words beside them: two dates, the first kept.
    expect(findDateRange('2015 2013')).toMatchObject({ start: '2015', end: '' });
    expect(findDateRange('2024 2024')).toMatchObject({ start: '2024', end: '' });
    expect(findDateRange('Led 2013 2015')).toMatchObject({ start: '2013', end: '' });
  });

  it('does not read a number that is not a year as a date', () => {
    expect(findDateRange('Cut latency by 3500 ms for 12 teams')).toBeNull();
  });

  it('reads a month with a two-digit year after an apostrophe or glued to it, and no bare two digits', () => {
    expect(findDateRange("Data Analyst, Acme  May '21 – Aug ’22")).toMatchObject({ start: "May '21", end: 'Aug ’22' });
    expect(findDateRange('Data Scientist at Sedex; Jun18 - Nov18')).toMatchObject({ start: 'Jun18', end: 'Nov18' });
    expect(findDateRange('Data Scientist at Samsung; Nov18 - now')).toMatchObject({ start: 'Nov18', end: 'Now' });
    expect(normaliseDate("May '21")).toBe('2021-05');
    expect(normaliseDate('Nov98')).toBe('1998-11');
    // A day after a month is no year, nor is a month glued to three digits.
    expect(findDateRange('Met on March 15 with 12 teams')).toBeNull();
    expect(findDateRange('Shipped Jun180 units')).toBeNull();
  });
});

describe('findDateRange with a range printed from its end back to its start', () => {
  const read = (text: string) => {
    const range = findDateRange(text);
    return range && [range.start, range.end];
  };

  it('gives the earlier date as the start', () => {
    expect(read('2022 - 2021')).toEqual(['2021', '2022']);
    expect(read('Dec 2021 – Jan 2021')).toEqual(['Jan 2021', 'Dec 2021']);
    expect(read('Current - 2022')).toEqual(['2022', 'Current']);
    expect(read('Reporter | Present – Jan 2020')).toEqual(['Jan 2020', 'Present']);
    // The same year with and without a month is no plain order; a sentence's `now` opens no range.
    expect(read('2021 - Mar 2021')).toEqual(['2021', 'Mar 2021']);
    expect(read('Nov 2019 – Feb 2020')).toEqual(['Nov 2019', 'Feb 2020']);
    expect(read('Worked here now - 2020 budget')).toEqual(['2020', '']);
  });

  it('keeps the order where the reading is a guess: a season in its year, a two-digit year, a full date, a year to come', () => {
    expect(read('Winter 2020 - Spring 2020')).toEqual(['Winter 2020', 'Spring 2020']);
    expect(read('Winter 2021 - Fall 2019')).toEqual(['Fall 2019', 'Winter 2021']);
    expect(read("Aug '24 – May '28")).toEqual(["Aug '24", "May '28"]);
    expect(read('06/15/2018 - 08/03/2018')?.[0]).toBe('06/2018');
    expect(read(`Ongoing - ${new Date().getFullYear() + 1}`)).toEqual([String(new Date().getFullYear() + 1), '']);
  });
});

describe('findDateRange with a month and a two-digit year in figures', () => {
  it('reads them as a range standing alone, in order, and no fraction or score', () => {
    expect(findDateRange('10/19 - 6/20')).toMatchObject({ start: '10/19', end: '6/20' });
    expect(findDateRange('01/17 – present')).toMatchObject({ start: '01/17', end: 'Present' });
    expect(normaliseDate('6/20')).toBe('2020-06');
    expect(normaliseDate('10/98')).toBe('1998-10');
    expect(findDateRange('Rated 10/10 by users')).toBeNull();
    expect(findDateRange('Won 6/20 - 3/15 of the matches')).toBeNull();
    expect(findDateRange('Rating 8/10 – 9/10')).toBeNull();
    expect(findDateRange('(05/16 to 09/16)')).toMatchObject({ start: '05/16', end: '09/16' });
  });

  it('reads such a range opening a line before a capital, as a date column run into the text', () => {
    expect(findDateRange('01/13–12/22 Attending Physician Turku City Hospital')).toMatchObject({
      start: '01/13',
      end: '12/22',
      raw: '01/13–12/22',
      index: 0,
    });
    expect(findDateRange('Won 6/20 - 3/15 of the matches')).toBeNull();
    expect(findDateRange('6/20 - 3/15 of the matches')).toBeNull();
    expect(findDateRange('8/10 – 9/10 rating from customers')).toBeNull();
  });
});

describe('normaliseDate', () => {
  it.each([
    ['Jan 2020', '2020-01'],
    ['03/2019', '2019-03'],
    ['2019-3', '2019-03'],
    ['Summer 2017', '2017-06'],
    ['2018', '2018'],
    ['Present', 'present'],
    ['soon', ''],
  ])('normalises %s to %s', (date, expected) => {
    expect(normaliseDate(date)).toBe(expected);
  });
});

describe('dates written in other languages', () => {
  it.each([
    ['Juil. 2021 - Nov. 2022', '2021-07', '2022-11'],
    ["Mars 2023 - Aujourd'hui", '2023-03', 'present'],
    ['septembre 2017 - juillet 2021', '2017-09', '2021-07'],
    ['März 2020 – heute', '2020-03', 'present'],
    ['2023 - jetzt', '2023', 'present'],
    ['2021 - maintenant', '2021', 'present'],
    ['2020 - ahora', '2020', 'present'],
    ['enero 2019 - actualidad', '2019-01', 'present'],
    ['augusti 2015 - pågående', '2015-08', 'present'],
    ['maj 2019 – obecnie', '2019-05', 'present'],
    ['październik 2012 - grudzień 2014', '2012-10', '2014-12'],
    ['marts 2018 - desember 2020', '2018-03', '2020-12'],
    ['sep 2016 – heden', '2016-09', 'present'],
    ['Sommaren 2003', '2003-06', ''],
    ['Wintersemester 2019 - Sommersemester 2021', '2019-10', '2021-04'],
    ['été 2019 - hiver 2020', '2019-06', '2020-12'],
  ])('reads %s', (text, start, end) => {
    const range = findDateRange(text);
    expect([normaliseDate(range?.start ?? ''), normaliseDate(range?.end ?? '')]).toEqual([start, end]);
  });

  it('prefers a range to an earlier word that names a month', () => {
    const range = findDateRange('Universidade Católica do Rio de Janeiro 2018-09 — 2022-05');
    expect(range).toMatchObject({ start: '2018-09', end: '2022-05' });
  });

  it('keeps such dates with English month names, as the app and its templates are in English', () => {
    expect(findDateRange("Juil. 2021 - Aujourd'hui")).toMatchObject({ start: 'Jul 2021', end: 'Present' });
    expect(findDateRange('März 2020 – Sept 2021')).toMatchObject({ start: 'Mar 2020', end: 'Sept 2021' });
  });

  it('keeps an English word that is a month abbreviation elsewhere out of dates', () => {
    expect(findDateRange('Rolled out 2023 roadmap')?.start).toBe('2023');
  });
});

describe('findDateRange with an end year in two digits or an end in words', () => {
  it('reads 2015-16 as 2015 to 2016, and leaves 2019-05 the month it is', () => {
    expect(findDateRange('2015-16 Universidad Pablo de Olavide')).toMatchObject({
      start: '2015',
      end: '2016',
      raw: '2015-16',
    });
    expect(findDateRange('1998–99')).toMatchObject({ start: '1998', end: '1999' });
    expect(findDateRange('2019-05 Acme')).toMatchObject({ start: '2019-05', end: '' });
    // An earlier year or one too far on is no end.
    expect(findDateRange('2015-14')).toMatchObject({ start: '2015', end: '' });
    expect(findDateRange('2015-48')).toMatchObject({ start: '2015', end: '' });
    // A count after a year is no end: spaces round the dash, or a unit after the digits.
    expect(findDateRange('Led team in 2017 – 30 engineers')).toMatchObject({ start: '2017', end: '' });
    expect(findDateRange('2017-18 months contract')).toMatchObject({ start: '2017', end: '' });
  });

  it('reads "to date" in Spanish, French, Portuguese, Italian and Dutch as the present', () => {
    for (const text of [
      '2017-hasta la fecha',
      '2017 – à ce jour',
      '2017 - até hoje',
      '2017 - ad oggi',
      '2017 - tot nu',
    ]) {
      expect(findDateRange(text)).toMatchObject({ start: '2017', end: 'Present' });
    }
  });
});

describe('findDateRange with a lone date that still goes on, and a spaced short end year', () => {
  it('ends `since 2019` (and `seit`, `depuis`, `desde`) at present', () => {
    for (const text of ['since 2019', 'Seit 2019', 'depuis 2019', 'desde 2019', 'Engineer since March 2020'])
      expect(findDateRange(text)?.end).toBe('Present');
    expect(findDateRange('2019')?.end).toBe('');
    // Not when an end follows that is not read as one.
    expect(findDateRange('desde 2015 hasta el 2018')?.end).not.toBe('Present');
  });
  it('takes the word `since` with its date, so no name is left of it', () => {
    const rest = (text: string) => removeDate(text, findDateRange(text)!);
    expect(rest('DESDE 2023')).toBe('');
    expect(rest('Analyst, Acme (since 2019)')).toBe('Analyst, Acme');
    expect(rest('seit März 2020 bei Siemens')).toBe('bei Siemens');
    expect(rest('Sincere thanks 2019')).toBe('Sincere thanks');
  });
  it('reads `2020 – 21` as 2020 to 2021 before the end, a mark or a capital, not before a count', () => {
    expect(findDateRange('2020 – 21')).toMatchObject({ start: '2020', end: '2021' });
    expect(findDateRange('2020 - 21, Oxford')).toMatchObject({ start: '2020', end: '2021' });
    expect(findDateRange('2020 – 21 University of Oxford')).toMatchObject({ start: '2020', end: '2021' });
    expect(findDateRange('2020 - 21 students')).toMatchObject({ start: '2020', end: '' });
  });
});

describe('words of other languages that are no dates in these', () => {
  it('keeps `Marca` (a brand) and `Estate` (real estate) out of dates', () => {
    expect(findDateRange('Gerente de Marca, 2018 - 2020')).toMatchObject({ start: '2018', end: '2020' });
    expect(findDateRange('Compass Real Estate 2019 – Present')).toMatchObject({ start: '2019', end: 'Present' });
  });

  it('reads `Month de Year` and `a` between the dates in Spanish and Portuguese', () => {
    expect(findDateRange('Noviembre de 2023 – Actualidad')).toMatchObject({ start: 'Nov 2023', end: 'Present' });
    expect(findDateRange('março de 2019 a maio de 2023')).toMatchObject({ start: 'Mar 2019', end: 'May 2023' });
    expect(findDateRange('1 de marzo de 2024 - 30 de junio de 2025')).toMatchObject({
      start: 'Mar 2024',
      end: 'Jun 2025',
    });
  });
});
