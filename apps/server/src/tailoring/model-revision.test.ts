import { afterEach, describe, expect, it } from 'vitest';
import { anthropicReply, openAiReply, startFakeModelServer } from './fake-model-server.ts';
import { createModelEngine } from './model-engine.ts';
import { buildSampleResume, SAMPLE_JOB } from './sample-data.ts';
import { tailorResume } from './tailor-resume.ts';

let server: Awaited<ReturnType<typeof startFakeModelServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const input = { resume: buildSampleResume(), jobDescription: SAMPLE_JOB, actions: ['Update Skills' as const] };

/** A model answer that lists a skill the resume never shows. */
function inventing() {
  const resume = buildSampleResume();
  resume.skills[0]!.technologies.push('COBOL');
  return resume;
}
const honest = () => {
  const resume = buildSampleResume();
  resume.skills[0]!.technologies.reverse();
  return resume;
};
const messagesOf = (i: number) =>
  (server!.requests[i]!.body.messages as { role: string; content: string }[]).map((m) => m.content).join('\n');

async function openAiEngine(replies: Parameters<typeof startFakeModelServer>[0]) {
  server = await startFakeModelServer(replies);
  return createModelEngine({ provider: 'openai-compatible', baseURL: server.baseURL, apiKey: 'k', model: 'm' });
}

describe('the model path with the guard', () => {
  it("carries the guard's rules in the prompt and asks once only when nothing is refused", async () => {
    const engine = await openAiEngine([openAiReply(JSON.stringify(honest()))]);
    const result = await tailorResume(engine, input);
    expect(server!.requests).toHaveLength(1);
    expect(messagesOf(0)).toMatch(/checker enforces/);
    expect(messagesOf(0)).toMatch(/never a market \(B2B, SaaS\)/);
    expect(messagesOf(0)).not.toMatch(/REFUSED/);
    expect(result.report.violations).toEqual([]);
    expect(result.usage.total).toBe(200);
  });

  it('asks once more with the refusals listed, and uses the revised answer', async () => {
    const engine = await openAiEngine([
      openAiReply(JSON.stringify(inventing())),
      openAiReply(JSON.stringify(honest())),
    ]);
    const result = await tailorResume(engine, input);
    expect(server!.requests).toHaveLength(2);
    expect(messagesOf(1)).toMatch(/REFUSED[\s\S]*"COBOL" is not supported/);
    expect(result.resume.skills[0]!.technologies).toEqual(['JavaScript', 'TypeScript', 'PHP']);
    expect(result.report.violations).toEqual([]);
    // Both calls as the provider reported them (120 + 80 each).
    expect(result.usage).toEqual({ inputTokens: 240, outputTokens: 160, total: 400 });
  });

  it('a model that keeps inventing a skill is refused both times, asked only twice, charged what it reported', async () => {
    const engine = await openAiEngine([openAiReply(JSON.stringify(inventing()))]);
    const result = await tailorResume(engine, input);
    expect(server!.requests).toHaveLength(2);
    expect(JSON.stringify(result.resume)).not.toContain('COBOL');
    expect(result.report.violations).toEqual([expect.objectContaining({ kind: 'unsupported_skill' })]);
    expect(result.usage.total).toBe(400);
  });

  it('does the same through Anthropic, counting its reported usage', async () => {
    server = await startFakeModelServer([anthropicReply(inventing())]);
    const engine = createModelEngine({ provider: 'anthropic', baseURL: server.baseURL, apiKey: 'k', model: 'c' });
    const result = await tailorResume(engine, input);
    expect(server.requests).toHaveLength(2);
    expect(JSON.stringify(server.requests[1]!.body.messages)).toContain('REFUSED');
    expect(JSON.stringify(result.resume)).not.toContain('COBOL');
    expect(result.usage).toEqual({ inputTokens: 300, outputTokens: 180, total: 480 });
  });
});
