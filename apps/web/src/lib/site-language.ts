// The language choice wired to the browser: i18next, the site's API client and the stored session.
import { chooseLanguage } from '@/i18n/i18n';
import { api } from './api';
import { authStore } from './auth-store';
import { createLanguageChoice } from './language-choice';

export const chooseSiteLanguage = createLanguageChoice({
  switchInterface: chooseLanguage,
  client: api,
  auth: authStore,
});
