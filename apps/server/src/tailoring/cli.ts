import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { GENERATE_ACTIONS, type GenerateAction } from '@vitae/shared/constants';
import { resumeSchema } from '@vitae/shared/resume/schema';
import type { CliCommand } from '../cli-commands.ts';
import { loadConfig } from '../platform/config.ts';
import { createTailorEngine, LOCAL_MODEL } from './list-models.ts';
import { tailorResume } from './tailor-resume.ts';

const USAGE = `Usage: vitae tailor <resume.json> <job.txt> [--actions "Update Skills,Update Profile"] [--model organization/model] [--other other.json ...]
Actions: ${GENERATE_ACTIONS.join(', ')} (default: all). Model: vitae/local (default) or one configured by AI_* variables.`;

const isAction = (value: string): value is GenerateAction => (GENERATE_ACTIONS as readonly string[]).includes(value);

/** `vitae tailor`: tailors a resume JSON file to a job text file and prints the resume and report as JSON. */
export const tailorCommand: CliCommand = {
  name: 'tailor',
  summary: 'Tailor a resume JSON file to a job description (prints resume, usage and report)',
  async run(args) {
    let parsed;
    try {
      parsed = parseArgs({
        args,
        allowPositionals: true,
        options: { actions: { type: 'string' }, model: { type: 'string' }, other: { type: 'string', multiple: true } },
      });
    } catch (error) {
      console.error(`${(error as Error).message}\n${USAGE}`);
      return 2;
    }
    const [resumeFile, jobFile] = parsed.positionals;
    const actions = (parsed.values.actions?.split(',') ?? [...GENERATE_ACTIONS]).map((a) => a.trim());
    if (!resumeFile || !jobFile || parsed.positionals.length > 2 || !actions.every(isAction)) {
      console.error(USAGE);
      return 2;
    }
    const readResume = async (file: string) => resumeSchema.parse(JSON.parse(await readFile(file, 'utf8')));
    const [organization, model] = parsed.values.model?.split('/') ?? [LOCAL_MODEL.organization, LOCAL_MODEL.model];
    const engine = createTailorEngine(loadConfig(), { organization: organization ?? '', model: model ?? '' });
    const result = await tailorResume(engine, {
      resume: await readResume(resumeFile),
      jobDescription: await readFile(jobFile, 'utf8'),
      actions,
      otherResumes: await Promise.all((parsed.values.other ?? []).map(readResume)),
    });
    console.log(JSON.stringify(result, null, 2));
    return 0;
  },
};
