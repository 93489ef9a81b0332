// Unit tests' view of a component as HTML: rendered with the English catalogue, a query client (whose
// cache a test fills with the replies the component reads) and a router around it. Call
// `initTestI18n()` in a `beforeAll` before the first render.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next, { type i18n } from 'i18next';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import en from '@/i18n/locales/en.json';

/** The English catalogue the unit and screen tests render with. */
export const testI18n: i18n = i18next.createInstance();

export async function initTestI18n(): Promise<void> {
  if (testI18n.isInitialized) return;
  await testI18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
}

export function renderStatic(view: ReactNode, client = new QueryClient()): string {
  return renderToStaticMarkup(
    <I18nextProvider i18n={testI18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter>{view}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
