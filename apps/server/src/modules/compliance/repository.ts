// The compliance module's SQL: documents, limits, play sessions and exclusions.
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { preparedStatement } from '../../db/sql';
import { exclusions, kycDocuments, playSessions, playerLimits } from './schema';

export type DocumentRow = typeof kycDocuments.$inferSelect;
export type LimitRow = typeof playerLimits.$inferSelect;
export type PlaySessionRow = typeof playSessions.$inferSelect;
export type NewDocumentRow = typeof kycDocuments.$inferInsert;
export type NewExclusionRow = typeof exclusions.$inferInsert;

/** A reviewer's decision on a pending document. */
export interface DocumentReview {
  readonly status: 'approved' | 'rejected';
  readonly rejectionReason: string | null;
  readonly reviewedAt: Date;
  readonly reviewedBy: number;
}

export async function currentDocuments(executor: DbExecutor, playerId: number): Promise<DocumentRow[]> {
  return executor
    .select()
    .from(kycDocuments)
    .where(and(eq(kycDocuments.playerId, playerId), eq(kycDocuments.current, true)))
    .orderBy(asc(kycDocuments.uploadedAt));
}

export async function currentDocument(
  executor: DbExecutor,
  playerId: number,
  kind: string,
  lock = false,
): Promise<DocumentRow | undefined> {
  const query = executor
    .select()
    .from(kycDocuments)
    .where(
      and(eq(kycDocuments.playerId, playerId), eq(kycDocuments.kind, kind), eq(kycDocuments.current, true)),
    );
  const rows = lock ? await query.for('update') : await query;
  return rows[0];
}

export async function findDocument(
  executor: DbExecutor,
  id: string,
  lock = false,
): Promise<DocumentRow | undefined> {
  const query = executor.select().from(kycDocuments).where(eq(kycDocuments.id, id));
  const rows = lock ? await query.for('update') : await query;
  return rows[0];
}

export async function retireDocument(executor: DbExecutor, id: string, at: Date): Promise<void> {
  await executor.update(kycDocuments).set({ current: false, withdrawnAt: at }).where(eq(kycDocuments.id, id));
}

export async function insertDocument(executor: DbExecutor, row: NewDocumentRow): Promise<DocumentRow> {
  const [inserted] = await executor.insert(kycDocuments).values(row).returning();
  if (!inserted) throw new Error('the document row was not written');
  return inserted;
}

export async function reviewDocument(
  executor: DbExecutor,
  id: string,
  patch: DocumentReview,
): Promise<DocumentRow | undefined> {
  const [row] = await executor
    .update(kycDocuments)
    .set(patch)
    .where(
      and(eq(kycDocuments.id, id), eq(kycDocuments.status, 'pending_review'), eq(kycDocuments.current, true)),
    )
    .returning();
  return row;
}

export async function documentQueue(
  executor: DbExecutor,
  status: string,
  playerId: number | undefined,
  limit: number,
): Promise<DocumentRow[]> {
  return executor
    .select()
    .from(kycDocuments)
    .where(
      and(
        eq(kycDocuments.status, status),
        eq(kycDocuments.current, true),
        ...(playerId !== undefined ? [eq(kycDocuments.playerId, playerId)] : []),
      ),
    )
    .orderBy(asc(kycDocuments.uploadedAt))
    .limit(limit);
}

export async function limitsOf(executor: DbExecutor, playerId: number, lock = false): Promise<LimitRow[]> {
  const query = executor.select().from(playerLimits).where(eq(playerLimits.playerId, playerId));
  return lock ? query.for('update') : query;
}

export async function saveLimit(executor: DbExecutor, row: LimitRow): Promise<void> {
  await executor
    .insert(playerLimits)
    .values(row)
    .onConflictDoUpdate({
      target: [playerLimits.playerId, playerLimits.kind, playerLimits.period],
      set: {
        amount: row.amount,
        pendingAmount: row.pendingAmount,
        pendingRemoval: row.pendingRemoval,
        pendingEffectiveAt: row.pendingEffectiveAt,
        updatedAt: row.updatedAt,
      },
    });
}

export async function latestPlaySession(
  executor: DbExecutor,
  playerId: number,
): Promise<PlaySessionRow | undefined> {
  const [row] = await executor
    .select()
    .from(playSessions)
    .where(eq(playSessions.playerId, playerId))
    .orderBy(desc(playSessions.lastActivityAt))
    .limit(1);
  return row;
}

