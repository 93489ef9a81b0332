// `npm run provider:add -- --code house --name "Reelvault Studio" --public-key path.pem`: registers a game
// provider and the RSA public key its wallet API requests are signed with (or replaces the key of an
// existing one), then prints the platform's public key, which the provider uses to check our answers.
// `--disable` / `--enable` switch an existing provider off and on. Stop the server first in embedded mode.
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { openConfiguredDatabase } from '../app';
import { commandConfig, configErrorExitCode } from './command-database';
import { platformSigningKey } from '../modules/gaming/keys';
import { createGamingService } from '../modules/gaming/service';
import { publicKeyPem } from '../modules/gaming/signatures';
import { createWalletService } from '../modules/wallet/service';

const usage =
  'usage: npm run provider:add -- --code <code> --name <name> --public-key <file.pem>\n' +
  '       npm run provider:add -- --code <code> --disable | --enable';

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({
      options: {
        code: { type: 'string' },
        name: { type: 'string' },
        'public-key': { type: 'string' },
        disable: { type: 'boolean' },
        enable: { type: 'boolean' },
      },
    }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    return 64;
  }
  const switching = args.disable === true || args.enable === true;
  if (!args.code || (!switching && (!args.name || !args['public-key']))) {
    console.error(usage);
    return 64;
  }
  const config = commandConfig();
  if (config === configErrorExitCode) return config;
  const database = await openConfiguredDatabase(config);
  try {
    const gaming = createGamingService(database, createWalletService(database), {
      sessionTtlMinutes: config.gameSessionTtlMinutes,
    });
    if (switching) {
      const status = args.disable ? 'disabled' : 'active';
      if (!(await gaming.setProviderStatus(args.code, status))) {
        console.error(`No provider with code ${args.code}.`);
        return 1;
      }
      console.log(`Provider ${args.code} is ${status}.`);
      return 0;
    }
    const keyFile = args['public-key'] ?? '';
    const pem = await readFile(keyFile, 'utf8').catch(() => undefined);
    if (pem === undefined) {
      console.error(`Cannot read ${keyFile}.`);
      return 66;
    }
    try {
      const { provider, created } = await gaming.registerProvider(database.db, {
        code: args.code,
        name: args.name ?? args.code,
        publicKeyPem: pem,
      });
      console.log(
        `${created ? 'Registered' : 'Updated'} provider ${provider.code} (${provider.name}), status ${provider.status}.`,
      );
    } catch (error) {
      // A key that is not an RSA public key of 2048 bits or more, or a malformed code.
      console.error(`Refused: ${error instanceof Error ? error.message : String(error)}.`);
      return 65;
    }
    console.log("\nThe platform's wallet API public key (the provider checks our answers with it):\n");
    console.log(publicKeyPem(await platformSigningKey(config)));
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
