// Back-office helpers for tests and the benchmarks: an operator of a role, logged in with a computed
// two-factor code. No test runner import, so that scripts outside Vitest can use them too.
import type { AdminRole } from '@reelvault/contract/calls/backoffice';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { bearer, testIp } from './players';

export interface TestOperator {
  readonly id: number;
  readonly email: string;
  readonly password: string;
  readonly totpSecret: string;
  /** Bearer token of a back-office session. */
  readonly token: string;
}

let sequence = 0;

export const totpCode = (secret: string, at: Date = new Date()) =>
  generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

export function adminLogin(app: FastifyInstance, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: body, remoteAddress: testIp() });
}

/** Creates an operator and logs in (one code per operator and 30 s: call once per operator). */
export async function operator(app: FastifyInstance, role: AdminRole, at?: Date): Promise<TestOperator> {
  sequence += 1;
  const email = `${role}.${process.pid}.${sequence}@ops.test`;
  const password = `ops-password-${sequence}-${process.pid}`;
  const created = await app.backoffice.createAdmin({ email, role, password });
  const login = await adminLogin(app, { email, password, code: await totpCode(created.totpSecret, at) });
  if (login.statusCode !== 200) throw new Error(`operator login: ${login.statusCode} ${login.body}`);
  const { access_token: token } = login.json() as { access_token: string };
  return { id: created.admin.id, email, password, totpSecret: created.totpSecret, token };
}

export function asOperator(
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
) {
  return app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}
