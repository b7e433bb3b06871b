// @vitest-environment jsdom
import { describe, it, expect } from 'vitest';
import { sanitizeDescription as sanitize } from './sanitize-description.ts';

const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)><circle/></svg>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<p onclick="alert(1)" style="background:url(javascript:alert(1))">text</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<details open ontoggle=alert(1)>',
  '<a href="data:text/html,<script>alert(1)</script>">data</a>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
];

describe('sanitizeDescription', () => {
  it('keeps the allowed structure and links to web addresses', () => {
    expect(
      sanitize('<h3>Role</h3><p>Build <strong>APIs</strong></p><ul><li>Go</li></ul><a href="https://x.test">more</a>'),
    ).toBe(
      '<h3>Role</h3><p>Build <strong>APIs</strong></p><ul><li>Go</li></ul><a href="https://x.test" target="_blank" rel="noopener noreferrer nofollow">more</a>',
    );
  });
  it.each(XSS_CORPUS)('leaves no script, handler or script URL in %s', (html) => {
    const clean = sanitize(html);
    expect(clean).not.toMatch(/<script|<img|<svg|<iframe|<form|<style|<details|\son\w+=|javascript:|data:/i);
  });
  it('unwraps tags outside the list but keeps their text', () => {
    expect(sanitize('<div><span style="color:red">Hello</span></div>')).toBe('Hello');
  });
});
