// What instant verification needs of an identity-verification provider (decision 0905): a session for a
// player on the provider's hosted page, and the provider's signed decision read back into Reelvault's
// words. Veriff's adapter (veriff.ts) is the first; another provider is one more implementation.
import type {
  InstantVerificationProvider,
  InstantVerificationStatus,
} from '@reelvault/contract/calls/instant-verification';

export interface ProviderSession {
  /** The provider's session id, the key its decisions name. */
  readonly id: string;
  /** The provider's hosted page where the player verifies. */
  readonly url: string;
}

export interface ProviderDecision {
  readonly sessionId: string;
  /** The player the session was started for, as the provider echoes it back. */
  readonly playerId: number;
  readonly status: Exclude<InstantVerificationStatus, 'created'>;
  /** The provider's numeric code of the decision. */
  readonly code: number | null;
  /** The provider's reason for a decline or a resubmission. */
  readonly reason: string | null;
  readonly reasonCode: number | null;
  /** When the provider decided, by its own clock. */
  readonly decidedAt: Date | null;
}

/** A notification was read: a decision, or a notification that carries none (answered, then ignored). */
export type ProviderNotification = { decision: ProviderDecision } | { decision: null };

export interface IdentityVerificationProvider {
  readonly code: InstantVerificationProvider;
  /** Opens a session for `playerId`; the provider sends the player back to `returnUrl` at the end. */
  startSession(request: { playerId: number; returnUrl: string }): Promise<ProviderSession>;
  /**
   * Checks the notification's signature over its exact bytes and reads it. Throws
   * `NotificationSignatureRefused` when the signature is missing or wrong, `NotificationUnreadable` when a
   * signed body is not a notification of the provider's documented shape.
   */
  readNotification(body: Buffer, headers: Readonly<Record<string, string | undefined>>): ProviderNotification;
}

/** The provider could not be reached or answered an error: the player may try again later. */
export class ProviderUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailable';
  }
}

export class NotificationSignatureRefused extends Error {
  constructor() {
    super('the notification signature is missing or does not match');
    this.name = 'NotificationSignatureRefused';
  }
}

export class NotificationUnreadable extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'NotificationUnreadable';
  }
}
