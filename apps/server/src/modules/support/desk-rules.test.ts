// The support desk's state rules (decision 0716): what viewing, assigning, replying, closing and
// reopening make of a ticket in each state, and what a state refuses.
import type { SupportTicketStatus } from '@reelvault/contract/calls/backoffice-support';
import { describe, expect, it } from 'vitest';
import { statusAfter, type DeskAction } from './desk-rules';

const refused = (status: SupportTicketStatus, action: DeskAction) => () => statusAfter(status, action);

describe('the support desk states', () => {
  it('opens a new ticket when an operator views or assigns it, and leaves other states alone', () => {
    expect(statusAfter('new', 'view')).toBe('open');
    expect(statusAfter('new', 'assign')).toBe('open');
    for (const status of ['open', 'answered', 'closed'] as const)
      expect(statusAfter(status, 'view')).toBe(status);
    expect(statusAfter('answered', 'assign')).toBe('answered');
    expect(statusAfter('open', 'assign')).toBe('open');
  });

  it('makes any ticket but a closed one answered by a reply', () => {
    for (const status of ['new', 'open', 'answered'] as const)
      expect(statusAfter(status, 'reply')).toBe('answered');
    expect(refused('closed', 'reply')).toThrow(expect.objectContaining({ code: 'SUPPORT_TICKET_STATE' }));
  });

  it('closes any ticket not closed yet, and reopens only a closed one, as open', () => {
    for (const status of ['new', 'open', 'answered'] as const) {
      expect(statusAfter(status, 'close')).toBe('closed');
      expect(refused(status, 'reopen')).toThrow(expect.objectContaining({ code: 'SUPPORT_TICKET_STATE' }));
    }
    expect(statusAfter('closed', 'reopen')).toBe('open');
    expect(refused('closed', 'close')).toThrow(expect.objectContaining({ code: 'SUPPORT_TICKET_STATE' }));
    expect(refused('closed', 'assign')).toThrow(expect.objectContaining({ code: 'SUPPORT_TICKET_STATE' }));
  });
});
