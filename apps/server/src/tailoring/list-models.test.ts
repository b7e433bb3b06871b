import { describe, expect, it } from 'vitest';
import { createTailorEngine, listModels } from './list-models.ts';

const base = {
  AI_PROVIDER: 'local',
  AI_MODEL: undefined,
  OPENAI_BASE_URL: undefined,
  OPENAI_API_KEY: undefined,
  ANTHROPIC_BASE_URL: undefined,
  ANTHROPIC_API_KEY: undefined,
} as const;

describe('listModels', () => {
  it('offers only the local engine when no model is configured', () => {
    expect(listModels(base)).toEqual([{ organization: 'vitae', model: 'local' }]);
  });

  it('adds a configured model after the local engine', () => {
    expect(listModels({ ...base, AI_PROVIDER: 'anthropic', AI_MODEL: 'claude-sonnet-4-5' })).toEqual([
      { organization: 'vitae', model: 'local' },
      { organization: 'anthropic', model: 'claude-sonnet-4-5' },
    ]);
    expect(
      listModels({
        ...base,
        AI_PROVIDER: 'openai-compatible',
        AI_MODEL: 'llama3',
        OPENAI_BASE_URL: 'http://localhost:11434/v1',
      })[1],
    ).toEqual({
      organization: 'openai-compatible',
      model: 'llama3',
    });
  });

  it('refuses to build an engine for a model that is not configured', () => {
    expect(createTailorEngine(base).name).toBe('local');
    expect(() => createTailorEngine(base, { organization: 'openai', model: 'gpt-x' })).toThrow(/Unknown model/);
  });
});
