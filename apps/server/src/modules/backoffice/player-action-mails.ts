// The e-mails a player gets when an operator acts on their account (decision 0712), plain text in the
// player's language: a new user status, sessions ended, two-factor removed, a limit changed, a break
// ended, the account closed. The operator's reason is never in them: it is for the audit log.
import type { LimitKind, LimitPeriod } from '@reelvault/contract/constants/limits';
import { localeOf } from '@reelvault/contract/constants/locales';
import { userStatus } from '@reelvault/contract/constants/statuses';
import { formatMoney } from '@reelvault/contract/money';
import { formatInstant, translatorFor, type ServerTranslator } from '../../i18n/server-texts';
import type { MailRecipient, OutgoingMail } from '../notifications/service';

function mail(
  kind: string,
  to: MailRecipient,
  t: ServerTranslator,
  subject: string,
  paragraphs: readonly string[],
): OutgoingMail {
  return {
    kind,
    to: to.email,
    subject,
    text: [t('mails.greeting', { username: to.username }), ...paragraphs, t('mails.supportClosing')].join(
      '\n\n',
    ),
  };
}

const statusTexts = {
  [userStatus.active]: 'active',
  [userStatus.inactive]: 'inactive',
  [userStatus.needsVerification]: 'verificationRequired',
  [userStatus.needsVerificationWithCardSelfie]: 'verificationWithCardSelfie',
} as const;

/** The mail of a new user status (1, 2, 6 or 7); undefined for a status no mail tells of. */
export function accountStatusMail(to: MailRecipient, status: number): OutgoingMail | undefined {
  const key = (statusTexts as Partial<Record<number, (typeof statusTexts)[keyof typeof statusTexts]>>)[
    status
  ];
  if (!key) return undefined;
  const t = translatorFor(to.locale);
  return mail(`account_status_${status}`, to, t, t(`mails.accountStatus.${key}.subject`), [
    t(`mails.accountStatus.${key}.body`),
  ]);
}

export function sessionsEndedMail(to: MailRecipient): OutgoingMail {
  const t = translatorFor(to.locale);
  return mail('sessions_ended', to, t, t('mails.sessionsEnded.subject'), [t('mails.sessionsEnded.body')]);
}

export function twoFactorResetMail(to: MailRecipient): OutgoingMail {
  const t = translatorFor(to.locale);
  return mail('two_factor_reset', to, t, t('mails.twoFactorReset.subject'), [
    t('mails.twoFactorReset.body'),
    t('mails.twoFactorReset.warning'),
  ]);
}

/** A limit as the audit entry and the mail know it: decimal text, whole minutes for a session limit. */
export interface MailedLimit {
  readonly kind: LimitKind;
  readonly period: LimitPeriod;
  readonly currency: string;
  /** In force now (null: none). */
  readonly amount: string | null;
  /** Waiting: the new amount (null with `pendingRemoval`) and when it applies. */
  readonly pendingAmount: string | null;
  readonly pendingRemoval: boolean;
  readonly pendingEffectiveAt: Date | null;
}

/** The mail of a limit set on the player's behalf; undefined when the change leaves no limit to tell of. */
export function limitChangedMail(to: MailRecipient, limit: MailedLimit): OutgoingMail | undefined {
  const locale = localeOf(to.locale);
  const t = translatorFor(locale);
  const written = (value: string) =>
    limit.kind === 'session'
      ? t('mails.limitChanged.minutes', { minutes: value })
      : formatMoney(locale.bcp47, value, limit.currency);
  const name = t(`mails.limitChanged.names.${limit.kind}.${limit.period}`);
  const current = limit.amount === null ? undefined : written(limit.amount);
  let paragraph: string | undefined;
  if (limit.pendingEffectiveAt && current) {
    const date = formatInstant(locale, limit.pendingEffectiveAt);
    paragraph =
      limit.pendingRemoval || limit.pendingAmount === null
        ? t('mails.limitChanged.removalPending', { limit: name, date, current })
        : t('mails.limitChanged.raisePending', {
            limit: name,
            amount: written(limit.pendingAmount),
            date,
            current,
          });
  } else if (current) {
    paragraph = t('mails.limitChanged.applied', { limit: name, amount: current });
  }
  if (!paragraph) return undefined;
  return mail('limit_changed', to, t, t('mails.limitChanged.subject'), [paragraph]);
}

export function exclusionEndedMail(to: MailRecipient): OutgoingMail {
  const t = translatorFor(to.locale);
  return mail('exclusion_ended', to, t, t('mails.exclusionEnded.subject'), [t('mails.exclusionEnded.body')]);
}

/** `cash` is the player's cash balance at closing (minor units of `currency`). */
export function accountClosedMail(to: MailRecipient, cash: bigint, currency: string): OutgoingMail {
  const locale = localeOf(to.locale);
  const t = translatorFor(locale);
  const paragraphs = [t('mails.accountClosed.body')];
  if (cash > 0n) {
    paragraphs.push(t('mails.accountClosed.balance', { cash: formatMoney(locale.bcp47, cash, currency) }));
  }
  return mail('account_closed', to, t, t('mails.accountClosed.subject'), paragraphs);
}
