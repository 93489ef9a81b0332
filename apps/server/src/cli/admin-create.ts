// `npm run admin:create -- --email ops@example.com --role finance`: creates a back-office operator
// (roles: admin, finance, compliance, support). The password is generated and printed, or read from the
// first line of standard input with --password-stdin. The two-factor secret is printed once, as text and
// as an otpauth:// URI for an authenticator app; logins need its codes. `--json` prints one JSON object
// for scripts (the browser tests' setup uses it). Stop the server first in embedded mode.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { adminRoles } from '@reelvault/contract/calls/backoffice';
import { openConfiguredDatabase } from '../app';
import { commandConfig, configErrorExitCode } from './command-database';
import { systemClock } from '../clock';
import { AppError } from '../http/app-error';
import { createOperator } from '../modules/backoffice/service';
import { resolveSecrets } from '../secrets';

const usage = `usage: npm run admin:create -- --email <email> --role <${adminRoles.join('|')}> [--password-stdin] [--json]`;

async function firstLineOfStdin(): Promise<string> {
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({
      options: {
        email: { type: 'string' },
        role: { type: 'string' },
        'password-stdin': { type: 'boolean' },
        json: { type: 'boolean' },
      },
    }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    return 64;
  }
  if (!args.email || !args.role) {
    console.error(usage);
    return 64;
  }
  const config = commandConfig();
  if (config === configErrorExitCode) return config;
  if (!args.json && args['password-stdin'] && process.stdin.isTTY) {
    process.stdout.write('Password (at least 12 characters): ');
  }
  const password = args['password-stdin'] ? await firstLineOfStdin() : undefined;
  const database = await openConfiguredDatabase(config);
  try {
    const secrets = await resolveSecrets(config);
    const created = await createOperator(
      { db: database.db, clock: systemClock, totpEncryptionKey: secrets.totpEncryptionKey },
      { email: args.email, role: args.role, password },
    );
    if (args.json) {
      console.log(
        JSON.stringify({
          id: created.admin.id,
          email: created.admin.email,
          role: created.admin.role,
          ...(created.password ? { password: created.password } : {}),
          totp_secret: created.totpSecret,
          otpauth_uri: created.otpauthUri,
        }),
      );
      return 0;
    }
    console.log(
      `Created operator ${created.admin.email} (role ${created.admin.role}, id ${created.admin.id}).`,
    );
    if (created.password) console.log(`Password: ${created.password}`);
    console.log(`Two-factor secret: ${created.totpSecret}`);
    console.log(`Authenticator URI: ${created.otpauthUri}`);
    console.log('Keep these safe: they are not shown again.');
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      const problems = Object.values(error.fieldErrors ?? {}).flat();
      console.error(`Refused: ${problems.length > 0 ? problems.join(' ') : error.message}`);
      return 65;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
