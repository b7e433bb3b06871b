import { describe, it, expect } from 'vitest';
import { FILL_ALL_FIELDS, NO_FILE_SELECTED, pickFirstFile, validateApplication } from './validate-application.ts';

const file = new File(['cv'], 'cv.pdf', { type: 'application/pdf' });

describe('validateApplication', () => {
  it('asks for all fields when the e-mail or the name is blank', () => {
    expect(validateApplication({ email: ' ', name: 'Ann', file })).toBe(FILL_ALL_FIELDS);
    expect(validateApplication({ email: 'a@b.test', name: '', file })).toBe(FILL_ALL_FIELDS);
  });
  it('asks for a file once both fields are filled', () => {
    expect(validateApplication({ email: 'a@b.test', name: 'Ann', file: null })).toBe(NO_FILE_SELECTED);
  });
  it('accepts a filled form with a file', () => {
    expect(validateApplication({ email: 'a@b.test', name: 'Ann', file })).toBeNull();
  });
});

describe('pickFirstFile', () => {
  it('takes the first accepted file, or the first refused one when two were dropped at once', () => {
    const other = new File(['x'], 'other.pdf');
    expect(pickFirstFile([file, other], [])).toBe(file);
    expect(pickFirstFile([], [{ file: other }, { file }])).toBe(other);
    expect(pickFirstFile([], [])).toBeNull();
  });
});
