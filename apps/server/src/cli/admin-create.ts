// `npm run admin:create -- --email ops@example.com --role finance [--password-stdin] [--json]`: creates a
// back-office operator (commands/admin-create.ts), on the configured database (DATABASE_URL, or the
// embedded one in DATA_DIR: through the running server when one runs on it, decision 0028).
import { adminCreate } from './commands/admin-create';
import { runCommand } from './run-command';

process.exitCode = await runCommand(
  adminCreate,
  process.argv.slice(2),
  'Password (at least 12 characters): ',
);
