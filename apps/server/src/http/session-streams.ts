// The players' server-sent event streams, whatever they carry (the balance, crypto payments): each lives
// only as long as the session that opened it. A stream is ended at logout, and otherwise when a write or
// the heartbeat finds its session closed (revoked by an operator, idle, excluded). One session may hold a
// few streams of a kind (its tabs) and a node a bounded number in all.
import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { requirePlayer } from './auth';
import { bearerToken } from './bearer-token';
import { sendError } from './error-handler';
import { openEventStream } from './event-stream';

/** A comment line this often keeps proxies from closing a quiet stream; the session is checked as often. */
const defaultHeartbeatMs = 25_000;
/** Streams one node holds at most, of every kind. */
const defaultStreamsMax = 10_000;

export interface SessionStream {
  readonly playerId: number;
  readonly currency: string;
  readonly sessionId: string;
  /** Writes `text` unless the session ended meanwhile, in which case the stream ends instead. */
  send(text: string): Promise<void>;
  end(): void;
}

export interface SessionStreamsOptions {
  /** Whether a bearer token's session is still open (identity's check, which does not keep it alive). */
  readonly sessionOpen: (token: string) => Promise<boolean>;
  readonly heartbeatMs?: number;
  readonly streamsMax?: number;
}

export interface OpenStreamOptions {
  /** What the stream carries; the per-session limit counts each kind apart. */
  readonly kind: string;
  /** Streams of this kind one session may hold: more are refused with 429 (the page falls back to polling). */
  readonly perSession: number;
  /** The client's reconnect delay. */
  readonly retryMs: number;
  /** Called once when the stream ends, however it ends. */
  readonly onEnd?: () => void;
}

interface Entry extends SessionStream {
  readonly kind: string;
  /** The bearer token the stream was opened with, kept in memory only, to check the session. */
  readonly token: string;
  readonly raw: ServerResponse;
}

export function createSessionStreams({ sessionOpen, ...options }: SessionStreamsOptions) {
  const sessions = new Map<string, Set<Entry>>();
  const streamsMax = options.streamsMax ?? defaultStreamsMax;
  let open = 0;

  const ofKind = (sessionId: string, kind: string) =>
    [...(sessions.get(sessionId) ?? [])].filter((entry) => entry.kind === kind).length;

  function leave(entry: Entry): void {
    const ofSession = sessions.get(entry.sessionId);
    if (!ofSession?.delete(entry)) return;
    open -= 1;
    if (ofSession.size === 0) sessions.delete(entry.sessionId);
  }

  return {
    /** Streams open on this node. */
    get size() {
      return open;
    },

    /**
     * Takes over the reply of a player's request (behind the player guard) as an event stream, or answers
     * 503 (the node is full) or 429 (the session holds enough of this kind) and gives no stream.
     */
    open(request: FastifyRequest, reply: FastifyReply, opened: OpenStreamOptions): SessionStream | undefined {
      const player = requirePlayer(request);
      if (open >= streamsMax) {
        void sendError(
          reply,
          new AppError('SERVICE_UNAVAILABLE', undefined, undefined, { 'retry-after': '30' }),
        );
        return undefined;
      }
      if (ofKind(player.sessionId, opened.kind) >= opened.perSession) {
        void sendError(reply, new AppError('RATE_LIMITED', undefined, undefined, { 'retry-after': '30' }));
        return undefined;
      }
      const raw = openEventStream(request, reply, opened.retryMs);
      let ended = false;
      const entry: Entry = {
        kind: opened.kind,
        playerId: player.id,
        currency: player.currency,
        sessionId: player.sessionId,
        token: bearerToken(request) ?? '',
        raw,
        async send(text) {
          const still = await sessionOpen(entry.token).catch(() => false);
          if (!still) entry.end();
          else if (!raw.writableEnded) raw.write(text);
        },
        end() {
          if (ended) return;
          ended = true;
          clearInterval(heartbeat);
          leave(entry);
          if (!raw.writableEnded) raw.end();
          opened.onEnd?.();
        },
      };
      const heartbeat = setInterval(() => {
        void entry.send(': keep-alive\n\n');
      }, options.heartbeatMs ?? defaultHeartbeatMs);
      heartbeat.unref();
      const ofSession = sessions.get(entry.sessionId) ?? new Set<Entry>();
      sessions.set(entry.sessionId, ofSession);
      ofSession.add(entry);
      open += 1;
      raw.on('close', () => entry.end());
      raw.on('error', () => entry.end());
      return entry;
    },

    /** Ends every stream of a session (logout): its pages hear nothing more. */
    endSession(sessionId: string): void {
      for (const entry of [...(sessions.get(sessionId) ?? [])]) entry.end();
    },

    /** Ends every stream (the server closes). */
    endAll(): void {
      for (const ofSession of [...sessions.values()]) for (const entry of [...ofSession]) entry.end();
    },
  };
}

export type SessionStreams = ReturnType<typeof createSessionStreams>;
