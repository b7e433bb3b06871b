import { describe, expect, it } from 'vitest';
import { plainTextToHtml } from './plain-text-html.ts';

describe('plainTextToHtml', () => {
  it('turns "- " lines into a list between paragraphs', () => {
    const text = 'We build tools.\n\nWhat you bring:\n- TypeScript\n- SQL & data\n* Kindness\n\nApply today.';
    expect(plainTextToHtml(text)).toBe(
      '<p>We build tools.</p><p>What you bring:</p><ul><li>TypeScript</li><li>SQL &amp; data</li><li>Kindness</li></ul><p>Apply today.</p>',
    );
  });

  it('keeps single line breaks and escapes markup', () => {
    expect(plainTextToHtml('Line one\nLine <two>')).toBe('<p>Line one<br>Line &lt;two&gt;</p>');
  });

  it('does not take a hyphenated word or a minus for a bullet', () => {
    expect(plainTextToHtml('-5 degrees outside\nwell-paid')).toBe('<p>-5 degrees outside<br>well-paid</p>');
  });
});
