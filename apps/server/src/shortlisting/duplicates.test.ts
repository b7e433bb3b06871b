import { describe, expect, it } from 'vitest';
import { contactKeys, findDuplicates } from './duplicates.ts';

describe('findDuplicates', () => {
  it('links resumes sharing an e-mail or the same phone written differently', () => {
    const items = [
      { id: 'a', resume: { email: 'Ana@Example.com', phone: '' } },
      { id: 'b', resume: { email: 'other@example.com', phone: '+1 (312) 555-0199' } },
      { id: 'c', resume: { email: ' ana@example.com', phone: '' } },
      { id: 'd', resume: { email: 'd@example.com', phone: '312.555.0199' } },
      { id: 'e', resume: { email: '', phone: '' } },
    ];
    expect([...findDuplicates(items)]).toEqual([
      ['c', 'a'],
      ['d', 'b'],
    ]);
  });

  it('ignores empty and too-short contacts', () => {
    expect(contactKeys({ email: 'not-an-email', phone: '123' })).toEqual([]);
  });
});
