// The play page's line on an active bonus's maximum bet: shown to a player whose active bonus has one,
// with the amount in the bonus's currency; nothing without such a bonus, and nothing for a guest.
import { playerBonusesReply } from '@reelvault/contract/calls/bonuses';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bonusesQueryOptions } from '@/features/bonuses/api/get-bonuses';
import { bonus } from '@/testing/bonus-replies';
import { logInForTest } from '@/testing/player-profile';
import { initTestI18n, renderStatic } from '@/testing/render-static';
import { MaxBetNotice } from './max-bet-notice';

beforeAll(initTestI18n);

let logOut: () => void = () => undefined;
afterEach(() => logOut());

function render(active: ReturnType<typeof bonus>[], player = true): string {
  const client = new QueryClient();
  logOut();
  if (player) logOut = logInForTest(client);
  client.setQueryData(
    bonusesQueryOptions().queryKey,
    playerBonusesReply.parse({ status: 'success', data: { active, queued: [], offers: [] } }).data,
  );
  return renderStatic(<MaxBetNotice />, client);
}

describe("the play page's maximum bet line", () => {
  it('states the active bonus and its maximum bet, with the way to its details', () => {
    const html = render([bonus({ title: 'Welcome bonus', max_bet: '5.00' })]);
    expect(html).toContain(
      'While your bonus “Welcome bonus” is active, a bet above €5.00 per round is refused.',
    );
    expect(html).toContain('href="/account/bonuses"');
  });

  it('shows nothing without an active bonus with a maximum bet, or to a guest', () => {
    expect(render([])).toBe('');
    expect(render([bonus({ max_bet: null })])).toBe('');
    expect(render([bonus()], false)).toBe('');
  });
});
