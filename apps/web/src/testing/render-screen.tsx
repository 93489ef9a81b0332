// Screen tests of the player site in jsdom (files that start with `// @vitest-environment jsdom`): a
// component rendered with the English catalogue, a fresh query client and a router around it, and a
// scripted server in place of fetch; each test says what every call answers and reads back what was sent.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, vi } from 'vitest';
import { popupStore } from '@/lib/popup-store';
import { initTestI18n, testI18n } from './render-static';

// A shared 2-core machine renders slowly at times: waiting a little longer fails no test that should pass.
configure({ asyncUtilTimeout: 5000 });

export interface SentRequest {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

export interface ScriptedAnswer {
  readonly status: number;
  readonly body?: unknown;
}

export type Script = (request: SentRequest) => ScriptedAnswer;

/** Registers the hooks every screen test file shares; call it once at the top level of the file. */
export function setUpScreenTests(): void {
  beforeAll(async () => {
    await initTestI18n();
    // jsdom draws <dialog> but has no modal API; the open attribute is what the tests need of it.
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  });
  afterEach(() => {
    cleanup();
    popupStore.closeAll();
    vi.unstubAllGlobals();
  });
}

export interface RenderedScreen extends RenderResult {
  readonly sent: SentRequest[];
  readonly queryClient: QueryClient;
}

/** Renders `view` with `script` answering every API call; `prepare` fills the query cache first. */
export function renderScreen(
  view: ReactNode,
  script: Script,
  prepare?: (queryClient: QueryClient) => void,
): RenderedScreen {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://site.test');
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      path: `${url.pathname}${url.search}`,
      body: text === undefined ? undefined : JSON.parse(text),
    };
    sent.push(request);
    const answer = script(request);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  prepare?.(queryClient);
  const rendered = render(
    <I18nextProvider i18n={testI18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>{view}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...rendered, sent, queryClient };
}

/** The error body the server sends for a catalogue code. */
export { errorBody } from '@reelvault/contract/errors';
