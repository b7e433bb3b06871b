import { describe, it, expect } from 'vitest';
import { labelField, listFieldsToCheck } from './fields-to-check.ts';

describe('listFieldsToCheck', () => {
  it('lists fields under 0.7 confidence and leaves confident ones out', () => {
    const fields = listFieldsToCheck({ fullName: 0.9, experience: 0.5, skills: 0.69, email: 1 });
    expect(fields.map((f) => f.field)).toEqual(['experience', 'skills']);
    expect(fields.every((f) => f.reason === 'unsure')).toBe(true);
  });

  it('reports an expected field at zero as missing', () => {
    expect(listFieldsToCheck({ phone: 0 })).toEqual([{ field: 'phone', label: 'Phone', reason: 'missing' }]);
  });

  it('ignores optional sections the resume simply does not have', () => {
    expect(listFieldsToCheck({ linkedin: 0, certifications: 0, publications: 0, projects: 0 })).toEqual([]);
  });

  it('orders fields as the editor shows them', () => {
    const fields = listFieldsToCheck({ skills: 0.3, fullName: 0.5, education: 0.3 });
    expect(fields.map((f) => f.field)).toEqual(['fullName', 'education', 'skills']);
  });
});

describe('labelField', () => {
  it('spells out an unknown camelCase key', () => {
    expect(labelField('workAuthorization')).toBe('Work authorization');
  });
});
