import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { resumeSchema } from '@vitae/shared/resume/schema';
import type { CliCommand } from '../cli-commands.ts';
import { closeWorkerPool } from '../platform/workers/shared-pool.ts';
import { renderResumeDocx } from './render-docx.ts';
import { renderResumePdf } from './render-pdf.ts';
import { isTemplateName, TEMPLATES } from './templates.ts';

const USAGE = `Usage: vitae render <resume.json> [--template ${TEMPLATES.map((t) => t.name).join('|')}] [--title TEXT] [-o out.pdf|out.docx]`;

/** `vitae render`: a resume JSON file (Vitae's model) to PDF, or to DOCX when the output ends in .docx. */
export const renderCommand: CliCommand = {
  name: 'render',
  summary: 'Render a resume JSON file to PDF or DOCX',
  async run(args) {
    let parsed;
    try {
      parsed = parseArgs({
        args,
        allowPositionals: true,
        options: {
          template: { type: 'string', short: 't' },
          title: { type: 'string' },
          output: { type: 'string', short: 'o' },
        },
      });
    } catch (error) {
      console.error(`${(error as Error).message}\n${USAGE}`);
      return 2;
    }
    const [input] = parsed.positionals;
    const { template, title } = parsed.values;
    if (!input || parsed.positionals.length > 1) {
      console.error(USAGE);
      return 2;
    }
    if (template !== undefined && !isTemplateName(template)) {
      console.error(`Unknown template "${template}".\n${USAGE}`);
      return 2;
    }
    const output = parsed.values.output ?? input.replace(/\.json$/i, '') + '.pdf';
    const checked = resumeSchema.safeParse(JSON.parse(await readFile(input, 'utf8')));
    if (!checked.success) {
      console.error(
        `${input} is not a valid resume: ${checked.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
      );
      return 1;
    }
    try {
      const started = performance.now();
      const bytes = output.toLowerCase().endsWith('.docx')
        ? await renderResumeDocx(checked.data, { title })
        : await renderResumePdf(checked.data, { template, title });
      await writeFile(output, bytes);
      console.log(`Wrote ${output} (${bytes.byteLength} bytes, ${Math.round(performance.now() - started)} ms)`);
      return 0;
    } finally {
      await closeWorkerPool();
    }
  },
};
