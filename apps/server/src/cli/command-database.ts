// The configuration and database a command works on: the configured one (DATABASE_URL, or the embedded one
// in DATA_DIR, which only one process may open: the commands of the command socket go through the running
// server, decision 0028; the others need it stopped), with a configuration error printed and answered as
// exit code 78 (EX_CONFIG).
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/database';

export const configErrorExitCode = 78;

/** The configuration a command runs with; its error printed and answered with the exit code. */
export function commandConfig(): Config | typeof configErrorExitCode {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return configErrorExitCode;
    }
    throw error;
  }
}

export async function commandDatabase(): Promise<Database | typeof configErrorExitCode> {
  const config = commandConfig();
  if (config === configErrorExitCode) return config;
  return openCommandDatabase(config);
}

/** The configured database, opened for a command (a small pool), not migrated. */
export function openCommandDatabase(config: Config): Promise<Database> {
  return openDatabase({
    url: config.databaseUrl,
    pgliteDataDir: path.join(config.dataDir, 'pgdata'),
    poolSize: 2,
  });
}
