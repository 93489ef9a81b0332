// The identity module's e-mails, plain text in the player's language. Links point at PUBLIC_URL.
import { localeOf } from '@reelvault/contract/constants/locales';
import { formatInstant, translatorFor } from '../../i18n/server-texts';
import type { MailRecipient, OutgoingMail } from '../notifications/service';

// The token rides in the fragment, which the browser keeps to itself: no server, proxy or log on the way
// sees it, and the page reads it from there (decision record 0206).

/** The site's page that sets a new password with the token. */
export function passwordResetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/reset-password#token=${token}`;
}

/** The site's page that confirms a new e-mail address with the token. */
export function emailConfirmationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/confirm-email#token=${token}`;
}

export function passwordResetMail(to: MailRecipient, link: string, expiresAt: Date): OutgoingMail {
  const locale = localeOf(to.locale);
  const t = translatorFor(locale);
  return {
    kind: 'password_reset',
    to: to.email,
    subject: t('mails.passwordReset.subject'),
    text: [
      t('mails.greeting', { username: to.username }),
      '',
      t('mails.passwordReset.intro'),
      '',
      link,
      '',
      t('mails.passwordReset.expiry', { expiresAt: formatInstant(locale, expiresAt) }),
      '',
      t('mails.passwordReset.ignore'),
    ].join('\n'),
  };
}

/** Goes to the new address, which is why `to.email` is not the account's address yet. */
export function emailChangeMail(to: MailRecipient, link: string, expiresAt: Date): OutgoingMail {
  const locale = localeOf(to.locale);
  const t = translatorFor(locale);
  return {
    kind: 'email_change',
    to: to.email,
    subject: t('mails.emailChange.subject'),
    text: [
      t('mails.greeting', { username: to.username }),
      '',
      t('mails.emailChange.intro'),
      '',
      link,
      '',
      t('mails.emailChange.expiry', { expiresAt: formatInstant(locale, expiresAt) }),
      '',
      t('mails.emailChange.ignore'),
    ].join('\n'),
  };
}

/** Goes to the old address. */
export function emailChangedNotice(to: MailRecipient, newEmail: string): OutgoingMail {
  const t = translatorFor(to.locale);
  return {
    kind: 'email_changed',
    to: to.email,
    subject: t('mails.emailChanged.subject'),
    text: [
      t('mails.greeting', { username: to.username }),
      '',
      t('mails.emailChanged.body', { email: newEmail }),
      '',
      t('mails.emailChanged.warning'),
    ].join('\n'),
  };
}
