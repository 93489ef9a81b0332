// The player site itself: load the interface language, then render the router. main.tsx loads this
// module once the first HTML's preloader can be painted (decision record 1011).
import '@/lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { initI18n } from '@/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';
import '@/styles.css';
import { AppProvider } from './provider';
import { createRouter } from './router';

await initI18n();

const container = document.getElementById('root');
if (container) {
  const root = createRoot(container);
  const queryClient = createQueryClient();
  const router = createRouter(queryClient);
  // As a transition the first render runs in slices that give the browser back its main thread, so a
  // phone is not blocked for the whole of it.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    );
  });
}
