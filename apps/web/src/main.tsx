// The player site's entry: load the interface language, then render the router.
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { createRouter } from './app/router';
import { initI18n } from './i18n/i18n';
import './styles.css';

await initI18n();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={createRouter()} />
      </AppProvider>
    </StrictMode>,
  );
}
