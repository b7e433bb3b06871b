import type { Resume } from '@vitae/shared/resume/schema';
import { normaliseSectionOrder, type SectionName } from '@vitae/shared/resume/section-order';
import { moveItem } from './list-ops.ts';

/** Pure edits of whole sections, used by the resume editor; each returns a new resume. */

/** What a removal took out of one section, to put back on Undo. */
export type RemovedSection = { [K in SectionName]: { name: K; content: Resume[K] } }[SectionName];

/** The sections in the order the editor shows and the templates print them. */
export function listSections(resume: Resume): SectionName[] {
  return normaliseSectionOrder(resume.sectionOrder);
}

/** Moves one section; the resume then carries its full order, which the server stores. */
export function moveSection(resume: Resume, from: number, to: number): Resume {
  return { ...resume, sectionOrder: moveItem(listSections(resume), from, to) };
}

export function hasSectionContent(resume: Resume, name: SectionName): boolean {
  return name === 'profile' ? resume.profile.trim() !== '' : resume[name].length > 0;
}

/** Empties one section (its place in the order stays), and returns what was in it. */
export function removeSection(resume: Resume, name: SectionName): { resume: Resume; removed: RemovedSection } {
  const removed = { name, content: structuredClone(resume[name]) } as RemovedSection;
  return { resume: { ...resume, [name]: name === 'profile' ? '' : [] }, removed };
}

/** Puts removed content back, before anything typed into the section since (nothing is lost). */
export function restoreSection(resume: Resume, removed: RemovedSection): Resume {
  if (removed.name === 'profile') {
    const typed = resume.profile.trim();
    return { ...resume, profile: typed ? `${removed.content} ${typed}` : removed.content };
  }
  const current = resume[removed.name] as unknown[];
  return { ...resume, [removed.name]: [...(removed.content as unknown[]), ...current] };
}
