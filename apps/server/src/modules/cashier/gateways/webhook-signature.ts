// Webhook signatures of the sandbox gateway: HMAC-SHA256 over `<unix time>.<raw body>`, sent as
// `t=<unix time>,v1=<hex>`. The receiver recomputes it over the exact bytes it got, compares in constant
// time, and refuses a signature older (or newer) than the tolerance, so a captured webhook cannot be
// replayed later.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const sandboxSignatureHeader = 'reelvault-sandbox-signature';
/** How far a signature's time may be from the receiver's clock. */
export const signatureToleranceSeconds = 300;

function mac(secret: Buffer, timestamp: number, body: Buffer): Buffer {
  return createHmac('sha256', secret).update(`${timestamp}.`, 'utf8').update(body).digest();
}

export function signWebhook(secret: Buffer, body: Buffer, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${mac(secret, timestamp, body).toString('hex')}`;
}

export type SignatureCheck = 'valid' | 'missing' | 'mismatch' | 'stale';

export function checkWebhookSignature(
  secret: Buffer,
  body: Buffer,
  header: string | undefined,
  now: Date,
  toleranceSeconds = signatureToleranceSeconds,
): SignatureCheck {
  if (!header) return 'missing';
  const parts = new Map(
    header.split(',').map((part) => {
      const [key = '', ...value] = part.trim().split('=');
      return [key, value.join('=')] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(timestamp) || !/^[0-9a-f]{64}$/i.test(given)) return 'mismatch';
  if (!timingSafeEqual(Buffer.from(given, 'hex'), mac(secret, timestamp, body))) return 'mismatch';
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return 'stale';
  return 'valid';
}
