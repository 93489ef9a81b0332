// @vitest-environment jsdom
// The bonuses follow the balance: a new balance (pushed by the server after a round, or refreshed) has the
// bonuses read again, so the free spins left go down on the page as they are played at the game.
import { playerBonusesReply } from '@reelvault/contract/calls/bonuses';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { balanceQueryOptions } from '@/lib/balance';
import { bonus } from '@/testing/bonus-replies';
import { renderScreen, setUpScreenTests } from '@/testing/render-screen';
import { PlayerBonuses } from '../components/player-bonuses';

setUpScreenTests();

const withSpins = (left: number) =>
  playerBonusesReply.parse({
    status: 'success',
    data: {
      active: [
        bonus({ granted: '0.00', balance: '0.00', free_spins_left: left, free_spins_game: 'Sands of Gold' }),
      ],
      queued: [],
      offers: [],
    },
  });

describe('the bonuses and the balance', () => {
  it('reads the bonuses again when a new balance arrives, showing the free spins left after play', async () => {
    let left = 25;
    const { sent, queryClient } = renderScreen(<PlayerBonuses onDeposit={() => undefined} />, (request) =>
      request.path === '/api/user/bonuses'
        ? { status: 200, body: withSpins(left) }
        : { status: 200, body: { balance: '10.00', currency: 'EUR', bonus_balance: '0.00' } },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Bonus Details' }));
    expect(await screen.findByText('25 on Sands of Gold')).toBeTruthy();
    const reads = () => sent.filter((request) => request.path === '/api/user/bonuses').length;
    const before = reads();

    left = 24;
    queryClient.setQueryData(balanceQueryOptions().queryKey, {
      balance: '10.00',
      currency: 'EUR',
      bonus_balance: '0.40',
    });
    expect(await screen.findByText('24 on Sands of Gold')).toBeTruthy();
    await waitFor(() => expect(reads()).toBe(before + 1));
  });
});
