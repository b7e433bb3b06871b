import { describe, expect, it } from 'vitest';
import { emptyResume, type Resume } from '@vitae/shared/resume/schema';
import { SECTION_NAMES } from '@vitae/shared/resume/section-order';
import { hasSectionContent, listSections, moveSection, removeSection, restoreSection } from './section-ops.ts';

const resume = (): Resume => ({
  ...emptyResume(),
  profile: 'Engineer who ships.',
  experience: [{ title: 'Engineer', company: 'Acme', start: '2020', end: '', description: ['Built it'] }],
  skills: [{ category: 'Languages', technologies: ['Go'] }],
});

describe('resume editor section operations', () => {
  it('lists the default order until a section moves, then stores the full order', () => {
    const r = resume();
    expect(listSections(r)).toEqual([...SECTION_NAMES]);
    const moved = moveSection(r, listSections(r).indexOf('skills'), 0);
    expect(moved.sectionOrder).toEqual([
      'skills',
      'profile',
      'experience',
      'education',
      'projects',
      'certifications',
      'publications',
    ]);
    expect(moveSection(moved, 0, 1).sectionOrder?.slice(0, 2)).toEqual(['profile', 'skills']);
    expect(r.sectionOrder).toBeUndefined();
  });

  it('ignores a move past either end', () => {
    const r = resume();
    expect(moveSection(r, 0, -1).sectionOrder).toEqual([...SECTION_NAMES]);
    expect(moveSection(r, SECTION_NAMES.length - 1, SECTION_NAMES.length).sectionOrder).toEqual([...SECTION_NAMES]);
  });

  it('removes a whole section and undoes it, keeping what was typed after the removal', () => {
    const r = resume();
    const { resume: cleared, removed } = removeSection(r, 'experience');
    expect(cleared.experience).toEqual([]);
    expect(hasSectionContent(cleared, 'experience')).toBe(false);
    expect(restoreSection(cleared, removed)).toEqual(r);
    const added = { ...cleared, experience: [{ ...r.experience[0]!, company: 'Later' }] };
    expect(restoreSection(added, removed).experience.map((e) => e.company)).toEqual(['Acme', 'Later']);
  });

  it('removes and restores the profile text', () => {
    const { resume: cleared, removed } = removeSection(resume(), 'profile');
    expect(cleared.profile).toBe('');
    expect(hasSectionContent(cleared, 'profile')).toBe(false);
    expect(restoreSection(cleared, removed).profile).toBe('Engineer who ships.');
    expect(restoreSection({ ...cleared, profile: 'New.' }, removed).profile).toBe('Engineer who ships. New.');
  });
});
