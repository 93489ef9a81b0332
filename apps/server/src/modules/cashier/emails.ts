// The cashier's e-mails to the player, plain text in the player's language: a deposit credited, and each
// step of a withdrawal the operator takes (approved, paid out, rejected with the reason). Each is written to
// the outbox in the transaction of the change it reports, so it exists once, whatever the number of
// notifications or clicks. Amounts and dates are written as the player's language writes them.
import { findPayopMethod } from '@reelvault/contract/constants/cashier';
import { localeOf, type Locale } from '@reelvault/contract/constants/locales';
import { formatMoney } from '@reelvault/contract/money';
import { formatDay, translatorFor, type ServerTranslator } from '../../i18n/server-texts';
import type { MailRecipient, OutgoingMail } from '../notifications/service';

export type { MailRecipient };

export interface MailedMoney {
  readonly amount: bigint;
  readonly currency: string;
  /** When the player asked for the deposit or withdrawal. */
  readonly createdAt: Date;
}

interface MailWriting {
  readonly t: ServerTranslator;
  /** The facts every cashier mail names: the amount and the day it was asked for. */
  readonly facts: { amount: string; date: string };
}

function writing(to: MailRecipient, money: MailedMoney): MailWriting {
  const locale: Locale = localeOf(to.locale);
  return {
    t: translatorFor(locale),
    facts: {
      amount: formatMoney(locale.bcp47, money.amount, money.currency),
      date: formatDay(locale, money.createdAt),
    },
  };
}

function cashierMail(
  kind: string,
  to: MailRecipient,
  { t }: MailWriting,
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

/** `method` is the deposit method's slug; brand names (Payz, Revolut) stay as they are, the rest is translated. */
export function depositCompletedMail(to: MailRecipient, deposit: MailedMoney, method: string): OutgoingMail {
  const mail = writing(to, deposit);
  const { t, facts } = mail;
  const methodName =
    method === 'bank-transfer'
      ? t('mails.depositCompleted.bankTransfer')
      : (findPayopMethod(method)?.name ?? method);
  return cashierMail('deposit_completed', to, mail, t('mails.depositCompleted.subject', facts), [
    t('mails.depositCompleted.body', { ...facts, method: methodName }),
  ]);
}

export function withdrawalApprovedMail(to: MailRecipient, withdrawal: MailedMoney): OutgoingMail {
  const mail = writing(to, withdrawal);
  const { t, facts } = mail;
  return cashierMail('withdrawal_approved', to, mail, t('mails.withdrawalApproved.subject', facts), [
    t('mails.withdrawalApproved.body', facts),
  ]);
}

export function withdrawalPaidMail(to: MailRecipient, withdrawal: MailedMoney, iban: string): OutgoingMail {
  const mail = writing(to, withdrawal);
  const { t, facts } = mail;
  return cashierMail('withdrawal_paid', to, mail, t('mails.withdrawalPaid.subject', facts), [
    t('mails.withdrawalPaid.body', { ...facts, accountEnding: iban.slice(-4) }),
  ]);
}

export function withdrawalRejectedMail(
  to: MailRecipient,
  withdrawal: MailedMoney,
  reason: string,
): OutgoingMail {
  const mail = writing(to, withdrawal);
  const { t, facts } = mail;
  return cashierMail('withdrawal_rejected', to, mail, t('mails.withdrawalRejected.subject', facts), [
    t('mails.withdrawalRejected.body', { ...facts, reason }),
    t('mails.withdrawalRejected.refund'),
  ]);
}
