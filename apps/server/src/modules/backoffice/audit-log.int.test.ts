// The audit log (decision 0713): its filters (operator, action, target type and id, dates) on
// GET /api/admin/audit-log with the roles matrix, and its append-only rule: the database refuses UPDATE,
// DELETE and TRUNCATE whoever asks, the module's repository has no function that could, and no route of
// the API changes or deletes an entry.
import {
  adminAuditLog as adminAuditLogCall,
  adminMay,
  adminRoles,
  type AdminRole,
} from '@reelvault/contract/calls/backoffice';
import { errorBodySchema } from '@reelvault/contract/errors';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { asOperator, operator, type TestOperator } from '../../../test/backoffice';
import { useTestApp } from '../../../test/helper';
import { registerPlayer } from '../../../test/players';
import { queryRows } from '../../db/sql';
import * as repository from './repository';
import { adminAuditLog } from './schema';

const ctx = useTestApp();
const ops = {} as Record<AdminRole, TestOperator>;

async function entry(adminId: number, action: string, targetType: string, targetId: string, at: string) {
  await repository.insertAudit(ctx.app.database.db, {
    adminId,
    action,
    targetType,
    targetId,
    before: { state: 'before' },
    after: { state: 'after' },
    ip: '10.0.0.1',
    createdAt: new Date(at),
  });
}

