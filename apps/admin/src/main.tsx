// The back office's entry: zod set up before any schema exists, the English texts loaded, then the app.
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminApp, assembleApp } from './app/app';
import { createAdminRouter } from './app/router';
import { initI18n } from './i18n/i18n';
import { createQueryClient } from './lib/query-client';
import { createSessionStore } from './lib/session-store';
import './styles.css';

await initI18n();

const container = document.getElementById('root');
if (container) {
  const parts = assembleApp({
    router: createAdminRouter(),
    queryClient: createQueryClient(),
    session: createSessionStore(globalThis.sessionStorage),
    fetch: globalThis.fetch.bind(globalThis),
  });
  createRoot(container).render(
    <StrictMode>
      <AdminApp parts={parts} />
    </StrictMode>,
  );
}
