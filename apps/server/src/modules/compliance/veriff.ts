// Veriff's identity verification as its API documentation describes it (devdocs.veriff.com):
// - sessions: POST {base}/v1/sessions with `X-AUTH-CLIENT: <API key>` and
//   `{verification: {callback, vendorData}}`; the reply `{status: 'success', verification: {id, url,
//   vendorData, host, status: 'created', sessionToken}}` names the hosted flow's address (`url`), where
//   the player verifies and from which Veriff sends them to `callback`;
// - decision webhooks: JSON `{status: 'success', verification: {id, status, code, reason, reasonCode,
//   vendorData, decisionTime, ...}, technicalData}` with `X-HMAC-SIGNATURE`, the hex HMAC-SHA256 of the
//   raw body keyed with the integration's shared secret. Statuses: approved (9001), declined (9102),
//   resubmission_requested (9103), expired and abandoned (9104), review (9121). Event webhooks (started,
//   submitted) carry no `verification` object and decide nothing.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { InstantVerificationSettings } from '../../config-instant-verification';
import {
  NotificationSignatureRefused,
  NotificationUnreadable,
  ProviderUnavailable,
  type IdentityVerificationProvider,
  type ProviderNotification,
} from './identity-provider';

const requestTimeoutMs = 15_000;
export const veriffSignatureHeader = 'x-hmac-signature';

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** Veriff's signature of a body: hex HMAC-SHA256 keyed with the shared secret. */
export function veriffSignature(body: Buffer | string, sharedSecret: string): string {
  return createHmac('sha256', sharedSecret).update(body).digest('hex');
}

const sessionReply = z.object({
  status: z.literal('success'),
  verification: z.object({ id: z.string().min(1).max(100), url: z.url() }),
});

const decisionStatuses = [
  'approved',
  'declined',
  'resubmission_requested',
  'expired',
  'abandoned',
  'review',
] as const;

const decisionBody = z.object({
  verification: z.object({
    id: z.string().min(1).max(100),
    status: z.enum(decisionStatuses),
    code: z.number().int().nullish(),
    reason: z.string().max(500).nullish(),
    reasonCode: z.number().int().nullish(),
    vendorData: z.string().regex(/^\d{1,10}$/, 'vendorData is not a player id'),
    decisionTime: z.iso.datetime({ offset: true }).nullish(),
  }),
});

export function createVeriffProvider(
  settings: Pick<InstantVerificationSettings, 'apiUrl' | 'apiKey' | 'sharedSecret'>,
  fetcher: FetchLike = fetch,
): IdentityVerificationProvider {
  const sharedSecret = settings.sharedSecret;
  return {
    code: 'veriff',

    async startSession({ playerId, returnUrl }) {
      const url = `${settings.apiUrl}/v1/sessions`;
      let response: Response;
      try {
        response = await fetcher(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-auth-client': settings.apiKey },
          body: JSON.stringify({ verification: { callback: returnUrl, vendorData: String(playerId) } }),
          signal: AbortSignal.timeout(requestTimeoutMs),
        });
      } catch (error) {
        throw new ProviderUnavailable(`Veriff did not answer: ${url}`, { cause: error });
      }
      // Only the status is kept: Veriff's error bodies may echo what was sent.
      if (!response.ok) throw new ProviderUnavailable(`Veriff answered ${response.status}: ${url}`);
      const parsed = sessionReply.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success) throw new ProviderUnavailable(`Veriff's session reply was not understood: ${url}`);
      return { id: parsed.data.verification.id, url: parsed.data.verification.url };
    },

    readNotification(body, headers): ProviderNotification {
      const given = headers[veriffSignatureHeader]?.trim() ?? '';
      if (!/^[0-9a-f]{64}$/i.test(given)) throw new NotificationSignatureRefused();
      const expected = createHmac('sha256', sharedSecret).update(body).digest();
      if (!timingSafeEqual(Buffer.from(given, 'hex'), expected)) throw new NotificationSignatureRefused();
      let json: unknown;
      try {
        json = JSON.parse(body.toString('utf8'));
      } catch {
        throw new NotificationUnreadable('the notification is not JSON');
      }
      if (typeof json !== 'object' || json === null || !('verification' in json)) return { decision: null };
      const parsed = decisionBody.safeParse(json);
      if (!parsed.success) throw new NotificationUnreadable('the decision does not have Veriff’s shape');
      const { verification } = parsed.data;
      return {
        decision: {
          sessionId: verification.id,
          playerId: Number(verification.vendorData),
          status: verification.status,
          code: verification.code ?? null,
          reason: verification.reason ?? null,
          reasonCode: verification.reasonCode ?? null,
          decidedAt: verification.decisionTime ? new Date(verification.decisionTime) : null,
        },
      };
    },
  };
}
