import { describe, expect, it } from 'vitest';
import { emptyResume, type Resume } from '@vitae/shared/resume/schema';
import { applyOps, diffItems, listChanges, mergeChanges } from './line-diff.ts';

const id = (s: string) => s;

describe('diffItems', () => {
  it('pairs a reworded line as one change and keeps the lines around it', () => {
    const ops = diffItems(['a', 'b', 'c'], ['a', 'B!', 'c'], id);
    expect(ops).toEqual([
      { type: 'same', item: 'a' },
      { type: 'change', before: 'b', after: 'B!' },
      { type: 'same', item: 'c' },
    ]);
  });

  it('reports additions and removals', () => {
    const ops = diffItems(['a', 'b'], ['b', 'c'], id);
    expect(ops.map((o) => o.type)).toEqual(['remove', 'same', 'add']);
  });

  it('gives back the original when everything is rejected and the new list when everything is accepted', () => {
    const before = ['one', 'two', 'three'];
    const after = ['zero', 'two', 'three and more', 'four'];
    const ops = diffItems(before, after, id);
    expect(applyOps(ops, () => false)).toEqual(before);
    expect(applyOps(ops, () => true)).toEqual(after);
  });
});

describe('listChanges and mergeChanges', () => {
  const before: Resume = {
    ...emptyResume(),
    fullName: 'Jane',
    profile: 'Engineer.',
    experience: [{ title: 'Dev', company: 'Acme', start: '', end: '', description: ['Built billing', 'Ran on-call'] }],
    skills: [{ category: 'Languages', technologies: ['Go'] }],
  };
  const after: Resume = {
    ...before,
    profile: 'Backend engineer with Go and PostgreSQL.',
    experience: [{ ...before.experience[0]!, description: ['Built the billing service in Go', 'Ran on-call'] }],
    skills: [{ category: 'Languages', technologies: ['Go', 'TypeScript'] }],
  };

  it('lists one change per changed line, with where it is', () => {
    const changes = listChanges(before, after);
    expect(changes.map((c) => [c.where, c.before, c.after])).toEqual([
      ['Profile', 'Engineer.', 'Backend engineer with Go and PostgreSQL.'],
      ['Experience: Dev, Acme', 'Built billing', 'Built the billing service in Go'],
      ['Skills', 'Languages: Go', 'Languages: Go, TypeScript'],
    ]);
  });

  it('keeps exactly the accepted changes', () => {
    const changes = listChanges(before, after);
    const merged = mergeChanges(before, after, new Set([changes[1]!.id]));
    expect(merged.profile).toBe('Engineer.');
    expect(merged.experience[0]!.description).toEqual(['Built the billing service in Go', 'Ran on-call']);
    expect(merged.skills).toEqual(before.skills);
    expect(mergeChanges(before, after, new Set(changes.map((c) => c.id)))).toEqual(after);
    expect(mergeChanges(before, after, new Set())).toEqual(before);
  });

  it('shows lines only put in another order as one change of order', () => {
    const reordered = {
      ...before,
      experience: [{ ...before.experience[0]!, description: ['Ran on-call', 'Built billing'] }],
    };
    const changes = listChanges(before, reordered);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      where: 'Experience: Dev, Acme (order of lines)',
      before: 'Built billing · Ran on-call',
      after: 'Ran on-call · Built billing',
    });
    expect(mergeChanges(before, reordered, new Set()).experience[0]!.description).toEqual([
      'Built billing',
      'Ran on-call',
    ]);
    expect(mergeChanges(before, reordered, new Set([changes[0]!.id]))).toEqual(reordered);
  });

  it('compares whole roles when the roles themselves changed', () => {
    const reordered = { ...after, experience: [...after.experience, { ...before.experience[0]!, title: 'Lead' }] };
    const changes = listChanges(before, reordered);
    expect(changes.some((c) => c.where === 'Experience')).toBe(true);
    expect(mergeChanges(before, reordered, new Set()).experience).toEqual(before.experience);
  });
});
