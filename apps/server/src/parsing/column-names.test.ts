import { describe, it, expect } from 'vitest';
import { isColumnNames, schoolColumnsOf, withoutColumnNames } from './column-names.ts';
import { makeLine } from './test-files/make-line.ts';

const row = (cells: string[], over = {}) => makeLine(cells.join(' '), { parts: cells, ...over });

describe('isColumnNames', () => {
  it('finds the row of column names over a table of languages, tools or certificates', () => {
    expect(isColumnNames(row(['Sprache', 'Niveau']), row(['Deutsch', 'Muttersprache']))).toBe(true);
    expect(isColumnNames(row(['Bereich', 'Tools']), row(['Office', 'MS Word, MS Excel']))).toBe(true);
    expect(isColumnNames(row(['Certificate', 'Issuer', 'Date']), row(['AWS SAA', 'Amazon', '2023']))).toBe(true);
  });

  it('keeps the names of skill groups over their items, a lone name and a row with no table under it', () => {
    expect(isColumnNames(row(['Languages', 'Certifications']), row(['Hindi', 'PALS']))).toBe(false);
    expect(isColumnNames(row(['Languages', 'Level'], { size: 18 }), row(['Hindi', 'Native']))).toBe(false);
    expect(isColumnNames(row(['Level']), row(['Native']))).toBe(false);
    expect(isColumnNames(row(['Language', 'Level']), makeLine('German, English'))).toBe(false);
    expect(isColumnNames(row(['Office', 'Level']), row(['Word', 'Expert']))).toBe(false);
    expect(isColumnNames(row(['Languages', 'Data']), row(['Python, Scala', 'Spark, Kafka']))).toBe(false);
  });

  it('leaves the rows under the names', () => {
    const lines = [row(['Zertifikat', 'Details']), row(['Google Ads', 'Udemy, 06.06.2023'])];
    expect(withoutColumnNames(lines).map((l) => l.text)).toEqual(['Google Ads Udemy, 06.06.2023']);
  });
});

describe('schoolColumnsOf', () => {
  it('names the field under each column of a table of schooling', () => {
    expect(schoolColumnsOf(['Degree', 'Institution', 'Year', 'Percentage'])).toEqual([
      'degree',
      'university',
      'end',
      'gpa',
    ]);
    expect(schoolColumnsOf(['Zeitraum', 'Ausbildung', 'Institution'])).toEqual(['end', 'degree', 'university']);
    expect(schoolColumnsOf(['Examination', 'Board/University', 'Year of Passing'])).toEqual([
      'degree',
      'university',
      'end',
    ]);
  });

  it('reads no table from a row that names no degree or school, or only a degree and a grade', () => {
    expect(schoolColumnsOf(['Sprache', 'Niveau'])).toBeNull();
    expect(schoolColumnsOf(['Year', 'Percentage'])).toBeNull();
    expect(schoolColumnsOf(['Degree', 'Grade'])).toBeNull();
    expect(schoolColumnsOf(['Degree'])).toBeNull();
  });
});
