/** One entry per `vitae` command; `run` gets the arguments after the command name and returns an exit code. */
export interface CliCommand {
  name: string;
  summary: string;
  run(args: string[]): Promise<number>;
}

/**
 * Each command's module, loaded only when that command runs (or for the help): `vitae worker`
 * then never loads the renderer, the model clients or the parser, which it does not use (about
 * 30 MB of a long-running worker's memory under tsx).
 */
export const commandLoaders: Record<string, () => Promise<CliCommand>> = {
  migrate: async () => (await import('./platform/cli.ts')).migrateCommand,
  users: async () => (await import('./platform/cli.ts')).usersCommand,
  tokens: async () => (await import('./platform/cli.ts')).tokensCommand,
  parse: async () => (await import('./parsing/cli.ts')).parseCommand,
  render: async () => (await import('./rendering/cli.ts')).renderCommand,
  tailor: async () => (await import('./tailoring/cli.ts')).tailorCommand,
  jobs: async () => (await import('./jobs/cli.ts')).jobsCommand,
  sweep: async () => (await import('./uploads/cli.ts')).sweepCommand,
  worker: async () => (await import('./shortlisting/worker-cli.ts')).workerCommand,
};
