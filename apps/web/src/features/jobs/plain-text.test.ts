import { describe, it, expect } from 'vitest';
import { toPlainText, truncateText } from './plain-text.ts';

describe('toPlainText', () => {
  it('drops tags and scripts and decodes common entities', () => {
    expect(toPlainText('<p>Build <b>APIs</b> &amp; UIs</p><script>alert(1)</script><ul><li>Go</li></ul>')).toBe(
      'Build APIs & UIs Go',
    );
  });
});

describe('truncateText', () => {
  it('keeps short text as it is', () => {
    expect(truncateText('short text', 50)).toBe('short text');
  });
  it('cuts long text at a word boundary with an ellipsis', () => {
    const cut = truncateText('one two three four five six seven', 20);
    expect(cut).toBe('one two three four…');
    expect(cut.length).toBeLessThanOrEqual(20);
  });
});
