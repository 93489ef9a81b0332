// What the back office reads of a player's money (decision 0709): the balances of every account the player
// holds, per currency; what moved through them by kind; and their transfers, page by page.
import type { DbExecutor } from '../../db/database';
import type { Transactor } from '../../db/transactor';
import * as sqlRepository from './backoffice-repository';
import type { PlayerMoneyTotals, PlayerTransferRow } from './backoffice-repository';
import { accountKinds, availableOf } from './ledger';
import type { AccountRow } from './repository';

export type { PlayerMoneyTotals, PlayerTransferRow } from './backoffice-repository';

export interface PlayerMoney {
  readonly currency: string;
  readonly cash: bigint;
  readonly bonus: bigint;
  /** Debits held (withdrawals requested and not yet decided). */
  readonly held: bigint;
  /** Credits held (deposits seen and not yet credited). */
  readonly incoming: bigint;
}

export interface PlayerTransfer extends PlayerTransferRow {
  readonly direction: 'in' | 'out';
  /** The kind of the player's own account on this transfer. */
  readonly account: string;
}

interface Dependencies {
  readonly repository: { findPlayerAccounts(executor: DbExecutor, playerId: number): Promise<AccountRow[]> };
  readonly transactor: Transactor;
}

/** Balances per currency from the accounts' stored totals (player accounts always keep them). */
export function moneyOf(accounts: readonly AccountRow[]): PlayerMoney[] {
  const byCurrency = new Map<string, { cash: bigint; bonus: bigint; held: bigint; incoming: bigint }>();
  for (const account of accounts) {
    const entry = byCurrency.get(account.currency) ?? { cash: 0n, bonus: 0n, held: 0n, incoming: 0n };
    const available = availableOf({ ...account, accountId: account.id });
    if (account.kind === accountKinds.playerCash) entry.cash += available;
    else if (account.kind === accountKinds.playerBonus) entry.bonus += available;
    else continue;
    entry.held += account.debitsPending;
    entry.incoming += account.creditsPending;
    byCurrency.set(account.currency, entry);
  }
  return [...byCurrency].map(([currency, money]) => ({ currency, ...money }));
}

export function createBackofficeReads({ repository, transactor }: Dependencies) {
  const db = transactor.db;
  const playerAccountIds = async (playerId: number) =>
    (await repository.findPlayerAccounts(db, playerId)).map((account) => account.id);
  return {
    /** Cash, bonus, held and incoming per currency of every account the player holds. */
    async playerMoney(playerId: number): Promise<PlayerMoney[]> {
      return moneyOf(await repository.findPlayerAccounts(db, playerId));
    },

    /** Deposited, withdrawn, bet, won and refunded per currency, over the player's whole history. */
    async playerMoneyTotals(playerId: number): Promise<PlayerMoneyTotals[]> {
      return sqlRepository.moneyTotals(db, await playerAccountIds(playerId));
    },

    /** The transfers of the player's accounts, newest first, optionally of one kind. */
    async playerTransfers(
      playerId: number,
      query: { kind?: string | undefined; offset: number; limit: number },
    ): Promise<{ transfers: PlayerTransfer[]; total: number }> {
      const accounts = await repository.findPlayerAccounts(db, playerId);
      const ids = accounts.map((account) => account.id);
      const kindOf = new Map(accounts.map((account) => [account.id, account.kind]));
      const [rows, total] = [
        await sqlRepository.transfersPage(db, ids, query.kind, query.offset, query.limit),
        await sqlRepository.countTransfers(db, ids, query.kind),
      ];
      return {
        transfers: rows.map((row) => {
          const credited = kindOf.get(row.creditAccountId);
          return {
            ...row,
            direction: credited !== undefined ? 'in' : 'out',
            account: credited ?? kindOf.get(row.debitAccountId) ?? '',
          };
        }),
        total,
      };
    },
  };
}