async function listed(query: string, role: AdminRole = 'compliance') {
  const response = await asOperator(ctx.app, ops[role].token, 'GET', `/api/admin/audit-log${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return adminAuditLogCall.reply.parse(response.json());
}

const seeded = (query: string) =>
  listed(query).then(({ data }) => data.filter((row) => row.ip === '10.0.0.1').map((row) => row.target_id));

beforeAll(async () => {
  for (const role of adminRoles) ops[role] = await operator(ctx.app, role);
  await entry(ops.finance.id, 'withdrawal.approve', 'withdrawal', 'w-1', '2026-03-01T09:00:00Z');
  await entry(ops.finance.id, 'withdrawal.reject', 'withdrawal', 'w-2', '2026-03-02T23:59:59Z');
  await entry(ops.admin.id, 'player.status', 'player', '42', '2026-03-03T00:00:00Z');
  await entry(ops.compliance.id, 'kyc.approve', 'kyc_document', 'd-7', '2026-03-04T12:00:00Z');
});

describe('GET /api/admin/audit-log filters', () => {
  it('answers each role as the matrix says and refuses a player (401)', async () => {
    for (const role of adminRoles) {
      const response = await asOperator(ctx.app, ops[role].token, 'GET', '/api/admin/audit-log');
      expect(response.statusCode, role).toBe(adminMay(role, 'audit.read') ? 200 : 403);
    }
    const player = await registerPlayer(ctx.app);
    expect((await asOperator(ctx.app, player.token, 'GET', '/api/admin/audit-log')).statusCode).toBe(401);
  });

  it('filters by operator, action (exact or by family), target type and id, and dates', async () => {
    expect(await seeded('')).toEqual(['d-7', '42', 'w-2', 'w-1']);
    expect(await seeded(`?admin_id=${ops.finance.id}`)).toEqual(['w-2', 'w-1']);
    expect(await seeded('?action=withdrawal.reject')).toEqual(['w-2']);
    expect(await seeded('?action=withdrawal.')).toEqual(['w-2', 'w-1']);
    expect(await seeded('?target_type=player')).toEqual(['42']);
    expect(await seeded('?target_id=w-1')).toEqual(['w-1']);
    // A day runs to its end; an instant is itself.
    expect(await seeded('?from=2026-03-02&to=2026-03-03')).toEqual(['42', 'w-2']);
    expect(await seeded('?to=2026-03-02T23:59:59Z')).toEqual(['w-1']);
    expect(await seeded('?from=2026-03-03T00:00:00.000Z')).toEqual(['d-7', '42']);
    expect(await seeded(`?admin_id=${ops.finance.id}&action=withdrawal.approve&to=2026-03-01`)).toEqual([
      'w-1',
    ]);
    const paged = await listed('?target_type=withdrawal&per_page=1&page=2');
    expect(paged.data.map((row) => row.target_id)).toEqual(['w-1']);
    expect(paged.pagination).toMatchObject({ total: 2 });
  });

  it('refuses bad filters with field errors (422)', async () => {
    const response = await asOperator(
      ctx.app,
      ops.admin.token,
      'GET',
      '/api/admin/audit-log?from=yesterday&admin_id=x',
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(errorBodySchema.parse(response.json()).errors ?? {}).sort()).toEqual([
      'admin_id',
      'from',
    ]);
  });
});

/** Every route of Fastify's route tree (as `printRoutes` draws it) with its full path and methods. */
function registeredRoutes(tree: string): { path: string; methods: string[] }[] {
  const stack: string[] = [];
  const found: { path: string; methods: string[] }[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!match?.[2]) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2]);
    if (match[3]) found.push({ path: stack.join(''), methods: match[3].split(', ') });
  }
  return found;
}

/** What the database answered to a write: its refusal's message (with the driver's cause), or 'accepted'. */
async function refusal(work: PromiseLike<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    return `${(error as Error).message} ${cause instanceof Error ? cause.message : ''}`;
  }
  return 'accepted';
}

describe('the audit log is append-only', () => {
  const db = () => ctx.app.database.db;
  const snapshot = () =>
    queryRows<{ id: string; action: string; target_id: string }>(
      db(),
      sql`select id::text, action, target_id from admin_audit_log order by id`,
    );

  it('refuses UPDATE, DELETE and TRUNCATE through the app’s own database connection', async () => {
    const before = await snapshot();
    expect(before.length).toBeGreaterThanOrEqual(4);
    expect(
      await refusal(
        db().update(adminAuditLog).set({ action: 'forged' }).where(eq(adminAuditLog.targetId, 'w-1')),
      ),
    ).toMatch(/append-only/);
    expect(await refusal(db().delete(adminAuditLog).where(eq(adminAuditLog.targetId, 'w-2')))).toMatch(
      /append-only/,
    );
    expect(await refusal(db().execute(sql`update admin_audit_log set after = null`))).toMatch(/append-only/);
    expect(await refusal(db().execute(sql`delete from admin_audit_log`))).toMatch(/append-only/);
    expect(await refusal(db().execute(sql`truncate admin_audit_log`))).toMatch(/append-only/);
    expect(
      await refusal(
        db().transaction(async (tx) => {
          await tx.delete(adminAuditLog);
        }),
      ),
    ).toMatch(/append-only/);
    expect(await snapshot()).toEqual(before);
  });

  it('has no repository function that changes or removes an entry', () => {
    const auditFunctions = Object.entries(repository)
      .filter(([name, value]) => typeof value === 'function' && /audit/i.test(name + String(value)))
      .map(([name]) => name)
      .sort();
    expect(auditFunctions).toEqual(['auditPage', 'failedLoginsSince', 'insertAudit']);
    for (const name of auditFunctions) {
      const source = String(repository[name as keyof typeof repository]);
      expect(source, name).not.toMatch(/\.update\(|\.delete\(|update\s+admin_audit_log|delete\s+from/i);
    }
  });

  it('has no API route that changes or deletes an entry', async () => {
    const adminRoutes = registeredRoutes(ctx.app.printRoutes({ commonPrefix: false })).filter((route) =>
      route.path.startsWith('/api/admin/'),
    );
    expect(adminRoutes.length).toBeGreaterThan(20);
    const auditRoutes = adminRoutes.filter((route) => route.path.includes('audit'));
    expect(auditRoutes.map((route) => route.path)).toEqual(['/api/admin/audit-log']);
    for (const route of auditRoutes) expect(route.methods.sort(), route.path).toEqual(['GET', 'HEAD']);
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await ctx.app.inject({
        method,
        url: '/api/admin/audit-log',
        headers: { authorization: `Bearer ${ops.admin.token}` },
      });
      expect(response.statusCode, method).toBe(404);
    }
  });
});
