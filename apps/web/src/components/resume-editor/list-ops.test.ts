import { describe, it, expect } from 'vitest';
import { withTrailingEmptyLine } from '@vitae/shared/resume/clean';
import { dropAutoLine, insertAt, moveItem, removeAt, replaceAt, splitTechnologies } from './list-ops.ts';

describe('resume editor list operations', () => {
  it('moves an item up and down and ignores moves past either end', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });

  it('replaces and removes by position without touching the input', () => {
    const items = ['a', 'b', 'c'];
    expect(replaceAt(items, 1, 'x')).toEqual(['a', 'x', 'c']);
    expect(removeAt(items, 0)).toEqual(['b', 'c']);
    expect(items).toEqual(['a', 'b', 'c']);
  });

  it('adds a new empty line once the auto-added line gets text', () => {
    const shown = withTrailingEmptyLine(['Built a parser']);
    expect(shown).toEqual(['Built a parser', '']);
    const typed = dropAutoLine(replaceAt(shown, 1, 'S'));
    expect(withTrailingEmptyLine(typed)).toEqual(['Built a parser', 'S', '']);
  });

  it('keeps the line being emptied in place so the cursor does not jump', () => {
    const shown = withTrailingEmptyLine(['a', 'b']);
    const stored = dropAutoLine(replaceAt(shown, 1, ''));
    expect(stored).toEqual(['a', '']);
    expect(withTrailingEmptyLine(stored)).toEqual(['a', '']);
  });

  it('splits comma-separated technologies and drops empty ones', () => {
    expect(splitTechnologies(' React, TypeScript ,, Node.js,')).toEqual(['React', 'TypeScript', 'Node.js']);
    expect(splitTechnologies('')).toEqual([]);
  });
});

describe('insertAt', () => {
  it('puts an item back where it was, clamped to the ends', () => {
    expect(insertAt(['a', 'c'], 1, 'b')).toEqual(['a', 'b', 'c']);
    expect(insertAt(['a'], 5, 'z')).toEqual(['a', 'z']);
    expect(insertAt(['a'], -1, 'z')).toEqual(['z', 'a']);
  });
});
