// `npm run ledger:check`: verifies the ledger's invariants over the whole configured database
// (DATABASE_URL, or the embedded one in DATA_DIR: through the running server when one runs on it, decision
// 0028). Exits 0 when they hold; otherwise names the first broken account and exits 1.
import { ledgerCheck } from './commands/ledger-check';
import { runCommand } from './run-command';

process.exitCode = await runCommand(ledgerCheck);
