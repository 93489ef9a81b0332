// The player's balance as server-sent events: the balance when the stream opens, then after every commit
// that changed it (the ledger's bus, balance-changes.ts). One subscription and one balance read per player
// on this node however many tabs the player has open; a stream lives only as long as its session.
import { balanceEventsPath, type balanceReply } from '@reelvault/contract/calls/wallet';
import { formatCurrencyAmount } from '@reelvault/contract/money';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { requirePlayer } from '../../http/auth';
import type { SessionStream, SessionStreams } from '../../http/session-streams';
import type { PlayerBalance } from './ledger';
import type { WalletService } from './service';

/** Streams one session may hold: a player's tabs. More are refused; those tabs keep the 30 s refresh. */
const streamsPerSession = 5;

/** The balance call's reply (GET /api/user/balance) for `balance`, or zeros in `currency`. */
export function balanceReplyOf(
  balance: PlayerBalance | undefined,
  currency: string,
): z.infer<typeof balanceReply> {
  const shown = balance?.currency ?? currency;
  return {
    balance: formatCurrencyAmount(balance?.cash ?? 0n, shown),
    currency: shown,
    bonus_balance: formatCurrencyAmount(balance?.bonus ?? 0n, shown),
  };
}

interface Stream {
  readonly session: SessionStream;
  /** The last balance event written: a commit that left the balance as it was (a deposit's hold) sends none. */
  sent: string | undefined;
}

interface PlayerStreams {
  readonly streams: Set<Stream>;
  readonly unsubscribe: () => void;
  /** A read of the balance is under way; `again` asks for one more when it ends (a burst of commits). */
  reading: boolean;
  again: boolean;
}

export interface BalanceStreamsOptions {
  readonly wallet: WalletService;
  /** The players' event streams, each bound to its session (identity's). */
  readonly streams: SessionStreams;
}

export function createBalanceStreams({ wallet, streams }: BalanceStreamsOptions) {
  const players = new Map<number, PlayerStreams>();

  const frame = (reply: z.infer<typeof balanceReply>) => `event: balance\ndata: ${JSON.stringify(reply)}\n\n`;
  const readBalance = (playerId: number) => wallet.playerBalance(wallet.database.db, playerId);

  async function sendBalance(stream: Stream, balance: PlayerBalance | undefined): Promise<void> {
    const text = frame(balanceReplyOf(balance, stream.session.currency));
    if (text === stream.sent) return;
    stream.sent = text;
    await stream.session.send(text);
  }

  async function push(playerId: number, entry: PlayerStreams): Promise<void> {
    if (entry.reading) {
      entry.again = true;
      return;
    }
    entry.reading = true;
    try {
      do {
        entry.again = false;
        const balance = await readBalance(playerId);
        await Promise.all([...entry.streams].map((stream) => sendBalance(stream, balance)));
      } while (entry.again && entry.streams.size > 0);
    } catch {
      // The next change, or the page's 30 s refresh, brings the balance.
    } finally {
      entry.reading = false;
    }
  }

  function join(playerId: number, stream: Stream): PlayerStreams {
    let entry = players.get(playerId);
    if (!entry) {
      const created: PlayerStreams = {
        streams: new Set(),
        reading: false,
        again: false,
        unsubscribe: wallet.balanceChanges.subscribe(playerId, () => {
          void push(playerId, created);
        }),
      };
      players.set(playerId, created);
      entry = created;
    }
    entry.streams.add(stream);
    return entry;
  }

  function leave(playerId: number, session: SessionStream | undefined): void {
    const entry = players.get(playerId);
    const stream = [...(entry?.streams ?? [])].find((candidate) => candidate.session === session);
    if (stream && entry?.streams.delete(stream) && entry.streams.size === 0) {
      entry.unsubscribe();
      players.delete(playerId);
    }
  }

  return {
    routes() {
      return async (app: FastifyInstance) => {
        app.get(
          balanceEventsPath,
          {
            schema: {
              summary: "The player's balance as server-sent events (`balance`): now, then after every change",
              tags: ['wallet'],
            },
            onRequest: app.authGuards.player,
          },
          async (request, reply) => {
            const playerId = requirePlayer(request).id;
            const session = streams.open(request, reply, {
              kind: 'balance',
              perSession: streamsPerSession,
              retryMs: 5000,
              onEnd: () => leave(playerId, session),
            });
            if (!session) return reply;
            const stream: Stream = { session, sent: undefined };
            // The first balance comes through the player's one read loop, after the subscription, so that no
            // commit falls between the two and an older balance never follows a newer one.
            void push(playerId, join(playerId, stream));
          },
        );
      };
    },
  };
}

export type BalanceStreams = ReturnType<typeof createBalanceStreams>;