const recordPlayStatement = preparedStatement<{ recorded: boolean }>(
  'compliance_record_play',
  sql`with gate as (
      select not ${sql.placeholder('unlessBetLimits')}::bool or not exists (
        select 1 from ${playerLimits}
        where ${playerLimits.playerId} = ${sql.placeholder('playerId')}::int4 and ${playerLimits.kind} <> 'deposit'
          and (${playerLimits.amount} is not null or ${playerLimits.pendingEffectiveAt} is not null)
      ) as free
    ),
    live as (
      select id, last_activity_at from ${playSessions}
      where player_id = ${sql.placeholder('playerId')}::int4
        and last_activity_at >= ${sql.placeholder('liveSince')}::timestamptz
      order by last_activity_at desc limit 1
    ),
    touched as (
      update ${playSessions}
      set last_activity_at = greatest(last_activity_at, ${sql.placeholder('at')}::timestamptz)
      where id = (select id from live)
        and (select last_activity_at from live) < ${sql.placeholder('touchBefore')}::timestamptz
        and (select free from gate)
    ),
    started as (
      insert into ${playSessions} (player_id, started_at, last_activity_at)
      select ${sql.placeholder('playerId')}::int4, ${sql.placeholder('at')}::timestamptz, ${sql.placeholder('at')}::timestamptz
      where (select free from gate) and not exists (select 1 from live)
      returning id
    )
    select (select free from gate) as recorded`,
);

/** Play at `at` to record: see recordPlay. */
export interface PlayRecord {
  readonly playerId: number;
  readonly at: Date;
  readonly liveSince: Date;
  readonly touchBefore: Date;
  readonly unlessBetLimits: boolean;
}

/**
 * Records play at `at` in one statement: the player's live play session (activity at or after
 * `liveSince`) is extended when its last activity is before `touchBefore` (decision 0318: a session
 * seen active a moment ago is not written again), or a new one opens after a pause. With
 * `unlessBetLimits`, only when the player has no loss, wager or session limit set or waiting (a bet's
 * common case, decision 0315); answers whether the play was recorded, false telling the caller to check
 * the limits first.
 */
export async function recordPlay(executor: DbExecutor, play: PlayRecord): Promise<boolean> {
  const [row] = await recordPlayStatement(executor, {
    playerId: play.playerId,
    at: play.at.toISOString(),
    liveSince: play.liveSince.toISOString(),
    touchBefore: play.touchBefore.toISOString(),
    unlessBetLimits: play.unlessBetLimits,
  });
  return row?.recorded === true;
}

/** Play sessions that reach into the window starting at `since`. */
export async function playSessionsSince(
  executor: DbExecutor,
  playerId: number,
  since: Date,
): Promise<PlaySessionRow[]> {
  return executor
    .select()
    .from(playSessions)
    .where(and(eq(playSessions.playerId, playerId), gt(playSessions.lastActivityAt, since)));
}

export async function insertExclusion(executor: DbExecutor, row: NewExclusionRow): Promise<void> {
  await executor.insert(exclusions).values(row);
}

/**
 * What the compliance services need of their storage: the functions above (the default), or the unit
 * tests' in-memory repository (apps/server/test/memory/compliance.ts).
 */
export interface ComplianceRepository {
  currentDocuments(executor: DbExecutor, playerId: number): Promise<DocumentRow[]>;
  currentDocument(
    executor: DbExecutor,
    playerId: number,
    kind: string,
    lock?: boolean,
  ): Promise<DocumentRow | undefined>;
  findDocument(executor: DbExecutor, id: string, lock?: boolean): Promise<DocumentRow | undefined>;
  retireDocument(executor: DbExecutor, id: string, at: Date): Promise<void>;
  insertDocument(executor: DbExecutor, row: NewDocumentRow): Promise<DocumentRow>;
  reviewDocument(executor: DbExecutor, id: string, patch: DocumentReview): Promise<DocumentRow | undefined>;
  documentQueue(
    executor: DbExecutor,
    status: string,
    playerId: number | undefined,
    limit: number,
  ): Promise<DocumentRow[]>;
  limitsOf(executor: DbExecutor, playerId: number, lock?: boolean): Promise<LimitRow[]>;
  saveLimit(executor: DbExecutor, row: LimitRow): Promise<void>;
  latestPlaySession(executor: DbExecutor, playerId: number): Promise<PlaySessionRow | undefined>;
  recordPlay(executor: DbExecutor, play: PlayRecord): Promise<boolean>;
  playSessionsSince(executor: DbExecutor, playerId: number, since: Date): Promise<PlaySessionRow[]>;
  insertExclusion(executor: DbExecutor, row: NewExclusionRow): Promise<void>;
}
