// Instant verification on the verification page: no trace of it when the operator offers none; the
// "Verify instantly" button when the player may start; the session's state and the provider's reason
// afterwards; and its row in the checklist (replies checked against the contract's schema).
import {
  instantVerificationReply,
  type InstantVerificationReply,
} from '@reelvault/contract/calls/instant-verification';
import { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { instantVerificationQueryOptions } from '@/features/verification/api/instant-verification';
import { initTestI18n, renderStatic } from '@/testing/render-static';
import { InstantVerification } from './instant-verification';
import { VerificationChecklist } from './verification-checklist';

beforeAll(initTestI18n);

function render(reply: InstantVerificationReply): string {
  const client = new QueryClient();
  client.setQueryData(instantVerificationQueryOptions().queryKey, instantVerificationReply.parse(reply));
  return renderStatic(<InstantVerification />, client);
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const session = (status: string, reason: string | null = null) =>
  instantVerificationReply.shape.session.parse({
    provider: 'veriff',
    status,
    reason,
    started_at: '2026-01-05T10:00:00.000Z',
    decided_at: status === 'created' ? null : '2026-01-05T10:04:00.000Z',
  });

describe('instant verification on the verification page', () => {
  it('shows nothing when the operator offers no instant verification', () => {
    expect(render({ offered: false, can_start: false, session: null })).toBe('');
  });

  it('offers "Verify instantly" when the player may start', () => {
    const html = render({ offered: true, can_start: true, session: null });
    expect(html).toMatch(/<button[^>]*>Verify instantly<\/button>/);
    expect(text(html)).toContain('Instant verification');
  });

  it("shows a decline with the provider's reason and no button; a resubmission offers to start again", () => {
    const declined = text(
      render({
        offered: true,
        can_start: false,
        session: session('declined', 'Suspected document tampering'),
      }),
    );
    expect(declined).toContain('Declined. Please upload your documents for review.');
    expect(declined).toContain('Rejected: Suspected document tampering');
    expect(declined).not.toContain('Verify instantly');

    const resubmit = render({
      offered: true,
      can_start: true,
      session: session('resubmission_requested', 'Video and/or photos missing'),
    });
    expect(text(resubmit)).toContain('The provider needs new photos. Please start again.');
    expect(resubmit).toMatch(/<button[^>]*>Start again<\/button>/);
  });

  it('names the instant verification in the checklist', () => {
    const html = renderStatic(
      <VerificationChecklist
        items={[
          { item: 'instant_verification', type: null, status: 'approved', rejection_reason: null },
          { item: 'details', type: null, status: 'saved', rejection_reason: null },
        ]}
      />,
    );
    expect(text(html)).toContain('Instant verification Approved');
    expect(text(html)).toContain('2 of 2 done');
  });
});
