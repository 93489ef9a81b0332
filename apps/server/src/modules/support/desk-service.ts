// The back office's support desk (decision 0716): the ticket queue, a ticket's page with the player's
// account beside it, assignment, replies e-mailed through the outbox in the ticket's language, closing and
// reopening, and the blocked senders. Each change is written with its audit entry in one transaction; a
// reply's e-mail is enqueued in that transaction too, so a stored reply is always mailed.
import { adminMay } from '@reelvault/contract/calls/backoffice';
import type {
  AdminBlockedSender,
  AdminSupportTicket,
  AdminSupportTicketDetail,
  SupportTicketStatus,
} from '@reelvault/contract/calls/backoffice-support';
import { formatCurrencyAmount } from '@reelvault/contract/money';
import { paginationOf } from '@reelvault/contract/pagination';
import type { Clock } from '../../clock';
import type { Db, DbExecutor } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { AuthenticatedAdmin } from '../../http/auth';
import type { AdminCaller, BackofficeService } from '../backoffice/service';
import type { PlayerRecord } from '../identity/service';
import type { NotificationsService } from '../notifications/service';
import type { WalletService } from '../wallet/service';
import * as desk from './desk-repository';
import { supportReplyMail } from './desk-mails';
import { statusAfter, type DeskAction } from './desk-rules';
import { createSupportRepository } from './repository';

export interface SupportDeskDependencies {
  readonly db: Db;
  readonly clock: Clock;
  readonly backoffice: Pick<
    BackofficeService,
    'audited' | 'requirePermission' | 'operatorNames' | 'operatorsHolding'
  >;
  readonly identity: {
    playerRecord(playerId: number): Promise<PlayerRecord | undefined>;
    usernames(playerIds: readonly number[]): Promise<Map<number, string>>;
  };
  readonly wallet: Pick<WalletService, 'playerBalance'>;
  readonly notifications: Pick<NotificationsService, 'enqueueEmail'>;
}

export interface TicketListQuery {
  readonly status?: SupportTicketStatus | undefined;
  readonly mine: boolean;
  readonly topic?: string | undefined;
  readonly search?: string | undefined;
  readonly page: number;
  readonly perPage: number;
}

type Operators = ReadonlyMap<number, { readonly id: number; readonly email: string }>;

const operatorOf = (operators: Operators, id: number | null) => {
  const found = id === null ? undefined : operators.get(id);
  return found ? { id: found.id, email: found.email } : null;
};

