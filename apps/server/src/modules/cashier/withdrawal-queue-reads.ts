// The back office's one withdrawal queue (decision 0713): withdrawals of every method in one list, oldest
// first, each with its lifecycle row and its method's own admin view (the bank's account, the crypto
// address and network), read through the method adapters of decision 0308.
import type { DbExecutor } from '../../db/database';
import type { WithdrawalKind, WithdrawalRow } from './repository';
import type * as sqlRepository from './repository';
import type { WithdrawalState } from './withdrawal-lifecycle';
import type { AdminBankReply, AdminCryptoReply, WithdrawalMethod } from './withdrawal-methods';

export type QueuedWithdrawalView =
  | { readonly kind: 'bank'; readonly row: WithdrawalRow; readonly view: AdminBankReply }
  | { readonly kind: 'crypto'; readonly row: WithdrawalRow; readonly view: AdminCryptoReply };

interface Dependencies {
  readonly repository: Pick<typeof sqlRepository, 'withdrawalQueue'>;
  readonly db: DbExecutor;
  readonly methods: { readonly bank: WithdrawalMethod<'bank'>; readonly crypto?: WithdrawalMethod<'crypto'> };
}

export function createWithdrawalQueueReads({ repository, db, methods }: Dependencies) {
  return {
    /** Withdrawals in `states` (of one method, or of all), oldest first: a page and how many in all. */
    async withdrawalQueueView(
      states: readonly WithdrawalState[],
      kind: WithdrawalKind | undefined,
      page: number,
      perPage: number,
    ): Promise<{ rows: QueuedWithdrawalView[]; total: number }> {
      const { rows, total } = await repository.withdrawalQueue(
        db,
        { kind, states },
        (page - 1) * perPage,
        perPage,
      );
      const bankRows = rows.filter((row) => row.kind === 'bank');
      const cryptoRows = rows.filter((row) => row.kind === 'crypto');
      const bank = new Map((await methods.bank.adminReplies(db, bankRows)).map((view) => [view.id, view]));
      if (cryptoRows.length > 0 && !methods.crypto)
        throw new Error('crypto withdrawals without a crypto method');
      const crypto = new Map(
        (cryptoRows.length > 0 && methods.crypto
          ? await methods.crypto.adminReplies(db, cryptoRows)
          : []
        ).map((view) => [view.id, view]),
      );
      return {
        rows: rows.map((row): QueuedWithdrawalView => {
          if (row.kind === 'bank') {
            const view = bank.get(row.id);
            if (!view) throw new Error(`bank withdrawal ${row.id} has no view`);
            return { kind: 'bank', row, view };
          }
          const view = crypto.get(row.id);
          if (!view) throw new Error(`crypto withdrawal ${row.id} has no view`);
          return { kind: 'crypto', row, view };
        }),
        total,
      };
    },
  };
}
