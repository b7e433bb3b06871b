import { describe, it, expect } from 'vitest';
import { findSections, matchHeading } from './find-sections.ts';
import { makeLine } from './test-files/make-line.ts';

describe('matchHeading', () => {
  it.each([
    ['Work History', 'experience'],
    ['PROFESSIONAL EXPERIENCE', 'experience'],
    ['Technical Skills:', 'skills'],
    ['Licenses & Certifications', 'certifications'],
    ['Publications', 'publications'],
    ['E D U C A T I O N', 'education'],
    ['Summary', 'profile'],
  ])('reads %s as %s', (text, name) => {
    expect(matchHeading(text)).toBe(name);
  });

  it('does not read a sentence as a heading', () => {
    expect(matchHeading('Experience with large teams')).toBeNull();
  });
});

describe('findSections', () => {
  it('splits lines at headings and keeps a smaller skill category named like a heading inside Skills', () => {
    const lines = [
      makeLine('Jane Doe', { size: 20 }),
      makeLine('Experience', { size: 14 }),
      makeLine('Engineer, Acme'),
      makeLine('Education', { size: 14 }),
      makeLine('MIT'),
      makeLine('Skills', { size: 14 }),
      makeLine('Languages', { size: 11 }),
      makeLine('Go, Rust'),
    ];
    const sections = findSections(lines);
    expect(sections.map((s) => s.name)).toEqual(['header', 'experience', 'education', 'skills']);
    expect(sections[3]?.lines.map((l) => l.text)).toEqual(['Languages', 'Go, Rust']);
  });
});
