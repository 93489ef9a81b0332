// @vitest-environment jsdom
// The "Rate us and Win" popup: each of the operator's platforms with the way to write the review and a
// field for its link; a link is sent for its platform to POST /api/user/review-claims and the claim then
// shows with its status (waiting, approved with the credit, rejected with the reason, after which a new
// link may be sent); a refused link shows the server's field message.
import { playerReviewClaims, submitReviewClaim, type ReviewClaim } from '@reelvault/contract/calls/rewards';
import { errorBody } from '@reelvault/contract/errors';
import { reviewPlatforms } from '@reelvault/contract/constants/rewards';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logInForTest } from '@/testing/player-profile';
import { renderScreen, setUpScreenTests, type SentRequest } from '@/testing/render-screen';
import { ReviewPopup } from './review-popup';

setUpScreenTests();

let logOut: () => void = () => undefined;
afterEach(() => logOut());

const platforms = reviewPlatforms.map(({ key, name, url }) => ({ key, name, url }));

function claim(overrides: Partial<ReviewClaim> = {}): ReviewClaim {
  return {
    id: 1,
    platform: 'trustpilot',
    link: 'https://www.trustpilot.com/reviews/abc123',
    status: 'waiting',
    reason: null,
    reward: null,
    currency: null,
    created_at: '2026-11-27T08:00:00.000Z',
    decided_at: null,
    ...overrides,
  };
}

const listOf = (claims: ReviewClaim[]) =>
  playerReviewClaims.reply.parse({ status: 'success', data: { platforms, claims } });

function renderPopup(script: (request: SentRequest) => { status: number; body?: unknown }) {
  return renderScreen(<ReviewPopup close={vi.fn()} />, script, (client) => {
    logOut = logInForTest(client);
  });
}

const platformItem = async (name: string) => screen.findByRole('listitem', { name });

describe('the Rate us and Win popup', () => {
  it("sends a platform's review link and then lists the claim as waiting for approval", async () => {
    let claims: ReviewClaim[] = [];
    const link = 'https://www.trustpilot.com/reviews/abc123';
    const { sent } = renderPopup((request) => {
      if (request.method === 'POST') {
        claims = [claim({ link })];
        return { status: 201, body: submitReviewClaim.reply.parse({ status: 'success', data: claims[0] }) };
      }
      return { status: 200, body: listOf(claims) };
    });
    const trustpilot = await platformItem('Trustpilot');
    expect(
      within(trustpilot).getByRole('link', { name: 'Write a review on Trustpilot' }).getAttribute('href'),
    ).toBe(reviewPlatforms[0].url);
    fireEvent.change(within(trustpilot).getByLabelText('Link to your review on Trustpilot'), {
      target: { value: ` ${link} ` },
    });
    fireEvent.click(within(trustpilot).getByRole('button', { name: 'Send link' }));

    expect(await within(trustpilot).findByText('Waiting for approval')).toBeTruthy();
    expect(sent.find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/user/review-claims',
      body: { platform: 'trustpilot', link },
    });
    // A waiting claim takes no second link; the other platforms still do.
    expect(within(trustpilot).queryByRole('button', { name: 'Send link' })).toBeNull();
    expect(within(await platformItem('Google')).getByRole('button', { name: 'Send link' })).toBeTruthy();
  });

  it('shows an approved claim with its credit and a rejected one with the reason and a new field', async () => {
    renderPopup(() => ({
      status: 200,
      body: listOf([
        claim({
          status: 'approved',
          reward: '10.00',
          currency: 'EUR',
          decided_at: '2026-11-27T09:00:00.000Z',
        }),
        claim({
          id: 2,
          platform: 'google',
          link: 'https://g.page/r/reelvault-casino/review/1',
          status: 'rejected',
          reason: 'The review is not yours.',
          decided_at: '2026-11-27T09:00:00.000Z',
        }),
      ]),
    }));
    const trustpilot = await platformItem('Trustpilot');
    expect(within(trustpilot).getByText('Approved: €10.00 credited to your bonus balance')).toBeTruthy();
    expect(within(trustpilot).queryByRole('button', { name: 'Send link' })).toBeNull();
    const google = await platformItem('Google');
    expect(within(google).getByText('Not approved: The review is not yours.')).toBeTruthy();
    expect(within(google).getByRole('button', { name: 'Send link' })).toBeTruthy();
  });

  it("shows the server's message when a link is refused", async () => {
    renderPopup((request) =>
      request.method === 'POST'
        ? {
            status: 422,
            body: errorBody('VALIDATION_FAILED', undefined, {
              link: ['The link must be to your review on this platform.'],
            }),
          }
        : { status: 200, body: listOf([]) },
    );
    const google = await platformItem('Google');
    fireEvent.change(within(google).getByLabelText('Link to your review on Google'), {
      target: { value: 'https://example.com/review' },
    });
    fireEvent.click(within(google).getByRole('button', { name: 'Send link' }));
    expect(await within(google).findByText('The link must be to your review on this platform.')).toBeTruthy();
  });
});
