// The player's money as the back office shows it: cash and bonus spendable, withdrawals held, deposits on
// their way, per currency, from the accounts' stored totals.
import { describe, expect, it } from 'vitest';
import { moneyOf } from './backoffice-reads';
import type { AccountRow } from './repository';

function account(kind: string, currency: string, totals: Partial<AccountRow> = {}): AccountRow {
  return {
    id: 1n,
    kind,
    playerId: 7,
    reference: '',
    currency,
    tracksBalance: true,
    debitsMustNotExceedCredits: true,
    debitsPending: 0n,
    debitsPosted: 0n,
    creditsPending: 0n,
    creditsPosted: 0n,
    createdAt: new Date(0),
    ...totals,
  };
}

describe('moneyOf', () => {
  it('takes held withdrawals out of the cash and shows them and pending deposits apart', () => {
    const money = moneyOf([
      account('player_cash', 'EUR', {
        creditsPosted: 10_000n,
        debitsPosted: 2_500n,
        debitsPending: 1_000n,
        creditsPending: 400n,
      }),
      account('player_bonus', 'EUR', { creditsPosted: 700n, debitsPosted: 200n }),
    ]);
    expect(money).toEqual([{ currency: 'EUR', cash: 6_500n, bonus: 500n, held: 1_000n, incoming: 400n }]);
  });

  it('keeps currencies apart and ignores accounts that are not a player balance', () => {
    const money = moneyOf([
      account('player_cash', 'EUR', { creditsPosted: 100n }),
      account('player_cash', 'BTC', { creditsPosted: 5n }),
      account('house_revenue', 'EUR', { creditsPosted: 999n }),
    ]);
    expect(money).toEqual([
      { currency: 'EUR', cash: 100n, bonus: 0n, held: 0n, incoming: 0n },
      { currency: 'BTC', cash: 5n, bonus: 0n, held: 0n, incoming: 0n },
    ]);
  });
});
