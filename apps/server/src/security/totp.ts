// TOTP (RFC 6238) as authenticator apps expect it: SHA-1, 6 digits, 30-second steps, a 160-bit base32
// secret. A code is accepted one step either side of now, and never twice: the caller stores the time step
// of the last accepted code, and any code of that step or an earlier one is refused.
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

export const totpIssuer = 'Reelvault';
const stepSeconds = 30;

export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export function otpauthUri(secret: string, accountName: string, issuer: string = totpIssuer): string {
  return generateURI({ issuer, label: accountName, secret });
}

/** The otpauth URI as a PNG data: URL, made here: no outside service ever sees the secret. */
export function qrCodeDataUrl(uri: string): Promise<string> {
  return QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
}

/**
 * The time step a code belongs to when it is valid now and newer than `lastTimeStep`; undefined otherwise
 * (wrong, too old, or already used).
 */
export async function acceptedTimeStep(
  secret: string,
  code: string,
  now: Date,
  lastTimeStep: number | null,
): Promise<number | undefined> {
  if (!/^\d{6}$/.test(code)) return undefined;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: stepSeconds,
    ...(lastTimeStep === null ? {} : { afterTimeStep: lastTimeStep }),
  });
  if (!result.valid || !('timeStep' in result)) return undefined;
  return result.timeStep;
}
