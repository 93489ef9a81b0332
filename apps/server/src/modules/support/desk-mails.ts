// The e-mail of an operator's reply to a support ticket (decision 0716): plain text in the ticket's
// language, the operator's words as its body between the fixed greeting, introduction and closing.
import { translatorFor } from '../../i18n/server-texts';
import type { OutgoingMail } from '../notifications/service';

export interface RepliedTicket {
  readonly id: number;
  readonly email: string;
  readonly username: string | null;
  readonly subject: string;
  readonly locale: string;
}

export function supportReplyMail(ticket: RepliedTicket, reply: string): OutgoingMail {
  const t = translatorFor(ticket.locale);
  const greeting = ticket.username
    ? t('mails.greeting', { username: ticket.username })
    : t('mails.supportReply.greeting');
  return {
    kind: 'support-reply',
    to: ticket.email,
    subject: t('mails.supportReply.subject', { subject: ticket.subject, ticket: String(ticket.id) }),
    text: [
      greeting,
      t('mails.supportReply.intro', { subject: ticket.subject }),
      reply,
      t('mails.supportReply.followUp'),
    ].join('\n\n'),
  };
}
