import { describe, it, expect } from 'vitest';
import { decodeBase64 } from './base64.ts';
import { toAnnotatedFileName } from './download-bytes.ts';

describe('decodeBase64', () => {
  it('decodes a base64 PDF header into its bytes', () => {
    // 'JVBERi0xLjcK/w==' is '%PDF-1.7\n' followed by the byte 0xff.
    const bytes = decodeBase64('JVBERi0xLjcK/w==');
    expect(Array.from(bytes)).toEqual([...Array.from(new TextEncoder().encode('%PDF-1.7\n')), 0xff]);
  });

  it('ignores line breaks inside the text', () => {
    expect(Array.from(decodeBase64('JVBE\nRi0x'))).toEqual(Array.from(new TextEncoder().encode('%PDF-1')));
  });
});

describe('toAnnotatedFileName', () => {
  it('adds a suffix before the extension', () => {
    expect(toAnnotatedFileName('Jane_Doe.pdf')).toBe('Jane_Doe-annotated.pdf');
  });

  it('falls back to a plain name when there is none', () => {
    expect(toAnnotatedFileName('.pdf')).toBe('resume-annotated.pdf');
  });
});
