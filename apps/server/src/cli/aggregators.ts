// The game aggregators from the command line (decision 0808):
//   npm run aggregators:add -- --code hub88 --name Hub88 --base-url <url> --operator-id <id>
//        --private-key <operator-private.pem> --public-key <hub88-public.pem>
//     connects an aggregator (or changes its settings): its adapter's settings and its wallet API provider
//     with the public key its calls are signed with; prints the platform's wallet API public key for it.
//   npm run aggregators:sync -- [--code hub88]       syncs the catalogue with the games list now
//   npm run aggregators:reconcile -- --date YYYY-MM-DD [--code hub88]
//     compares the aggregator's report of that UTC day with the ledger; exit code 1 when anything differs.
// Stop the server first in embedded mode (one process opens the embedded database).
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { openConfiguredDatabase } from '../app';
import { createAggregatorsService } from '../modules/aggregators/service';
import { resolveSecrets } from '../secrets';
import { createSecretBox } from '../security/secret-box';
import type { ReconciliationEntry } from '../modules/aggregators/reconcile';
import { createCatalogueService } from '../modules/catalogue/service';
import { platformSigningKey } from '../modules/gaming/keys';
import { createGamingService } from '../modules/gaming/service';
import { publicKeyPem } from '../modules/gaming/signatures';
import { createWalletService } from '../modules/wallet/service';
import { commandConfig, configErrorExitCode } from './command-database';

const usage = [
  'usage: npm run aggregators:add -- --code <code> --name <name> --base-url <url> --operator-id <id>',
  '           --private-key <operator-private.pem> --public-key <aggregator-public.pem>',
  '       npm run aggregators:sync -- [--code <code>]',
  '       npm run aggregators:reconcile -- --date YYYY-MM-DD [--code <code>]',
].join('\n');

const line = (entry: ReconciliationEntry) =>
  `  ${entry.transactionUuid} ${entry.kind} ${entry.user} round ${entry.round} ${entry.currency} ` +
  `reported ${entry.reported ?? '-'} booked ${entry.booked ?? '-'}`;

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  let args;
  try {
    args = parseArgs({
      args: rest,
      options: {
        code: { type: 'string' },
        name: { type: 'string' },
        'base-url': { type: 'string' },
        'operator-id': { type: 'string' },
        'private-key': { type: 'string' },
        'public-key': { type: 'string' },
        date: { type: 'string' },
      },
    }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    return 64;
  }
  if (command !== 'add' && command !== 'sync' && command !== 'reconcile') {
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
    const service = createAggregatorsService({
      database,
      catalogue: createCatalogueService(database),
      gaming,
      publicUrl: config.publicUrl,
      // The server's own key for secrets at rest: what this command seals, the server opens.
      secretBox: createSecretBox((await resolveSecrets(config)).totpEncryptionKey),
      // The command prints its own report; the service's warnings go to standard error.
      log: {
        warn: (details, message) => console.error(message, JSON.stringify(details)),
        info: () => undefined,
      },
    });

    if (command === 'add') {
      const files = [args['private-key'], args['public-key']];
      if (
        !args.code ||
        !args.name ||
        !args['base-url'] ||
        !args['operator-id'] ||
        files.includes(undefined)
      ) {
        console.error(usage);
        return 64;
      }
      const [privateKey, publicKey] = await Promise.all(
        files.map((file) => readFile(file ?? '', 'utf8').catch(() => undefined)),
      );
      if (privateKey === undefined || publicKey === undefined) {
        console.error('Cannot read the key files.');
        return 66;
      }
      try {
        const view = await service.configure({
          code: args.code,
          kind: 'hub88',
          name: args.name,
          baseUrl: args['base-url'].replace(/\/+$/, ''),
          operatorId: args['operator-id'],
          privateKey,
          publicKeyPem: publicKey,
        });
        console.log(
          `Aggregator ${view.code} (${view.name}) at ${view.baseUrl}, operator ${view.operatorId}.`,
        );
      } catch (error) {
        console.error(`Refused: ${error instanceof Error ? error.message : String(error)}.`);
        return 65;
      }
      console.log("\nThe platform's wallet API public key (the aggregator checks our answers with it):\n");
      console.log(publicKeyPem(await platformSigningKey(config)));
      return 0;
    }

    const codes = args.code ? [args.code] : (await service.list()).map((row) => row.code);
    if (codes.length === 0) {
      console.error('No aggregator is connected (npm run aggregators:add).');
      return 1;
    }
    if (command === 'sync') {
      for (const code of codes) {
        const report = await service.syncCatalogue(code);
        console.log(
          `${code}: ${report.listed} listed, ${report.added} added, ${report.updated} changed, ` +
            `${report.retired} retired, ${report.unchanged} unchanged, ${report.skipped.length} left out.`,
        );
      }
      return 0;
    }

    if (!args.date) {
      console.error(usage);
      return 64;
    }
    let differences = 0;
    for (const code of codes) {
      const result = await service.reconcile(code, args.date);
      const count = result.missing.length + result.extra.length + result.amountDifferences.length;
      differences += count;
      console.log(
        `${code} ${result.day}: ${result.reportedCount} reported, ${result.bookedCount} booked, ${count} difference(s).`,
      );
      if (result.missing.length > 0)
        console.log(['Missing in the ledger:', ...result.missing.map(line)].join('\n'));
      if (result.extra.length > 0) console.log(['Not in the report:', ...result.extra.map(line)].join('\n'));
      if (result.amountDifferences.length > 0) {
        console.log(['Amounts differ:', ...result.amountDifferences.map(line)].join('\n'));
      }
    }
    return differences === 0 ? 0 : 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
