import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mapJobSpyCsv, markdownToHtml, parseCsv } from './jobspy-csv.ts';

const csv = readFileSync(new URL('./test-files/jobspy-demo.csv', import.meta.url), 'utf8');

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi""\nthere"\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"\nthere'],
    ]);
  });
});

describe('markdownToHtml', () => {
  it('turns paragraphs, bullets and bold into HTML and escapes markup', () => {
    expect(markdownToHtml('**Nurse**\n\n* Care\n* Records\n\n<b>x</b>')).toBe(
      '<p><strong>Nurse</strong></p><ul><li>Care</li><li>Records</li></ul><p>&lt;b&gt;x&lt;/b&gt;</p>',
    );
  });
});

describe('mapJobSpyCsv', () => {
  it('maps rows to postings, keeps the portal link, dedupes and skips rows without a web link', () => {
    const postings = mapJobSpyCsv(csv, new Date('2026-06-15T00:00:00Z'));
    expect(postings).toHaveLength(2);
    const [nurse, analyst] = postings;
    expect(nurse).toMatchObject({
      portal: 'indeed',
      jobId: 'in-a1b2c3d4e5f6',
      company: 'Demo — Harbor Health',
      jobType: 'full-time',
      city: 'Austin',
      region: 'TX',
      salaryYearly: 91_500,
      portalLink: 'https://www.indeed.com/viewjob?jk=a1b2c3d4e5f6',
      source: 'indeed via JobSpy',
      datePosted: '2026-06-02T00:00:00.000Z',
    });
    expect(nurse!.descriptionHtml).toContain('<li>Patient care</li>');
    expect(analyst).toMatchObject({
      remote: 'remote',
      country: 'GB',
      city: 'London',
      jobType: 'full-time',
      salaryYearly: null,
    });
    expect(analyst!.descriptionHtml).not.toContain('<script');
  });
});
