// The support desk's states (decision 0716): what each operator action makes of a ticket, and which actions
// a state refuses. A player's further ticket is a ticket of its own, so no player action moves one.
import type { SupportTicketStatus } from '@reelvault/contract/calls/backoffice-support';
import { AppError } from '../../http/app-error';

export type DeskAction = 'view' | 'assign' | 'reply' | 'close' | 'reopen';

/**
 * The status a ticket has after an action. Viewing or assigning opens a new ticket and leaves the others
 * as they are; a reply makes it answered; a closed ticket takes no reply or assignment until reopened.
 * Refusals are 409 SUPPORT_TICKET_STATE.
 */
export function statusAfter(current: SupportTicketStatus, action: DeskAction): SupportTicketStatus {
  switch (action) {
    case 'view':
      return current === 'new' ? 'open' : current;
    case 'assign':
      if (current === 'closed') throw new AppError('SUPPORT_TICKET_STATE');
      return current === 'new' ? 'open' : current;
    case 'reply':
      if (current === 'closed') throw new AppError('SUPPORT_TICKET_STATE');
      return 'answered';
    case 'close':
      if (current === 'closed') throw new AppError('SUPPORT_TICKET_STATE');
      return 'closed';
    case 'reopen':
      if (current !== 'closed') throw new AppError('SUPPORT_TICKET_STATE');
      return 'open';
  }
}
