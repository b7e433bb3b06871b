import { migrateCommand, tokensCommand, usersCommand } from './platform/cli.ts';
import { parseCommand } from './parsing/cli.ts';
import { renderCommand } from './rendering/cli.ts';
import { tailorCommand } from './tailoring/cli.ts';
import { jobsCommand } from './jobs/cli.ts';
import { sweepCommand } from './uploads/cli.ts';
import { workerCommand } from './shortlisting/worker-cli.ts';
/** One entry per `vitae` command; `run` gets the arguments after the command name and returns an exit code. */
export interface CliCommand {
  name: string;
  summary: string;
  run(args: string[]): Promise<number>;
}

export const commands: CliCommand[] = [
  migrateCommand,
  usersCommand,
  tokensCommand,
  parseCommand,
  renderCommand,
  tailorCommand,
  jobsCommand,
  sweepCommand,
  workerCommand,
];
