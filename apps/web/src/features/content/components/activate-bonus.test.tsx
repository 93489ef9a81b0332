// A promotion's Activate Bonus: a guest sees the button (it leads to the login); a logged-in player sees
// what activates the bonus offer the promotion backs when there is one, and the spec's chat-or-deposit
// button otherwise; an ended promotion shows nothing.
import type { Promotion } from '@reelvault/contract/calls/content';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { balanceQueryOptions } from '@/lib/balance';
import { logInForTest } from '@/testing/player-profile';
import { initTestI18n, renderStatic } from '@/testing/render-static';
import { ActivateBonus } from './activate-bonus';

beforeAll(initTestI18n);

const promotion: Promotion = {
  id: 5,
  title: 'Crypto deposit bonus',
  details: '25 % on every crypto deposit.',
  type: 'reload',
  is_active: true,
  cover_image_url: '/cover.webp',
  thumbnail_image_url: '/thumb.webp',
};
const offerAction = <p data-testid="offer-action">The offer&apos;s Activate Bonus</p>;
const noop = () => undefined;

let logOut: () => void = noop;
afterEach(() => logOut());

function render(options: { player: boolean; withOffer: boolean; active?: boolean }): string {
  const client = new QueryClient();
  logOut();
  if (options.player) logOut = logInForTest(client);
  return renderStatic(
    <ActivateBonus
      promotion={{ ...promotion, is_active: options.active ?? true }}
      offerAction={options.withOffer ? offerAction : undefined}
      onDeposit={noop}
      onChat={noop}
    />,
    client,
  );
}

describe("a promotion's Activate Bonus", () => {
  it("gives a logged-in player the activation of the promotion's offer", () => {
    const html = render({ player: true, withOffer: true });
    expect(html).toContain('data-testid="offer-action"');
    expect(html).not.toContain('Activate Bonus</button>');
  });

  it('keeps the button for a promotion without an offer, and for a guest', () => {
    expect(render({ player: true, withOffer: false })).toContain('Activate Bonus</button>');
    const guest = render({ player: false, withOffer: true });
    expect(guest).toContain('Activate Bonus</button>');
    expect(guest).not.toContain('offer-action');
  });

  it("waits while the player's offers load, rather than take the chat path", () => {
    const client = new QueryClient();
    logOut();
    logOut = logInForTest(client);
    client.setQueryData(balanceQueryOptions().queryKey, {
      balance: '0.00',
      currency: 'EUR',
      bonus_balance: '0.00',
    });
    const button = (offerLoading: boolean) =>
      renderStatic(
        <ActivateBonus promotion={promotion} offerLoading={offerLoading} onDeposit={noop} onChat={noop} />,
        client,
      );
    expect(button(true)).toMatch(/<button[^>]*disabled=""[^>]*>Activate Bonus<\/button>/);
    expect(button(false)).not.toContain('disabled=""');
  });

  it('shows nothing for an ended promotion', () => {
    expect(render({ player: true, withOffer: true, active: false })).toBe('');
  });
});
