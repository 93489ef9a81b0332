// In-memory storage for the back office's operator services' unit tests: operators, sessions, enrolment
// tickets and the audit log, doing what the SQL does for the rules under test (the e-mail's unique index
// included); locks and concurrency are the integration tests' part.
import { randomBytes } from 'node:crypto';
import type {
  AdminRow,
  AuditRow,
  BackofficeRepository,
  EnrolmentTicketRow,
  SessionRow,
} from '../../src/modules/backoffice/repository';
import { ManualClock } from '../clock';
import { memoryTransactor } from './transactor';

export interface MemoryBackofficeRepository extends BackofficeRepository {
  readonly admins: AdminRow[];
  readonly sessions: SessionRow[];
  readonly tickets: EnrolmentTicketRow[];
  readonly audit: AuditRow[];
}

const copy = <T extends object>(row: T): T => ({ ...row });

export function memoryBackofficeRepository(): MemoryBackofficeRepository {
  const admins: AdminRow[] = [];
  const sessions: SessionRow[] = [];
  const tickets: EnrolmentTicketRow[] = [];
  const audit: AuditRow[] = [];
  const admin = (id: number) => admins.find((row) => row.id === id);
  return {
    admins,
    sessions,
    tickets,
    audit,
    async insertAdmin(_executor, row) {
      if (admins.some((existing) => existing.email.toLowerCase() === row.email.toLowerCase())) {
        throw Object.assign(new Error('duplicate key'), {
          code: '23505',
          constraint: 'admin_users_email_lower_key',
        });
      }
      const inserted: AdminRow = {
        id: admins.length + 1,
        totpSecret: null,
        totpLastTimeStep: null,
        lastLoginAt: null,
        disabledAt: null,
        ...row,
      };
      admins.push(inserted);
      return copy(inserted);
    },
    async setAdminTotpSecret(_executor, id, sealed) {
      const row = admin(id);
      if (row) row.totpSecret = sealed;
    },
    async findAdminByEmail(_executor, email) {
      const row = admins.find((candidate) => candidate.email.toLowerCase() === email.toLowerCase());
      return row && copy(row);
    },
    async findAdminById(_executor, id) {
      const row = admin(id);
      return row && copy(row);
    },
    async updateAdmin(_executor, id, patch) {
      const row = admin(id);
      if (!row) throw new Error(`operator ${id} is gone`);
      Object.assign(row, patch);
      return copy(row);
    },
    async countAdmins() {
      return admins.length;
    },
    async lockOperatorRoster() {},
    async activeAdminIds() {
      return admins.filter((row) => row.role === 'admin' && row.disabledAt === null).map((row) => row.id);
    },
    async operatorPage(_executor, offset, limit) {
      const sorted = [...admins].sort((a, b) => a.email.toLowerCase().localeCompare(b.email.toLowerCase()));
      return { rows: sorted.slice(offset, offset + limit).map(copy), total: admins.length };
    },
    async advanceTotpTimeStep(_executor, id, step) {
      const row = admin(id);
      if (!row || (row.totpLastTimeStep !== null && row.totpLastTimeStep >= step)) return false;
      row.totpLastTimeStep = step;
      return true;
    },
    async markLogin(_executor, id, at) {
      const row = admin(id);
      if (row) row.lastLoginAt = at;
    },
    async insertSession(_executor, row) {
      sessions.push({ ip: null, userAgent: null, revokedAt: null, ...row });
    },
    async findSession(_executor, tokenHash) {
      const session = sessions.find((row) => row.tokenHash === tokenHash);
      const owner = session && admin(session.adminId);
      return session && owner ? { session: copy(session), admin: copy(owner) } : undefined;
    },
    async revokeSession(_executor, id, at) {
      const row = sessions.find((session) => session.id === id);
      if (row) row.revokedAt = at;
    },
    async revokeSessionsOf(_executor, adminId, at) {
      const open = sessions.filter((row) => row.adminId === adminId && row.revokedAt === null);
      for (const row of open) row.revokedAt = at;
      return open.length;
    },
    async insertEnrolmentTicket(_executor, row) {
      tickets.push({ totpSecret: null, failedCodes: 0, spentAt: null, ...row });
    },
    async findEnrolmentTicket(_executor, tokenHash) {
      const row = tickets.find((ticket) => ticket.tokenHash === tokenHash);
      return row && copy(row);
    },
    async updateEnrolmentTicket(_executor, id, patch) {
      const row = tickets.find((ticket) => ticket.id === id);
      if (row) Object.assign(row, patch);
    },
    async spendEnrolmentTicketsOf(_executor, adminId, at) {
      for (const row of tickets) if (row.adminId === adminId && row.spentAt === null) row.spentAt = at;
    },
    async insertAudit(_executor, row) {
      audit.push({ before: null, after: null, ip: null, ...row, id: audit.length + 1 });
    },
    async failedLoginsSince(_executor, adminId, since) {
      return audit.filter(
        (row) => row.adminId === adminId && row.action === 'admin.login_failed' && row.createdAt >= since,
      ).length;
    },
  };
}

/**
 * What the operator services (first run, enrolment, sessions, operators) take as their `access`: a fresh
 * in-memory repository, in-memory transactions, a manual clock, a new two-factor key and 8-hour sessions.
 */
export function memoryOperatorAccess() {
  return {
    repository: memoryBackofficeRepository(),
    transactor: memoryTransactor(),
    clock: new ManualClock('2026-03-10T12:00:00.000Z'),
    totpEncryptionKey: randomBytes(32),
    sessionHours: 8,
  };
}
