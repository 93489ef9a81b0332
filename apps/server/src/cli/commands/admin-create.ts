// `npm run admin:create -- --email ops@example.com --role finance`: creates a back-office operator
// (roles: admin, finance, compliance, support). The password is generated and printed, or read from the
// first line of standard input with --password-stdin. The two-factor secret is printed once, as text and
// as an otpauth:// URI for an authenticator app; logins need its codes. `--json` prints one JSON object
// for scripts (the browser tests' setup uses it).
import { parseArgs } from 'node:util';
import { adminRoles } from '@reelvault/contract/calls/backoffice';
import { systemClock } from '../../clock';
import { AppError } from '../../http/app-error';
import { createOperator } from '../../modules/backoffice/service';
import type { Command } from './command';

const usage = `usage: npm run admin:create -- --email <email> --role <${adminRoles.join('|')}> [--password-stdin] [--json]`;

const options = {
  email: { type: 'string' },
  role: { type: 'string' },
  'password-stdin': { type: 'boolean' },
  json: { type: 'boolean' },
} as const;

function parsed(argv: readonly string[]) {
  try {
    return parseArgs({ args: [...argv], options }).values;
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

export const adminCreate: Command = {
  name: 'admin:create',
  migrates: true,
  readsStdin: (argv) => {
    const args = parsed(argv);
    return !(args instanceof Error) && args['password-stdin'] === true;
  },
  async run({ database, secrets, output, stdinLine }, argv) {
    const args = parsed(argv);
    if (args instanceof Error) {
      output.err(`${args.message}\n${usage}`);
      return 64;
    }
    if (!args.email || !args.role) {
      output.err(usage);
      return 64;
    }
    try {
      const created = await createOperator(
        { db: database.db, clock: systemClock, totpEncryptionKey: secrets.totpEncryptionKey },
        {
          email: args.email,
          role: args.role,
          password: args['password-stdin'] ? (stdinLine ?? '') : undefined,
        },
      );
      if (args.json) {
        output.out(
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
      output.out(
        `Created operator ${created.admin.email} (role ${created.admin.role}, id ${created.admin.id}).`,
      );
      if (created.password) output.out(`Password: ${created.password}`);
      output.out(`Two-factor secret: ${created.totpSecret}`);
      output.out(`Authenticator URI: ${created.otpauthUri}`);
      output.out('Keep these safe: they are not shown again.');
      return 0;
    } catch (error) {
      if (error instanceof AppError) {
        const problems = Object.values(error.fieldErrors ?? {}).flat();
        output.err(`Refused: ${problems.length > 0 ? problems.join(' ') : error.message}`);
        return 65;
      }
      throw error;
    }
  },
};
