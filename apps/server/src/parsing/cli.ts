import fs from 'node:fs/promises';
import path from 'node:path';
import type { CliCommand } from '../cli-commands.ts';
import { ParseError } from './errors.ts';
import { parseResume } from './index.ts';

/**
 * `vitae parse <file...> [--out DIR]`: one file prints its resume JSON; with --out (or many
 * files) writes `<DIR>/<file name>.json` per file. Failed files are reported on stderr with
 * their error code and the exit code is 1 when any failed. Needs no database.
 */
export const parseCommand: CliCommand = {
  name: 'parse',
  summary: 'parse resume files (PDF, DOCX, TXT, JSON) to resume JSON: parse <file...> [--out DIR]',
  async run(args) {
    const outAt = args.indexOf('--out');
    const outDir = outAt >= 0 ? args[outAt + 1] : undefined;
    const files = args.filter((_, i) => !(outAt >= 0 && (i === outAt || i === outAt + 1)));
    if (files.length === 0 || (outAt >= 0 && !outDir)) {
      console.error('usage: vitae parse <file...> [--out DIR]');
      return 2;
    }
    if (files.length > 1 && !outDir) {
      console.error('several files need --out DIR');
      return 2;
    }
    if (outDir) await fs.mkdir(outDir, { recursive: true });
    let failed = 0;
    for (const file of files) {
      try {
        const result = await parseResume(new Uint8Array(await fs.readFile(file)), { fileName: path.basename(file) });
        const json = JSON.stringify(result.resume, null, 2);
        if (outDir) await fs.writeFile(path.join(outDir, `${path.basename(file)}.json`), json + '\n');
        else console.log(json);
        for (const w of result.warnings) console.error(`${file}: warning: ${w}`);
      } catch (error) {
        failed++;
        const code = error instanceof ParseError ? error.code : 'error';
        console.error(`${file}: ${code}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return failed > 0 ? 1 : 0;
  },
};
