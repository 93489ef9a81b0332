// The player site's entry: load the interface language, then render the router.
import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { createRouter } from './app/router';
import { initI18n } from './i18n/i18n';
import './styles.css';

await initI18n();

const container = document.getElementById('root');
if (container) {
  const root = createRoot(container);
  // As a transition the first render runs in slices that give the browser back its main thread, so a
  // phone is not blocked for the whole of it.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProvider>
          <RouterProvider router={createRouter()} />
        </AppProvider>
      </StrictMode>,
    );
  });
}
