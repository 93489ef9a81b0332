// The cashier's e-mails to the player, plain text: a deposit credited, and each step of a withdrawal the
// operator takes (approved, paid out, rejected with the reason). Each is written to the outbox in the
// transaction of the change it reports, so it exists once, whatever the number of notifications or clicks.
import { formatCurrencyAmount } from '@reelvault/contract/money';
import type { OutgoingMail } from '../notifications/service';

export interface MailRecipient {
  readonly email: string;
  readonly username: string;
}

export interface MailedMoney {
  readonly amount: bigint;
  readonly currency: string;
}

const money = ({ amount, currency }: MailedMoney) => `${formatCurrencyAmount(amount, currency)} ${currency}`;

const closing = ['', 'If you have a question, our live support is there for you around the clock.'];

export function depositCompletedMail(to: MailRecipient, deposit: MailedMoney, method: string): OutgoingMail {
  return {
    kind: 'deposit_completed',
    to: to.email,
    subject: `Your deposit of ${money(deposit)} is in your balance`,
    text: [
      `Hello ${to.username},`,
      '',
      `Your ${method} deposit of ${money(deposit)} has been confirmed by the payment provider and added to your Reelvault balance.`,
      ...closing,
    ].join('\n'),
  };
}

export function withdrawalApprovedMail(to: MailRecipient, withdrawal: MailedMoney): OutgoingMail {
  return {
    kind: 'withdrawal_approved',
    to: to.email,
    subject: `Your withdrawal of ${money(withdrawal)} is approved`,
    text: [
      `Hello ${to.username},`,
      '',
      `We have approved your withdrawal of ${money(withdrawal)}. The payout to your bank account is under way; we will write again once the bank has sent it.`,
      ...closing,
    ].join('\n'),
  };
}

export function withdrawalPaidMail(to: MailRecipient, withdrawal: MailedMoney, iban: string): OutgoingMail {
  return {
    kind: 'withdrawal_paid',
    to: to.email,
    subject: `Your withdrawal of ${money(withdrawal)} has been paid out`,
    text: [
      `Hello ${to.username},`,
      '',
      `Your withdrawal of ${money(withdrawal)} has been paid out to the account ending in ${iban.slice(-4)}. Depending on your bank, it may take one to three working days to appear.`,
      ...closing,
    ].join('\n'),
  };
}

export function withdrawalRejectedMail(
  to: MailRecipient,
  withdrawal: MailedMoney,
  reason: string,
): OutgoingMail {
  return {
    kind: 'withdrawal_rejected',
    to: to.email,
    subject: `Your withdrawal of ${money(withdrawal)} was not approved`,
    text: [
      `Hello ${to.username},`,
      '',
      `We could not approve your withdrawal of ${money(withdrawal)}. The reason: ${reason}`,
      '',
      'The amount is back in your Reelvault balance. You may request a new withdrawal once the reason is resolved.',
      ...closing,
    ].join('\n'),
  };
}
