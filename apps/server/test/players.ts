// Players for tests of every module: registered and logged in through the real HTTP calls.
import { randomBytes, randomInt } from 'node:crypto';
import { authReply, type RegistrationUserData } from '@reelvault/contract/calls/auth';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbExecutor } from '../src/db/database';
import { users } from '../src/modules/identity/schema';
import { findCountryBySlug } from '../src/modules/identity/countries';

export interface TestPlayer {
  readonly id: number;
  readonly username: string;
  readonly email: string;
  readonly password: string;
  /** Bearer token of the session opened by the registration. */
  readonly token: string;
}

let sequence = 0;

/** A private address per call, so that per-IP limits of one test never reach another's players. */
export function testIp(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** Registers a new player (unique username and e-mail unless overridden); throws when registration fails. */
export async function registerPlayer(
  app: FastifyInstance,
  overrides: Partial<RegistrationUserData> = {},
  from: { headers?: Record<string, string> } = {},
): Promise<TestPlayer> {
  sequence += 1;
  const tag = `${process.pid.toString(36)}${sequence}${randomBytes(2).toString('hex')}`;
  const greece = findCountryBySlug('GR');
  if (!greece) throw new Error('registerPlayer: the country list lost Greece');
  const userData = {
    country: greece.id,
    currency: 'EUR',
    email: `player.${tag}@example.com`,
    password: `Reel-${tag}-vault`,
    username: `player${tag}`,
    age_confirmed: true,
    ...overrides,
  } satisfies RegistrationUserData;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/create',
    payload: { user_data: userData },
    headers: from.headers ?? {},
    remoteAddress: testIp(),
  });
  if (response.statusCode !== 201) {
    throw new Error(`registerPlayer: ${response.statusCode} ${response.body}`);
  }
  const reply = authReply.parse(response.json());
  return {
    id: reply.user.id,
    username: reply.user.username,
    email: reply.user.email,
    password: userData.password,
    token: reply.access_token,
  };
}

export interface LoginAttempt {
  readonly username: string;
  readonly password: string;
  readonly code?: string | number;
  readonly site_code?: string;
}

/** POST /api/auth/login as given (from a fresh test IP unless one is named); the raw answer, for bad paths. */
export function attemptLogin(
  app: FastifyInstance,
  payload: LoginAttempt,
  from: { remoteAddress?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { ...payload },
    headers: from.headers ?? {},
    remoteAddress: from.remoteAddress ?? testIp(),
  });
}

/** Logs a player in (no two-factor code); returns the new session's token. Throws when login fails. */
export async function loginPlayer(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<{ token: string; id: number }> {
  const response = await attemptLogin(app, { username, password });
  if (response.statusCode !== 200) throw new Error(`loginPlayer: ${response.statusCode} ${response.body}`);
  const reply = authReply.parse(response.json());
  return { token: reply.access_token, id: reply.user.id };
}

/** Sets what the compliance rules would set on a player: status, verification, timed or permanent exclusion. */
export async function setPlayerStanding(
  db: DbExecutor,
  playerId: number,
  standing: {
    status?: number;
    playerStatus?: number;
    excludedUntil?: Date | null;
    excludedPermanently?: boolean;
  },
): Promise<void> {
  await db.update(users).set(standing).where(eq(users.id, playerId));
}
