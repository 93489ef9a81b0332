// `npm run reports:check`: recomputes the reports' aggregates from the ledger and compares them with the
// stored ones (commands/reports-check.ts), over the configured database (DATABASE_URL, or the embedded one
// in DATA_DIR: through the running server when one runs on it, decision 0028).
import { reportsCheck } from './commands/reports-check';
import { runCommand } from './run-command';

process.exitCode = await runCommand(reportsCheck);
