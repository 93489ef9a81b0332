// The support form (spec 000, section 5; spec 001, sendMessage): a ticket with a topic, subject and
// message. Logged-in players' username, e-mail and balance come from their account, not from the form.
import { z } from 'zod';
import { supportTopicKeys, type SupportTopic } from '../constants/support-topics';
import { defineRoute } from '../route';

export const supportSubjectMax = 150;
export const supportMessageMax = 5000;

// Fields are read loosely (any text or nothing) so that an empty one gets the spec's single
// "fill in all fields" answer from the service rather than a per-field schema error.
export const supportTicketBody = z.object({
  username: z.string().max(100).optional(),
  balance: z.union([z.string(), z.number()]).optional(),
  email: z.string().max(254).optional(),
  topic: z.string().max(50).optional(),
  subject: z.string().max(supportSubjectMax).optional(),
  message: z.string().max(supportMessageMax).optional(),
});

export const sendSupportTicket = defineRoute({
  method: 'POST',
  path: '/api/support/tickets',
  summary: 'Sends a support ticket to the operator (one per player per interval)',
  tags: ['support'],
  auth: 'optional',
  body: supportTicketBody,
  status: 201,
  reply: z
    .object({
      status: z.literal('success'),
      message: z.string(),
      data: z.object({ ticket_id: z.number().int() }),
    })
    .meta({ id: 'SupportTicket' }),
});

export function isTopic(value: string): value is SupportTopic {
  return (supportTopicKeys as readonly string[]).includes(value);
}
