// The site's API client, wired to the browser: the stored session, the build's site id and the current
// interface language. A session the server ended logs the player out with a notice.
import i18next from 'i18next';
import { env } from '@/config/env';
import { currentLocale } from '@/i18n/i18n';
import { createApiClient } from './api-client';
import { authStore } from './auth-store';
import { popupStore } from './popup-store';

export const api = createApiClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  siteId: env.siteId,
  auth: authStore,
  language: () => currentLocale().bcp47,
  currentPath: () => globalThis.location.pathname,
  onSessionEnded: () =>
    popupStore.alert({
      tone: 'info',
      title: i18next.t('auth.loggedOutTitle'),
      text: i18next.t('auth.loggedOut'),
    }),
});
