import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderCommand } from './cli.ts';
import { readPdfText } from './pdf-text.ts';
import { buildSampleResume } from './sample-resume.ts';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vitae-render-'));
  await writeFile(join(dir, 'resume.json'), JSON.stringify(buildSampleResume()));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('vitae render', () => {
  it('writes a PDF in the chosen template next to the input by default', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(await renderCommand.run([join(dir, 'resume.json'), '--template', 'compact'])).toBe(0);
    const { pages, author } = await readPdfText(await readFile(join(dir, 'resume.pdf')));
    expect(author).toBe('Amélie Okonkwo-Fischer');
    expect(pages).toHaveLength(1);
  });

  it('writes a Word document when the output name ends in .docx', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const out = join(dir, 'out.docx');
    expect(await renderCommand.run([join(dir, 'resume.json'), '-o', out])).toBe(0);
    expect((await readFile(out)).subarray(0, 2).toString()).toBe('PK');
  });

  it('rejects an unknown template with a usage message', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await renderCommand.run([join(dir, 'resume.json'), '--template', 'fancy'])).toBe(2);
    expect(String(errors.mock.calls[0]?.[0])).toContain('Unknown template "fancy"');
  });
});
