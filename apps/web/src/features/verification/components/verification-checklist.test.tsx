// The verification checklist as a player reads it: each document and the details with its state, the
// reviewer's reason on a rejected one, how much is done; and the player's own checklist from the
// verification status in the query cache (a fake reply, checked against the contract's schema).
import {
  verificationStatusReply,
  type VerificationChecklistItem,
} from '@reelvault/contract/calls/compliance';
import { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { verificationStatusQueryOptions } from '@/features/verification/api/get-verification-status';
import { initTestI18n, renderStatic } from '@/testing/render-static';
import { PlayerVerificationChecklist, VerificationChecklist } from './verification-checklist';

beforeAll(initTestI18n);

/** Each checklist row as "label: state", plus any reason, one line each. */
function rows(html: string): string[] {
  return [...html.matchAll(/<li [^>]*data-checklist-item="[^"]+"[^>]*>(.*?)<\/li>/g)].map((match) =>
    (match[1] ?? '')
      .replace(/<\/span><span[^>]*>/g, ': ')
      .replace(/<\/div><p[^>]*>/g, ' / ')
      .replace(/<[^>]+>/g, '')
      .replace(/&#x27;/g, "'"),
  );
}

const item = (
  entry: Pick<VerificationChecklistItem, 'item' | 'status'> & Partial<VerificationChecklistItem>,
): VerificationChecklistItem => ({
  type: null,
  rejection_reason: null,
  ...entry,
});

describe('the verification checklist', () => {
  it('names each document and the details with its state, and the reason of a rejected document', () => {
    const html = renderStatic(
      <VerificationChecklist
        items={[
          item({ item: 'identity_front', type: 1, status: 'approved' }),
          item({
            item: 'proof_of_address',
            type: 3,
            status: 'rejected',
            rejection_reason: 'The bill is older than three months.',
          }),
          item({ item: 'selfie_with_identity', type: 5, status: 'pending_review' }),
          item({ item: 'selfie_with_credit_card', type: 4, status: 'not_submitted' }),
          item({ item: 'details', status: 'not_submitted' }),
        ]}
      />,
    );
    expect(rows(html)).toEqual([
      'Identity document (front): Approved',
      'Proof of address: Rejected / Rejected: The bill is older than three months.',
      'Selfie with your identity document: Pending review',
      'Selfie with your credit card: Not submitted',
      'Personal details: Not submitted',
    ]);
    expect(html).toContain('What verification needs');
    expect(html).toContain('1 of 5 done');
  });

  it('counts saved details and approved documents as done', () => {
    const html = renderStatic(
      <VerificationChecklist
        items={[
          item({ item: 'identity_front', type: 1, status: 'approved' }),
          item({ item: 'details', status: 'saved' }),
        ]}
      />,
    );
    expect(rows(html)).toEqual(['Identity document (front): Approved', 'Personal details: Saved']);
    expect(html).toContain('2 of 2 done');
  });

  it("shows the player's own checklist from the verification status, and nothing before it is read", () => {
    expect(renderStatic(<PlayerVerificationChecklist />)).toBe('');
    const client = new QueryClient();
    client.setQueryData(
      verificationStatusQueryOptions().queryKey,
      verificationStatusReply.parse({
        data: [1],
        documents: [],
        required: [1, 2, 3, 5],
        level: 2,
        status: 1,
        player_status: 0,
        details_locked: false,
        checklist: [
          item({ item: 'identity_front', type: 1, status: 'approved' }),
          item({ item: 'proof_of_address', type: 3, status: 'not_submitted' }),
          item({ item: 'selfie_with_identity', type: 5, status: 'not_submitted' }),
          item({ item: 'details', status: 'not_submitted' }),
        ],
      }),
    );
    expect(rows(renderStatic(<PlayerVerificationChecklist />, client))).toEqual([
      'Identity document (front): Approved',
      'Proof of address: Not submitted',
      'Selfie with your identity document: Not submitted',
      'Personal details: Not submitted',
    ]);
  });
});
