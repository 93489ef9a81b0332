// Every SQL statement of the game show: its hash chains, its shared rounds and the players' bets. A bet
// changes state only from the state its writer read (`from`), so two nodes finishing the same bet (a round
// driver handed over, a player's cash-out against the crash) never both move it.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { HouseExecutor } from '../db';
import { showBets, showChains, showRounds, type ShowBetState } from '../schema';

export type ShowChainRow = typeof showChains.$inferSelect;
export type ShowRoundRow = typeof showRounds.$inferSelect;
export type ShowBetRow = typeof showBets.$inferSelect;
export type NewShowBet = typeof showBets.$inferInsert;

/** Bets whose money is not final yet. */
export const unfinishedBetStates: readonly ShowBetState[] = [
  'placing',
  'standing',
  'cashing',
  'losing',
  'rolling_back',
];

export async function latestChain(db: HouseExecutor): Promise<ShowChainRow | undefined> {
  const [row] = await db.select().from(showChains).orderBy(desc(showChains.id)).limit(1);
  return row;
}

export async function chainById(db: HouseExecutor, id: bigint): Promise<ShowChainRow | undefined> {
  const [row] = await db.select().from(showChains).where(eq(showChains.id, id));
  return row;
}

export async function insertChain(
  db: HouseExecutor,
  chain: typeof showChains.$inferInsert,
): Promise<ShowChainRow> {
  const [row] = await db.insert(showChains).values(chain).returning();
  if (!row) throw new Error('the chain was not inserted');
  return row;
}

/** The latest round (the one running, or the last settled while the next waits). */
export async function latestRound(
  db: HouseExecutor,
  options: { lock?: 'share' } = {},
): Promise<ShowRoundRow | undefined> {
  // By place in the chains, not by time: clocks of nodes may disagree.
  const query = db
    .select()
    .from(showRounds)
    .orderBy(desc(showRounds.chainId), desc(showRounds.number))
    .limit(1);
  const [row] = options.lock ? await query.for(options.lock) : await query;
  return row;
}

/** The last `limit` settled rounds, newest first (the page's list of crash points). */
export async function settledRounds(db: HouseExecutor, limit: number): Promise<ShowRoundRow[]> {
  return db
    .select()
    .from(showRounds)
    .where(eq(showRounds.state, 'settled'))
    .orderBy(desc(showRounds.chainId), desc(showRounds.number))
    .limit(limit);
}

export async function roundById(db: HouseExecutor, id: string): Promise<ShowRoundRow | undefined> {
  const [row] = await db.select().from(showRounds).where(eq(showRounds.id, id));
  return row;
}

/** The last round number of a chain, 0 when none was played. */
export async function lastNumberOf(db: HouseExecutor, chainId: bigint): Promise<number> {
  const [row] = await db
    .select({ number: showRounds.number })
    .from(showRounds)
    .where(eq(showRounds.chainId, chainId))
    .orderBy(desc(showRounds.number))
    .limit(1);
  return row?.number ?? 0;
}

/** Inserts a round unless its place in the chain is taken (another driver was first): whether it was. */
export async function insertRound(db: HouseExecutor, round: ShowRoundRow): Promise<boolean> {
  const rows = await db
    .insert(showRounds)
    .values(round)
    .onConflictDoNothing({ target: [showRounds.chainId, showRounds.number] })
    .returning({ id: showRounds.id });
  return rows.length > 0;
}

export async function settleRound(db: HouseExecutor, id: string, at: Date): Promise<void> {
  await db
    .update(showRounds)
    .set({ state: 'settled', settledAt: at })
    .where(and(eq(showRounds.id, id), eq(showRounds.state, 'running')));
}

export async function insertBet(db: HouseExecutor, bet: NewShowBet): Promise<boolean> {
  const rows = await db
    .insert(showBets)
    .values(bet)
    .onConflictDoNothing({ target: [showBets.roundId, showBets.walletUser] })
    .returning({ id: showBets.id });
  return rows.length > 0;
}

export async function betById(
  db: HouseExecutor,
  id: string,
  options: { lock?: 'update' } = {},
): Promise<ShowBetRow | undefined> {
  const query = db.select().from(showBets).where(eq(showBets.id, id));
  const [row] = options.lock ? await query.for(options.lock) : await query;
  return row;
}

export async function betsOfRound(db: HouseExecutor, roundId: string): Promise<ShowBetRow[]> {
  return db.select().from(showBets).where(eq(showBets.roundId, roundId)).orderBy(asc(showBets.createdAt));
}

export async function playerBet(
  db: HouseExecutor,
  roundId: string,
  walletUser: string,
): Promise<ShowBetRow | undefined> {
  const [row] = await db
    .select()
    .from(showBets)
    .where(and(eq(showBets.roundId, roundId), eq(showBets.walletUser, walletUser)));
  return row;
}

export async function unfinishedBets(db: HouseExecutor, roundId: string): Promise<ShowBetRow[]> {
  return db
    .select()
    .from(showBets)
    .where(and(eq(showBets.roundId, roundId), inArray(showBets.state, [...unfinishedBetStates])))
    .orderBy(asc(showBets.createdAt));
}

/** Moves a bet on from the state `from` only; whether it moved. */
export async function moveBet(
  db: HouseExecutor,
  id: string,
  from: readonly ShowBetState[],
  change: Partial<Omit<ShowBetRow, 'id' | 'roundId'>> & { updatedAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(showBets)
    .set(change)
    .where(and(eq(showBets.id, id), inArray(showBets.state, [...from])))
    .returning({ id: showBets.id });
  return rows.length > 0;
}

/** Deletes a bet the platform refused (it moved nothing), if it is still being placed. */
export async function deletePlacingBet(db: HouseExecutor, id: string): Promise<void> {
  await db.delete(showBets).where(and(eq(showBets.id, id), eq(showBets.state, 'placing')));
}
