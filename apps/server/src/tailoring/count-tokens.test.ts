import { Tiktoken } from 'js-tiktoken/lite';
import cl100kBase from 'js-tiktoken/ranks/cl100k_base';
import { describe, expect, it } from 'vitest';
import { countTokens } from './count-tokens.ts';

describe('counting tokens', () => {
  it('counts a 20,000-character word, spaces and newlines in linear time', () => {
    countTokens('warm up');
    for (const text of ['a'.repeat(20_000), ' '.repeat(19_999) + 'x', '\n'.repeat(19_999) + 'x']) {
      const started = performance.now();
      expect(countTokens(text)).toBeGreaterThan(0);
      expect(performance.now() - started).toBeLessThan(1_000);
    }
  });

  it('counts ordinary text exactly as the tokenizer does', () => {
    const text = 'Senior Backend Engineer.\n\nWe need PostgreSQL, Kubernetes and TypeScript; 5+ years building APIs.';
    expect(countTokens(text)).toBe(new Tiktoken(cl100kBase).encode(text).length);
  });
});
