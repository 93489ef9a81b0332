// Runs a command from the terminal (decision 0028): in embedded mode, by the running server when one
// answers on DATA_DIR's command socket (only its process may open the embedded database); otherwise in
// this process, on the configured database (DATABASE_URL, or the embedded one when no server runs).
import { createInterface } from 'node:readline';
import { openConfiguredDatabase } from '../plugins/platform';
import { resolveSecrets } from '../secrets';
import { commandConfig, configErrorExitCode, openCommandDatabase } from './command-database';
import { askRunningServer, commandSocketPath } from './command-socket';
import type { Command, CommandOutput } from './commands/command';

async function firstLineOfStdin(prompt: string | undefined): Promise<string> {
  if (prompt && process.stdin.isTTY) process.stdout.write(prompt);
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

const terminal: CommandOutput = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
};

/** The command's exit code, for `process.exitCode`. */
export async function runCommand(
  command: Command,
  argv: readonly string[] = process.argv.slice(2),
  stdinPrompt?: string,
): Promise<number> {
  const config = commandConfig();
  if (config === configErrorExitCode) return config;
  const stdinLine = command.readsStdin?.(argv) ? await firstLineOfStdin(stdinPrompt) : undefined;
  if (!config.databaseUrl) {
    const answer = await askRunningServer(commandSocketPath(config.dataDir), {
      command: command.name,
      argv: [...argv],
      ...(stdinLine !== undefined ? { stdin: stdinLine } : {}),
    });
    if (answer) {
      for (const line of answer.out) terminal.out(line);
      for (const line of answer.err) terminal.err(line);
      return answer.code;
    }
  }
  const database = command.migrates
    ? await openConfiguredDatabase(config)
    : await openCommandDatabase(config);
  try {
    const secrets = await resolveSecrets(config);
    return await command.run({ config, database, secrets, output: terminal, stdinLine }, argv);
  } finally {
    await database.close();
  }
}