function ticketView(row: desk.TicketRow, operators: Operators): AdminSupportTicket {
  return {
    id: row.id,
    status: row.status as SupportTicketStatus,
    topic: row.topic,
    subject: row.subject,
    email: row.email,
    username: row.username,
    player_id: row.playerId,
    locale: row.locale,
    assigned_to: operatorOf(operators, row.assignedTo),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a ticket before and after a change. */
const ticketState = (row: desk.TicketRow) => ({
  ticket_id: row.id,
  status: row.status,
  assigned_to: row.assignedTo,
});

export function createSupportDesk(dependencies: SupportDeskDependencies) {
  const { db, clock, backoffice, identity, wallet, notifications } = dependencies;

  async function playerOf(playerId: number | null): Promise<AdminSupportTicketDetail['player']> {
    if (playerId === null) return null;
    const record = await identity.playerRecord(playerId);
    if (!record) return null;
    const balance = await wallet.playerBalance(db, playerId);
    return {
      id: record.id,
      username: record.username,
      email: record.email,
      status: record.status,
      player_status: record.playerStatus,
      balance: balance
        ? { amount: formatCurrencyAmount(balance.cash, balance.currency), currency: balance.currency }
        : null,
      registered_at: record.createdAt.toISOString(),
    };
  }

  async function detail(row: desk.TicketRow, executor: DbExecutor = db): Promise<AdminSupportTicketDetail> {
    const replies = await desk.repliesOf(executor, row.id);
    const operators = await backoffice.operatorNames([
      ...(row.assignedTo === null ? [] : [row.assignedTo]),
      ...replies.map((reply) => reply.adminId),
    ]);
    return {
      ...ticketView(row, operators),
      message: row.message,
      balance_when_sent: row.balance,
      player: await playerOf(row.playerId),
      replies: replies.map((reply) => ({
        id: reply.id,
        by: operatorOf(operators, reply.adminId) ?? { id: reply.adminId, email: '' },
        body: reply.body,
        created_at: reply.createdAt.toISOString(),
      })),
    };
  }

  async function existing(id: number, executor: DbExecutor, lock = false): Promise<desk.TicketRow> {
    const row = await desk.findTicket(executor, id, lock);
    if (!row) throw new AppError('NOT_FOUND', 'This support ticket does not exist.');
    return row;
  }

  /**
   * One operator action on a ticket under its row lock, audited with the ticket before and after;
   * `extra` writes what the action adds (a reply and its e-mail) in the same transaction.
   */
  async function change(
    admin: AuthenticatedAdmin,
    caller: AdminCaller,
    id: number,
    action: DeskAction,
    patch: (row: desk.TicketRow) => { assignedTo?: number },
    extra?: (tx: DbExecutor, row: desk.TicketRow) => Promise<object>,
  ): Promise<AdminSupportTicketDetail> {
    await existing(id, db);
    const after = await backoffice.audited(
      admin,
      caller,
      'support.reply',
      {
        action: `support.ticket.${action === 'view' ? 'open' : action}`,
        type: 'support_ticket',
        id: String(id),
      },
      async (tx) => {
        const row = await existing(id, tx, true);
        const status = statusAfter(row.status as SupportTicketStatus, action);
        const updated = await desk.updateTicket(tx, id, {
          status,
          ...patch(row),
          updatedAt: clock.now(),
        });
        const added = extra ? await extra(tx, row) : {};
        return { before: ticketState(row), after: { ...ticketState(updated), ...added }, result: updated };
      },
    );
    return detail(after);
  }

  return {
    async tickets(admin: AuthenticatedAdmin, query: TicketListQuery) {
      backoffice.requirePermission(admin, 'support.read');
      const { rows, total } = await desk.ticketPage(
        db,
        {
          status: query.status,
          assignedTo: query.mine ? admin.id : undefined,
          topic: query.topic,
          search: query.search,
        },
        (query.page - 1) * query.perPage,
        query.perPage,
      );
      const operators = await backoffice.operatorNames(
        rows.flatMap((row) => (row.assignedTo === null ? [] : [row.assignedTo])),
      );
      return {
        data: rows.map((row) => ticketView(row, operators)),
        pagination: paginationOf(total, query.page, query.perPage),
      };
    },

    /** A ticket's page; a new ticket seen by an operator who may answer it becomes open (audited). */
    async ticket(
      admin: AuthenticatedAdmin,
      caller: AdminCaller,
      id: number,
    ): Promise<AdminSupportTicketDetail> {
      backoffice.requirePermission(admin, 'support.read');
      const row = await existing(id, db);
      if (row.status !== 'new' || !adminMay(admin.role, 'support.reply')) return detail(row);
      return change(admin, caller, id, 'view', () => ({}));
    },

    agents: (admin: AuthenticatedAdmin) => {
      backoffice.requirePermission(admin, 'support.read');
      return backoffice.operatorsHolding('support.reply');
    },

    async assign(admin: AuthenticatedAdmin, caller: AdminCaller, id: number, adminId: number) {
      backoffice.requirePermission(admin, 'support.reply');
      const agents = await backoffice.operatorsHolding('support.reply');
      if (!agents.some((agent) => agent.id === adminId)) {
        throw new AppError('VALIDATION_FAILED', 'Choose an active operator who may answer tickets.', {
          admin_id: ['Choose an active operator who may answer tickets.'],
        });
      }
      return change(admin, caller, id, 'assign', () => ({ assignedTo: adminId }));
    },

    async reply(admin: AuthenticatedAdmin, caller: AdminCaller, id: number, body: string) {
      return change(
        admin,
        caller,
        id,
        'reply',
        // Whoever answers an unassigned ticket takes it.
        (row) => (row.assignedTo === null ? { assignedTo: admin.id } : {}),
        async (tx, row) => {
          const reply = await desk.insertReply(tx, {
            ticketId: id,
            adminId: admin.id,
            body,
            createdAt: clock.now(),
          });
          const mailId = await notifications.enqueueEmail(tx, supportReplyMail(row, body));
          return { reply_id: reply.id, mail_id: mailId };
        },
      );
    },

    close: (admin: AuthenticatedAdmin, caller: AdminCaller, id: number) =>
      change(admin, caller, id, 'close', () => ({})),

    reopen: (admin: AuthenticatedAdmin, caller: AdminCaller, id: number) =>
      change(admin, caller, id, 'reopen', () => ({})),

    async blockedSenders(admin: AuthenticatedAdmin, query: { page: number; perPage: number }) {
      backoffice.requirePermission(admin, 'support.block');
      const { rows, total } = await desk.blockPage(db, (query.page - 1) * query.perPage, query.perPage);
      return {
        data: await blockViews(rows),
        pagination: paginationOf(total, query.page, query.perPage),
      };
    },

    async block(
      admin: AuthenticatedAdmin,
      caller: AdminCaller,
      sender: { readonly playerId: number } | { readonly email: string },
      reason: string,
    ): Promise<AdminBlockedSender> {
      backoffice.requirePermission(admin, 'support.block');
      if ('playerId' in sender && !(await identity.playerRecord(sender.playerId))) {
        throw new AppError('AUTH_PLAYER_NOT_FOUND');
      }
      const key = 'playerId' in sender ? `player:${sender.playerId}` : `email:${sender.email.toLowerCase()}`;
      const row = await backoffice.audited(
        admin,
        caller,
        'support.block',
        'playerId' in sender
          ? { action: 'support.sender.block', type: 'player', id: String(sender.playerId) }
          : { action: 'support.sender.block', type: 'support_sender', id: sender.email.toLowerCase() },
        async (tx) => {
          // The sender's lock, which the support form takes too: no duplicate block from two clicks.
          await createSupportRepository(tx).lockSender(key);
          if (await desk.findBlock(tx, sender)) throw new AppError('SUPPORT_ALREADY_BLOCKED');
          const inserted = await desk.insertBlock(tx, {
            playerId: 'playerId' in sender ? sender.playerId : null,
            email: 'email' in sender ? sender.email.toLowerCase() : null,
            reason,
            blockedBy: admin.id,
            createdAt: clock.now(),
          });
          return {
            before: null,
            after: { block_id: inserted.id, player_id: inserted.playerId, email: inserted.email, reason },
            result: inserted,
          };
        },
      );
      const [view] = await blockViews([row]);
      if (!view) throw new Error('The block was not read back');
      return view;
    },

    async unblock(admin: AuthenticatedAdmin, caller: AdminCaller, id: number): Promise<void> {
      backoffice.requirePermission(admin, 'support.block');
      await backoffice.audited(
        admin,
        caller,
        'support.block',
        { action: 'support.sender.unblock', type: 'support_sender', id: String(id) },
        async (tx) => {
          const removed = await desk.deleteBlock(tx, id);
          if (!removed) throw new AppError('NOT_FOUND', 'This block does not exist.');
          return {
            before: {
              block_id: removed.id,
              player_id: removed.playerId,
              email: removed.email,
              reason: removed.reason,
            },
            after: null,
            result: null,
          };
        },
      );
    },
  };

  async function blockViews(rows: readonly desk.BlockRow[]): Promise<AdminBlockedSender[]> {
    const players = rows.flatMap((row) => (row.playerId === null ? [] : [row.playerId]));
    const usernames = players.length > 0 ? await identity.usernames(players) : new Map<number, string>();
    const operators = await backoffice.operatorNames(
      rows.flatMap((row) => (row.blockedBy === null ? [] : [row.blockedBy])),
    );
    return rows.map((row) => ({
      id: row.id,
      player:
        row.playerId === null ? null : { id: row.playerId, username: usernames.get(row.playerId) ?? null },
      email: row.email,
      reason: row.reason,
      blocked_by: operatorOf(operators, row.blockedBy),
      created_at: row.createdAt.toISOString(),
    }));
  }
}

export type SupportDesk = ReturnType<typeof createSupportDesk>;
