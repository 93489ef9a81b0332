// Instant verification (decision 0905): the player starts a session at the operator's identity-verification
// provider and is sent to its hosted page; the provider's signed decision approves the player as the
// documents' review does (the same standing rule), refuses with its reason, or lets the player start
// again. Every decision the provider sent is kept; a delivery sent again changes nothing.
import { createHash } from 'node:crypto';
import type {
  InstantVerificationReply,
  InstantVerificationSession,
  InstantVerificationStatus,
} from '@reelvault/contract/calls/instant-verification';
import { playerStatus } from '@reelvault/contract/constants/statuses';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { DbExecutor } from '../../db/database';
import type { Transactor } from '../../db/transactor';
import { AppError } from '../../http/app-error';
import type { ComplianceIdentity } from './collaborators';
import {
  NotificationSignatureRefused,
  NotificationUnreadable,
  ProviderUnavailable,
  type IdentityVerificationProvider,
} from './identity-provider';
import * as instantRepository from './instant-repository';
import type { InstantVerificationRow } from './instant-repository';

/** Veriff keeps a session open for seven days; an older one that was never decided is started afresh. */
const sessionLifetimeMs = 7 * 24 * 60 * 60 * 1000;

/** What a provider's notification did: moved a session, or nothing (sent again, or older than the last). */
export type NotificationOutcome = 'applied' | 'repeated' | 'superseded' | 'ignored';

export interface InstantVerificationDependencies {
  readonly transactor: Transactor;
  readonly clock: Clock;
  readonly identity: Pick<ComplianceIdentity, 'verificationSubject'>;
  /** Undefined: the operator configured no provider, and instant verification is not offered. */
  readonly provider: IdentityVerificationProvider | undefined;
  /** Where the provider sends the player back after its flow: the site's verification page. */
  readonly returnUrl: string;
  /** The documents' standing rule: moves status and player_status (documents-service.ts). */
  readonly refreshStanding: (executor: DbExecutor, playerId: number) => Promise<void>;
  readonly log: Pick<FastifyBaseLogger, 'warn'>;
}

function sessionReply(row: InstantVerificationRow): InstantVerificationSession {
  return {
    provider: 'veriff',
    status: row.status as InstantVerificationStatus,
    reason: row.reason,
    started_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

export function createInstantVerificationService(dependencies: InstantVerificationDependencies) {
  const { transactor, clock, identity, provider, returnUrl, refreshStanding, log } = dependencies;
  const db = transactor.db;

  /** A session the player can go back to: not decided, and not past the provider's lifetime. */
  const resumable = (row: InstantVerificationRow | undefined): row is InstantVerificationRow =>
    row !== undefined &&
    (row.status === 'review' ||
      (row.status === 'created' && clock.now().getTime() - row.createdAt.getTime() < sessionLifetimeMs));

  /** Why the player may not start (or resume) a session, or undefined when they may. */
  function refusal(verified: boolean, row: InstantVerificationRow | undefined) {
    if (verified || row?.status === 'approved') return new AppError('KYC_INSTANT_NOT_NEEDED');
    if (row?.status === 'declined') return new AppError('KYC_INSTANT_DECLINED');
    return undefined;
  }

  async function standing(playerId: number) {
    const [subject, row] = await Promise.all([
      identity.verificationSubject(playerId),
      instantRepository.latestInstantVerification(db, playerId),
    ]);
    return { verified: subject.playerStatus === playerStatus.verified, row };
  }

  return {
    async instantVerification(playerId: number): Promise<InstantVerificationReply> {
      if (!provider) return { offered: false, can_start: false, session: null };
      const { verified, row } = await standing(playerId);
      return {
        offered: true,
        can_start: refusal(verified, row) === undefined && row?.status !== 'review',
        session: row ? sessionReply(row) : null,
      };
    },

    /** Opens a session at the provider (or answers the open one) and the hosted page to send the player to. */
    async startInstantVerification(playerId: number) {
      if (!provider) throw new AppError('KYC_INSTANT_UNAVAILABLE');
      const { verified, row } = await standing(playerId);
      const refused = refusal(verified, row);
      if (refused) throw refused;
      if (resumable(row)) return { url: row.url, session: sessionReply(row) };
      let started;
      try {
        started = await provider.startSession({ playerId, returnUrl });
      } catch (error) {
        if (!(error instanceof ProviderUnavailable)) throw error;
        log.warn(
          { provider: provider.code, reason: error.message },
          'an instant verification could not start',
        );
        throw new AppError('KYC_INSTANT_PROVIDER_FAILED');
      }
      const created: InstantVerificationRow = {
        id: started.id,
        provider: provider.code,
        playerId,
        status: 'created',
        url: started.url,
        reason: null,
        reasonCode: null,
        createdAt: clock.now(),
        decidedAt: null,
      };
      await instantRepository.insertInstantVerification(db, created);
      return { url: created.url, session: sessionReply(created) };
    },

    /**
     * A provider's notification, its signature checked over the exact bytes: a decision moves the session
     * and the player's standing in one transaction, with its record; the same delivery again, or one older
     * than the decision applied, changes nothing.
     */
    async receiveInstantNotification(
      providerCode: string,
      body: Buffer,
      headers: Readonly<Record<string, string | undefined>>,
    ): Promise<NotificationOutcome> {
      if (!provider || provider.code !== providerCode) throw new AppError('KYC_INSTANT_UNAVAILABLE');
      let notification;
      try {
        notification = provider.readNotification(body, headers);
      } catch (error) {
        if (error instanceof NotificationSignatureRefused) {
          log.warn({ provider: provider.code }, 'an instant verification notification had a bad signature');
          throw new AppError('KYC_INSTANT_SIGNATURE');
        }
        if (error instanceof NotificationUnreadable) {
          log.warn(
            { provider: provider.code, reason: error.message },
            'an instant verification notification was refused',
          );
          throw new AppError('KYC_INSTANT_NOTIFICATION_REFUSED');
        }
        throw error;
      }
      const decision = notification.decision;
      if (!decision) return 'ignored';
      const digest = createHash('sha256').update(body).digest('hex');
      return transactor.run(async (tx) => {
        const session = await instantRepository.findInstantVerification(tx, decision.sessionId);
        if (!session || session.playerId !== decision.playerId || session.provider !== provider.code) {
          log.warn({ provider: provider.code }, 'a decision named a session that was not started here');
          throw new AppError('KYC_INSTANT_NOTIFICATION_REFUSED');
        }
        const now = clock.now();
        const decidedAt = decision.decidedAt ?? now;
        const applied = !session.decidedAt || decidedAt.getTime() >= session.decidedAt.getTime();
        const fresh = await instantRepository.recordInstantDecision(tx, {
          digest,
          sessionId: session.id,
          provider: provider.code,
          playerId: session.playerId,
          status: decision.status,
          code: decision.code,
          reason: decision.reason,
          reasonCode: decision.reasonCode,
          decidedAt: decision.decidedAt,
          receivedAt: now,
          applied,
        });
        if (!fresh) return 'repeated';
        if (!applied) return 'superseded';
        await instantRepository.decideInstantVerification(tx, session.id, {
          status: decision.status,
          reason: decision.reason,
          reasonCode: decision.reasonCode,
          decidedAt,
        });
        await refreshStanding(tx, session.playerId);
        return 'applied';
      });
    },
  };
}

export type InstantVerificationService = ReturnType<typeof createInstantVerificationService>;
