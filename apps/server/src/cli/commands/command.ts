// A command an operator runs (`npm run ledger:check`, `npm run admin:create`, ...), written once for the
// two ways it runs (decision 0028): in its own process on the configured database, or, in embedded mode
// while the casino runs, inside the running server (whose process alone may open the embedded database),
// asked over the server's command socket.
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { PlatformSecrets } from '../../secrets';

/** Where a command writes: the terminal, or the answer sent back over the socket. */
export interface CommandOutput {
  out(line: string): void;
  err(line: string): void;
}

export interface CommandContext {
  readonly config: Config;
  readonly database: Database;
  readonly secrets: PlatformSecrets;
  readonly output: CommandOutput;
  /** The first line of standard input, read by the terminal's side when the command asked for it. */
  readonly stdinLine: string | undefined;
}

export interface Command {
  readonly name: string;
  /** Whether the command migrates the database first when it opens it itself (one that writes). */
  readonly migrates?: boolean;
  /** Whether the command reads the first line of standard input for these arguments. */
  readonly readsStdin?: (argv: readonly string[]) => boolean;
  /** Exit code 0 for success; 64 for bad arguments, 65 for refused data, 1 and 2 as each command says. */
  run(context: CommandContext, argv: readonly string[]): Promise<number>;
}
