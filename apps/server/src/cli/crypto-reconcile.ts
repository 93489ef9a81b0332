// `npm run crypto:reconcile [-- --from-block N]`: compares each EVM hot wallet's transactions on its chain
// (CRYPTO_ETHEREUM_RPC_URL, CRYPTO_BSC_RPC_URL) with the stored crypto payouts of the configured database
// (DATABASE_URL, or the embedded one in DATA_DIR: stop the server first in embedded mode, since only one
// process may open it). Every nonce the hot wallet used must be one stored payout with the same hash,
// recipient and amount. Prints every mismatch (a transfer Reelvault did not store, a withdrawal paid
// twice, a stored payout missing on the chain), stores them for the back office's crypto screen, and exits
// 1 on any; 0 when all reconcile.
// `-- --acknowledge <tx hash> --note "…"` first records a reported transfer an operator has explained (a
// payment by hand, a sweep): its nonce then counts as used and payouts are signed again after it.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { createAssetTable, parseTokenContracts } from '../modules/crypto/assets';
import { existingDemoWallet } from '../modules/crypto/keys';
import {
  acknowledgeHotWalletTransfer,
  reconcileEvmPayouts,
  reconciliationLines,
  storedHotWallets,
} from '../modules/crypto/reconcile';
import { recordReconciliationFindings } from '../modules/crypto/findings-service';
import { createDemoEvmSigner } from '../modules/crypto/signer';

async function main(): Promise<number> {
  let config;
  let fromBlock: bigint | undefined;
  let acknowledge: { txHash: string; note: string } | undefined;
  try {
    config = loadConfig();
    const { values } = parseArgs({
      options: {
        'from-block': { type: 'string' },
        acknowledge: { type: 'string' },
        note: { type: 'string' },
      },
    });
    if (values.acknowledge !== undefined) {
      if (!/^0x[0-9a-fA-F]{64}$/.test(values.acknowledge))
        throw new ConfigError(['--acknowledge takes a transaction hash (0x and 64 hex digits).']);
      if (!values.note?.trim()) throw new ConfigError(['--acknowledge needs --note "why it is explained".']);
      acknowledge = { txHash: values.acknowledge, note: values.note.trim() };
    }
    const from = values['from-block'];
    if (from !== undefined) {
      if (!/^\d+$/.test(from)) throw new ConfigError(['--from-block takes a block number.']);
      fromBlock = BigInt(from);
    }
  } catch (error) {
    if (
      error instanceof ConfigError ||
      (error as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION'
    ) {
      console.error((error as Error).message);
      return 78;
    }
    throw error;
  }
  const assets = createAssetTable(parseTokenContracts(config.crypto.tokenContracts));
  const demo = config.crypto.demoWallet ? await existingDemoWallet(config.dataDir) : undefined;
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDataDir: path.join(config.dataDir, 'pgdata'),
    poolSize: 2,
  });
  let mismatches = 0;
  let checked = 0;
  let acknowledged = false;
  try {
    for (const chain of ['ethereum', 'bsc'] as const) {
      const rpcUrl = config.crypto.endpoints[chain];
      if (!rpcUrl) continue;
      const wallets = new Set(await storedHotWallets(database.db, chain));
      if (demo) wallets.add(createDemoEvmSigner({ seed: demo.seed, endpoints: {} }).address.toLowerCase());
      if (acknowledge && !acknowledged) {
        const outcome = await acknowledgeHotWalletTransfer({
          executor: database.db,
          chain,
          rpcUrl,
          hotWallets: [...wallets],
          txHash: acknowledge.txHash,
          note: acknowledge.note,
          at: new Date(),
        });
        if (outcome) {
          acknowledged = true;
          console.log(
            outcome.recorded
              ? `Recorded ${acknowledge.txHash} (${chain}, ${outcome.from}, nonce ${outcome.nonce}) as explained.`
              : `Nonce ${outcome.nonce} of ${outcome.from} on ${chain} was recorded as explained already.`,
          );
        }
      }
      for (const hotWallet of wallets) {
        const result = await reconcileEvmPayouts({
          executor: database.db,
          chain,
          rpcUrl,
          hotWallet,
          assets,
          ...(fromBlock === undefined ? {} : { fromBlock }),
        });
        // Stored for the back office (decision 0713); an open finding found again is not duplicated.
        await recordReconciliationFindings(database.db, result, new Date());
        checked += 1;
        mismatches += result.problems.length;
        for (const line of reconciliationLines(result)) console.log(line);
      }
    }
  } catch (error) {
    console.error(
      `The reconciliation could not run: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 2;
  } finally {
    await database.close();
  }
  if (acknowledge && !acknowledged) {
    console.error(
      `${acknowledge.txHash} is not a mined transaction of a known hot wallet: nothing recorded.`,
    );
    return 1;
  }
  if (checked === 0) {
    console.log('No EVM hot wallet to reconcile (no endpoint, or no payout and no demo wallet).');
    return 0;
  }
  if (mismatches === 0) {
    console.log('All payouts reconcile.');
    return 0;
  }
  console.error(`${mismatches} mismatch(es): see above. Pay nothing by hand until each is explained.`);
  return 1;
}

process.exitCode = await main();
