import { describe, it, expect } from 'vitest';
import { extractExperience } from './extract-experience.ts';
import { extractEducation } from './extract-education.ts';
import { extractSkills } from './extract-skills.ts';
import { extractPublications } from './extract-credentials.ts';
import { makeLine } from './test-files/make-line.ts';

describe('extractExperience', () => {
  it('reads company-above-title entries with unmarked sentence bullets and re-joins wrapped lines', () => {
    const lines = [
      makeLine('Globex GmbH', { size: 12 }),
      makeLine('Mar 2019 - Present'),
      makeLine('Backend Developer'),
      makeLine('Cut the p95 latency of the orders API from 800 ms to 200 ms by adding', { x: 70, isBullet: true }),
      makeLine('a cache', { x: 70 }),
      makeLine('Mentored four junior developers through their first year', { x: 70, isBullet: true }),
    ];
    expect(extractExperience(lines)).toEqual([
      {
        title: 'Backend Developer',
        company: 'Globex GmbH',
        start: 'Mar 2019',
        end: 'Present',
        description: [
          'Cut the p95 latency of the orders API from 800 ms to 200 ms by adding a cache',
          'Mentored four junior developers through their first year',
        ],
      },
    ]);
  });
});

describe('extractEducation', () => {
  it('joins degree and field and reads a grade', () => {
    const lines = [
      makeLine('Computer Science, B.Sc., University of Lagos'),
      makeLine('2014 - 2018'),
      makeLine('GPA: 3.7/4.0'),
    ];
    expect(extractEducation(lines)).toEqual([
      {
        degree: 'B.Sc. in Computer Science',
        university: 'University of Lagos',
        start: '2014',
        end: '2018',
        gpa: '3.7/4.0',
      },
    ]);
  });
});

describe('extractSkills', () => {
  it('reads Category: list lines, category headers over bullets, and tag rows', () => {
    const lines = [
      makeLine('Languages: TypeScript, Go (1.22), SQL'),
      makeLine('Cloud', { isBold: true }),
      makeLine('AWS', { x: 70, isBullet: true }),
      makeLine('GCP', { x: 70, isBullet: true }),
    ];
    expect(extractSkills(lines)).toEqual([
      { category: 'Languages', technologies: ['TypeScript', 'Go (1.22)', 'SQL'] },
      { category: 'Cloud', technologies: ['AWS', 'GCP'] },
    ]);
    const tags = makeLine('Figma Sketch Adobe XD', { chunks: ['Figma', 'Sketch', 'Adobe XD'], chunkXs: [0, 60, 120] });
    expect(extractSkills([tags])).toEqual([{ category: '', technologies: ['Figma', 'Sketch', 'Adobe XD'] }]);
  });
});

describe('extractPublications', () => {
  it('reads title, publisher and date from one line each', () => {
    const lines = [
      makeLine('Scaling Queues in Practice, ACM Queue, July 2018'),
      makeLine('On Remote Teams, Harvard Business Review, 03/2016'),
    ];
    expect(extractPublications(lines)).toEqual([
      { title: 'Scaling Queues in Practice', publisher: 'ACM Queue', date: 'July 2018', url: '' },
      { title: 'On Remote Teams', publisher: 'Harvard Business Review', date: '03/2016', url: '' },
    ]);
  });
});
