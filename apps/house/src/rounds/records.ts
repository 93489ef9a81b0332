// A round as its player and the verifier see it, and the balance its last answered wallet call reported.
import type { RoundPlayInput, RoundRecordReply } from '@reelvault/contract/calls/studio';
import type { HouseDb } from '../db';
import * as repository from '../repository';
import type { RoundRow, WalletCallRow } from '../repository';

export function createRecords(db: HouseDb) {
  return {
    /** A round as its player and the verifier see it. */
    async record(round: RoundRow, calls?: readonly WalletCallRow[]): Promise<RoundRecordReply> {
      const pair =
        round.seedPairId === null ? undefined : await repository.seedPairById(db, round.seedPairId);
      // A one-call spin is drawn before its money is answered: its outcome stays hidden until then.
      const hidden = round.state === 'betting';
      const ownCalls = (calls ?? (await repository.walletCallsOf(db, round.id))).filter(
        (call) => !hidden || call.kind !== 'win',
      );
      return {
        id: round.id,
        engine: round.engine,
        game_code: round.gameCode,
        currency: round.currency,
        state: round.state,
        created_at: round.createdAt.toISOString(),
        server_seed_hash: round.serverSeedHash,
        client_seed: round.clientSeed,
        nonce: round.nonce,
        server_seed: pair?.revealedAt ? pair.serverSeed : null,
        play: round.play as RoundPlayInput,
        result: hidden ? null : (round.outcome ?? null),
        stake: round.stake.toString(),
        payout: hidden || round.payout === null ? null : round.payout.toString(),
        transactions: ownCalls.map((call) => ({
          uuid: call.transactionUuid,
          kind: call.kind,
          amount: call.amount.toString(),
          state: call.state,
        })),
      };
    },

    /** The balance after the round's last answered wallet call. */
    async lastBalance(roundId: string): Promise<bigint | null> {
      const calls = await repository.walletCallsOf(db, roundId);
      const answered = calls
        .filter((call) => call.answeredAt !== null && call.balance !== null)
        .sort((a, b) => (a.answeredAt?.getTime() ?? 0) - (b.answeredAt?.getTime() ?? 0));
      return answered.at(-1)?.balance ?? null;
    },
  };
}
