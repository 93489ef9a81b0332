// Tests render the whole back office at a path, with a scripted server in place of fetch: each test says
// what every call answers and reads back what the app sent.
import { permissionsOf, type AdminRole } from '@reelvault/contract/calls/backoffice';
import { configure, render, type RenderResult } from '@testing-library/react';
import { AdminApp, assembleApp, type AdminAppParts } from '../app/app';
import { createTestRouter } from '../app/router';
import { createQueryClient } from '../lib/query-client';
import { createSessionStore, type SessionStore } from '../lib/session-store';

// A shared 2-core machine renders slowly at times: waiting a little longer fails no test that should pass.
configure({ asyncUtilTimeout: 5000 });

export interface SentRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Headers;
  readonly body: unknown;
}

export type ScriptedAnswer = { readonly status: number; readonly body?: unknown };
export type Script = (request: SentRequest) => ScriptedAnswer;

export interface RenderedApp extends RenderResult {
  readonly parts: AdminAppParts;
  readonly sent: SentRequest[];
  readonly session: SessionStore;
}

export function renderApp(
  path: string,
  script: Script,
  options: { readonly token?: string } = {},
): RenderedApp {
  const sent: SentRequest[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://admin.test');
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      path: `${url.pathname}${url.search}`,
      headers: new Headers(init?.headers),
      body: text === undefined ? undefined : JSON.parse(text),
    };
    sent.push(request);
    const answer = script(request);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  const session = createSessionStore(globalThis.sessionStorage);
  session.clear();
  if (options.token) session.setToken(options.token);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } });
  const parts = assembleApp({ router: createTestRouter([path]), queryClient, session, fetch });
  return { ...render(<AdminApp parts={parts} />), parts, sent, session };
}

/** The error body the server sends for a catalogue code (errorBody in the contract). */
export { errorBody } from '@reelvault/contract/errors';

export const emptyPage = { total: 0, page: 1, pages: 1, per_page: 25 };

/** GET /api/admin/me's answer for an operator of this role. */
export function meReply(operator: { readonly id: number; readonly email: string; readonly role: AdminRole }) {
  return { data: { ...operator, permissions: permissionsOf(operator.role) } };
}
