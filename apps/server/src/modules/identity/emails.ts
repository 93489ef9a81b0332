// The identity module's e-mails, plain text. Links point at PUBLIC_URL.
import type { OutgoingMail } from '../notifications/service';

export function passwordResetMail(
  to: string,
  username: string,
  link: string,
  validMinutes: number,
): OutgoingMail {
  return {
    kind: 'password_reset',
    to,
    subject: 'Reset your Reelvault password',
    text: [
      `Hello ${username},`,
      '',
      'Someone asked to reset the password of your Reelvault account. To choose a new password, open this link:',
      '',
      link,
      '',
      `The link works once and expires in ${validMinutes} minutes. When you reset your password, every device logged in to your account is logged out.`,
      '',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}

export function emailChangeMail(
  to: string,
  username: string,
  link: string,
  validHours: number,
): OutgoingMail {
  return {
    kind: 'email_change',
    to,
    subject: 'Confirm your new Reelvault e-mail address',
    text: [
      `Hello ${username},`,
      '',
      'To use this address for your Reelvault account, open this link:',
      '',
      link,
      '',
      `The link works once and expires in ${validHours} hours. Until then your account keeps its current address.`,
      '',
      'If you did not ask for this, ignore this e-mail.',
    ].join('\n'),
  };
}

export function emailChangedNotice(to: string, username: string, newEmail: string): OutgoingMail {
  return {
    kind: 'email_changed',
    to,
    subject: 'Your Reelvault e-mail address was changed',
    text: [
      `Hello ${username},`,
      '',
      `The e-mail address of your Reelvault account is now ${newEmail}. This address no longer receives mail about the account.`,
      '',
      'If you did not make this change, contact support at once.',
    ].join('\n'),
  };
}
