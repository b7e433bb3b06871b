import { describe, expect, it } from 'vitest';
import { resumeSchema } from './schema.ts';
import { isDefaultSectionOrder, normaliseSectionOrder, SECTION_NAMES, sectionOrderSchema } from './section-order.ts';

describe('normaliseSectionOrder', () => {
  it('gives the default order when there is none', () => {
    expect(normaliseSectionOrder(undefined)).toEqual([...SECTION_NAMES]);
    expect(normaliseSectionOrder(null)).toEqual([...SECTION_NAMES]);
    expect(normaliseSectionOrder([])).toEqual([...SECTION_NAMES]);
  });

  it('keeps a full order as given', () => {
    const order = ['skills', 'education', 'profile', 'publications', 'experience', 'certifications', 'projects'];
    expect(normaliseSectionOrder(order)).toEqual(order);
  });

  it('puts the named sections first and the others after them in the default order', () => {
    expect(normaliseSectionOrder(['education', 'skills'])).toEqual([
      'education',
      'skills',
      'profile',
      'experience',
      'projects',
      'certifications',
      'publications',
    ]);
  });

  it('leaves out unknown names and repeats, keeping the first place of a repeated name', () => {
    expect(normaliseSectionOrder(['hobbies', 'projects', 7, 'education', 'projects', null])).toEqual([
      'projects',
      'education',
      'profile',
      'experience',
      'skills',
      'certifications',
      'publications',
    ]);
  });

  it('tells a default order from a chosen one', () => {
    expect(isDefaultSectionOrder(undefined)).toBe(true);
    expect(isDefaultSectionOrder(['profile', 'experience'])).toBe(true);
    expect(isDefaultSectionOrder(['experience'])).toBe(false);
  });
});

describe('the sectionOrder field', () => {
  it('is optional: a resume without it has none, as old resumes stored before it existed', () => {
    expect(resumeSchema.parse({ fullName: 'Jo' }).sectionOrder).toBeUndefined();
  });

  it('completes a partial order to every section', () => {
    expect(resumeSchema.parse({ sectionOrder: ['skills'] }).sectionOrder).toEqual([
      'skills',
      'profile',
      'experience',
      'education',
      'projects',
      'certifications',
      'publications',
    ]);
  });

  it('refuses an unknown name', () => {
    const result = resumeSchema.safeParse({ sectionOrder: ['experience', 'hobbies'] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['sectionOrder', 1]);
  });

  it('refuses a name listed twice and more names than sections', () => {
    const twice = sectionOrderSchema.safeParse(['skills', 'education', 'skills']);
    expect(twice.success).toBe(false);
    expect(twice.error?.issues[0]?.message).toBe('Each section may be listed only once');
    expect(sectionOrderSchema.safeParse([...SECTION_NAMES, 'skills']).success).toBe(false);
  });

  it('keeps its value through a second parse (what the server stores reads back the same)', () => {
    const once = resumeSchema.parse({ sectionOrder: ['projects', 'experience'] });
    expect(resumeSchema.parse(once)).toEqual(once);
  });
});
