// `npm run openapi [-- out.json]`: prints (or writes) the OpenAPI 3.1 document generated from the contract.
import { writeFile } from 'node:fs/promises';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';

const database = await openDatabase({ pgliteDataDir: 'memory://' });
await database.migrate();
const app = await buildApp(loadConfig({ ...process.env, LOG_LEVEL: 'silent', DEMO_SEED: 'false' }), {
  database,
});
await app.ready();
const document = JSON.stringify(app.swagger(), null, 2);
const target = process.argv[2];
if (target) await writeFile(target, `${document}\n`);
else process.stdout.write(`${document}\n`);
await app.close();
await database.close();
