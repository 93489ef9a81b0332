// The setup of the catalogue's back-office tests over HTTP: a test app with the test feed imported, an
// operator of each role a file names, and their calls.
import type { AdminRole } from '@reelvault/contract/calls/backoffice';
import { beforeAll, expect } from 'vitest';
import { operator, type TestOperator } from './backoffice';
import { testFeed } from './catalogue-feed';
import { useTestApp } from './helper';
import { bearer } from './players';

export type OperatorMethod = 'GET' | 'POST' | 'PUT' | 'PATCH';

export function useCatalogueAdmin(roles: readonly AdminRole[]) {
  const ctx = useTestApp();
  const ops = {} as Record<AdminRole, TestOperator>;

  beforeAll(async () => {
    await ctx.app.catalogue.importFeed(testFeed());
    for (const role of roles) ops[role] = await operator(ctx.app, role);
  });

  function call(role: AdminRole, method: OperatorMethod, url: string, payload?: object) {
    return ctx.app.inject({ method, url, headers: bearer(ops[role].token), ...(payload ? { payload } : {}) });
  }

  /** The call's `data`, once its status is `status`. */
  async function ok<T>(role: AdminRole, method: OperatorMethod, url: string, payload?: object, status = 200) {
    const response = await call(role, method, url, payload);
    expect(response.statusCode, response.body).toBe(status);
    return (response.json() as { data: T }).data;
  }

  return { ctx, call, ok };
}
