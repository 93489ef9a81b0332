// Support tickets: the spec's "fill in all fields" check, one ticket per sender per interval (429), blocked
// senders refused (403); a ticket is stored and e-mailed to the operator's support address through the
// outbox in one transaction, so a stored ticket is always mailed and a mailed one always stored.
import { supportTopics, type SupportTopic } from '@reelvault/contract/constants/support-topics';
import { isTopic } from '@reelvault/contract/calls/support';
import { z } from 'zod';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { NotificationsService } from '../notifications/service';
import { createSupportRepository } from './repository';

export interface SupportSettings {
  readonly supportEmail: string;
  readonly supportTicketIntervalSeconds: number;
}

/** A logged-in sender as their account knows them; the form's own username, e-mail and balance are ignored. */
export interface KnownSender {
  readonly playerId: number;
  readonly username: string;
  readonly email: string;
  /** Cash balance with its currency, as the agent will read it (`€12.50`). */
  readonly balance: string;
}

export interface TicketInput {
  readonly username?: string | undefined;
  readonly email?: string | undefined;
  readonly topic?: string | undefined;
  readonly subject?: string | undefined;
  readonly message?: string | undefined;
}

export interface TicketContext {
  readonly sender: KnownSender | undefined;
  readonly locale: string;
  readonly ip: string | undefined;
}

const emailSchema = z.email();

function topicLabel(topic: SupportTopic): string {
  return supportTopics.find((entry) => entry.key === topic)?.label ?? topic;
}

export function createSupportService(options: {
  db: Db;
  clock: Clock;
  notifications: NotificationsService;
  settings: SupportSettings;
}) {
  const { db, clock, notifications, settings } = options;

  return {
    async sendTicket(input: TicketInput, context: TicketContext): Promise<number> {
      const topic = input.topic?.trim() ?? '';
      const subject = input.subject?.trim() ?? '';
      const message = input.message?.trim() ?? '';
      const email = context.sender?.email ?? input.email?.trim() ?? '';
      const missing: Record<string, string[]> = {};
      const required = 'This field is required.';
      if (!topic) missing.topic = [required];
      if (!subject) missing.subject = [required];
      if (!message) missing.message = [required];
      if (!context.sender && !emailSchema.safeParse(email).success) {
        missing.email = ['Enter the e-mail address we should answer.'];
      }
      if (Object.keys(missing).length > 0) {
        throw new AppError('SUPPORT_FIELDS_REQUIRED', undefined, missing);
      }
      if (!isTopic(topic)) {
        throw new AppError('VALIDATION_FAILED', 'Choose one of the topics.', {
          topic: ['Choose one of the topics.'],
        });
      }
      const playerId = context.sender?.playerId;
      const username = context.sender?.username ?? (input.username?.trim() || null);

      return db.transaction(async (tx) => {
        const repository = createSupportRepository(tx);
        await repository.lockSender(
          playerId !== undefined ? `player:${playerId}` : `email:${email.toLowerCase()}`,
        );
        if (await repository.isBlocked(playerId, email)) throw new AppError('SUPPORT_SENDER_BLOCKED');
        const now = clock.now();
        const intervalMs = settings.supportTicketIntervalSeconds * 1000;
        if (intervalMs > 0) {
          const latest = await repository.latestTicketSince(
            playerId,
            email,
            new Date(now.getTime() - intervalMs),
          );
          if (latest) {
            const retryAfter = Math.max(1, Math.ceil((latest.getTime() + intervalMs - now.getTime()) / 1000));
            throw new AppError('SUPPORT_TOO_SOON', undefined, undefined, {
              'retry-after': String(retryAfter),
            });
          }
        }
        const ticketId = await repository.insertTicket({
          playerId: playerId ?? null,
          username,
          email,
          balance: context.sender?.balance ?? null,
          topic,
          subject,
          message,
          locale: context.locale,
          ip: context.ip ?? null,
          createdAt: now,
        });
        await notifications.enqueueEmail(tx, {
          kind: 'support-ticket',
          to: settings.supportEmail,
          subject: `[Ticket #${ticketId}] ${topicLabel(topic)}: ${subject}`,
          text: [
            `Ticket #${ticketId} (${topicLabel(topic)})`,
            `From: ${username ?? 'guest'} <${email}>${playerId !== undefined ? ` (player ${playerId})` : ''}`,
            ...(context.sender ? [`Balance: ${context.sender.balance}`] : []),
            `Language: ${context.locale}`,
            `Subject: ${subject}`,
            '',
            message,
          ].join('\n'),
        });
        return ticketId;
      });
    },

    /** Refuses a sender's future tickets (abuse); for the back office and operator commands. */
    async blockSender(sender: { playerId?: number; email?: string }, reason: string): Promise<void> {
      await createSupportRepository(db).block(sender, reason);
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
