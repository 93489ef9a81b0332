// The player site's entry: load the interface language, then render the router. The router is created
// first: it starts fetching the first page's code (and running its loaders) while the language loads,
// instead of after it.
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { createRouter } from './app/router';
import { initI18n } from './i18n/i18n';
import './styles.css';

const router = createRouter();
await initI18n();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
}
