// The payout reconciliation's stored findings (decision 0713): a run stores what it found, a run that
// finds an open finding again does not duplicate it, the back office lists them by state (deposits.resolve)
// and an operator acknowledges one with a note, with its audit entry; once acknowledged, a later run that
// still finds it opens a new one.
import { adminAuditLog, adminMay, adminRoles, type AdminRole } from '@reelvault/contract/calls/backoffice';
import {
  adminAcknowledgeFinding,
  adminReconciliationFindings,
} from '@reelvault/contract/calls/backoffice-queues';
import { errorBodySchema } from '@reelvault/contract/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { asOperator, operator, type TestOperator } from '../../../test/backoffice';
import { useTestApp } from '../../../test/helper';
import { registerPlayer } from '../../../test/players';
import { recordReconciliationFindings } from './findings-service';
import type { PayoutReconciliation } from './reconcile';

const ctx = useTestApp();
const ops = {} as Record<AdminRole, TestOperator>;
const hotWallet = '0xAbC0000000000000000000000000000000000001';
const hash = `0x${'ab'.repeat(32)}`;

const run = (problems: PayoutReconciliation['problems']): PayoutReconciliation => ({
  chain: 'ethereum',
  hotWallet,
  sent: 3n,
  matched: 1,
  waiting: 0,
  problems,
});
const unknownTransfer = {
  kind: 'unknown_transfer' as const,
  nonce: 1n,
  txHash: hash,
  message: `transaction ${hash} (nonce 1) is not a stored payout`,
};
const missing = {
  kind: 'missing_on_chain' as const,
  nonce: 2n,
  withdrawalId: '6b3e1c36-94d6-4cf5-9d3e-1d5f0d1c2a77',
  message: 'stored payout of withdrawal 6b3e… is not on the chain',
};

const list = async (query = '', role: AdminRole = 'finance') => {
  const response = await asOperator(
    ctx.app,
    ops[role].token,
    'GET',
    `/api/admin/crypto/reconciliation-findings${query}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return adminReconciliationFindings.reply.parse(response.json());
};
const acknowledge = (id: number, body: Record<string, unknown>, role: AdminRole = 'finance') =>
  asOperator(
    ctx.app,
    ops[role].token,
    'POST',
    `/api/admin/crypto/reconciliation-findings/${id}/acknowledge`,
    body,
  );

beforeAll(async () => {
  for (const role of adminRoles) ops[role] = await operator(ctx.app, role);
});

describe('reconciliation findings', () => {
  it('stores a run’s findings once: a second run moves last_seen_at of the open ones', async () => {
    const db = ctx.app.database.db;
    await recordReconciliationFindings(db, run([unknownTransfer, missing]), new Date('2026-07-01T10:00:00Z'));
    await recordReconciliationFindings(
      db,
      run([{ ...unknownTransfer, message: 'seen again' }]),
      new Date('2026-07-02T10:00:00Z'),
    );
    const { data, pagination } = await list();
    expect(pagination).toMatchObject({ total: 2 });
    expect(
      data.map((row) => [row.kind, row.nonce, row.first_seen_at, row.last_seen_at, row.message]),
    ).toEqual([
      ['unknown_transfer', '1', '2026-07-01T10:00:00.000Z', '2026-07-02T10:00:00.000Z', 'seen again'],
      ['missing_on_chain', '2', '2026-07-01T10:00:00.000Z', '2026-07-01T10:00:00.000Z', missing.message],
    ]);
    expect(data[0]).toMatchObject({
      hot_wallet: hotWallet.toLowerCase(),
      tx_hash: hash,
      state: 'open',
      note: null,
    });
    expect(data[1]).toMatchObject({ withdrawal_id: missing.withdrawalId, tx_hash: null });
    expect((await list('?state=acknowledged')).data).toEqual([]);
  });

  it('answers each role as the matrix says (deposits.resolve) and refuses a player (401)', async () => {
    for (const role of adminRoles) {
      const response = await asOperator(
        ctx.app,
        ops[role].token,
        'GET',
        '/api/admin/crypto/reconciliation-findings',
      );
      expect(response.statusCode, role).toBe(adminMay(role, 'deposits.resolve') ? 200 : 403);
    }
    const [open] = (await list()).data;
    if (!open) throw new Error('no open finding');
    for (const role of adminRoles.filter((role) => !adminMay(role, 'deposits.resolve'))) {
      const refused = await acknowledge(open.id, { note: 'not mine to say' }, role);
      expect(refused.statusCode, role).toBe(403);
      expect(errorBodySchema.parse(refused.json()).code).toBe('ADMIN_FORBIDDEN');
    }
    const player = await registerPlayer(ctx.app);
    expect(
      (await asOperator(ctx.app, player.token, 'GET', '/api/admin/crypto/reconciliation-findings'))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await asOperator(
          ctx.app,
          player.token,
          'POST',
          `/api/admin/crypto/reconciliation-findings/${open.id}/acknowledge`,
          { note: 'x' },
        )
      ).statusCode,
    ).toBe(401);
    expect((await list()).data.every((row) => row.state === 'open')).toBe(true);
  });

  it('acknowledges with a note and an audit entry; refuses no note, an unknown id and a second time', async () => {
    const [open] = (await list()).data;
    if (!open) throw new Error('no open finding');
    const noNote = await acknowledge(open.id, { note: '  ' });
    expect(noNote.statusCode).toBe(422);
    expect(errorBodySchema.parse(noNote.json()).errors).toHaveProperty('note');
    expect((await acknowledge(999_999, { note: 'what?' })).statusCode).toBe(404);
    expect((await acknowledge(0, { note: 'what?' })).statusCode).toBe(422);

    const done = await acknowledge(
      open.id,
      { note: 'A sweep to cold storage, approved by the CFO.' },
      'admin',
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(adminAcknowledgeFinding.reply.parse(done.json()).data).toMatchObject({
      id: open.id,
      state: 'acknowledged',
      acknowledged_by: ops.admin.id,
      note: 'A sweep to cold storage, approved by the CFO.',
    });
    const again = await acknowledge(open.id, { note: 'twice' });
    expect(again.statusCode).toBe(409);
    expect(errorBodySchema.parse(again.json()).code).toBe('CRYPTO_FINDING_ACKNOWLEDGED');
    expect((await list('?state=acknowledged')).data.map((row) => row.id)).toEqual([open.id]);
    expect((await list()).data.map((row) => row.id)).not.toContain(open.id);

    const audit = await asOperator(
      ctx.app,
      ops.admin.token,
      'GET',
      `/api/admin/audit-log?target_type=crypto_finding&target_id=${open.id}`,
    );
    const [entry] = adminAuditLog.reply.parse(audit.json()).data;
    expect(entry).toMatchObject({
      action: 'crypto_finding.acknowledge',
      actor: { id: ops.admin.id },
      before: { state: 'open', note: null },
      after: { state: 'acknowledged', note: 'A sweep to cold storage, approved by the CFO.' },
    });

    // Found again after it was acknowledged: a new open finding, the acknowledged one kept as it was.
    await recordReconciliationFindings(
      ctx.app.database.db,
      run([unknownTransfer]),
      new Date('2026-07-03T10:00:00Z'),
    );
    const reopened = (await list()).data.find((row) => row.kind === 'unknown_transfer');
    expect(reopened?.id).not.toBe(open.id);
    expect(reopened?.first_seen_at).toBe('2026-07-03T10:00:00.000Z');
    expect((await list('?state=acknowledged')).data).toHaveLength(1);
  });
});
