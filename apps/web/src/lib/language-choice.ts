// The player's choice of language: the interface switches at once and remembers it; for a logged-in player
// the server stores it as well, so that its e-mails come in the language the player reads the site in.
import { accountLanguage } from '@reelvault/contract/calls/account';
import type { LocaleCode } from '@reelvault/contract/constants/locales';
import type { ApiClient } from './api-client';
import type { AuthStore } from './auth-store';

export interface LanguageChoiceDependencies {
  readonly switchInterface: (code: LocaleCode) => Promise<void>;
  readonly client: ApiClient;
  readonly auth: Pick<AuthStore, 'getToken'>;
}

export function createLanguageChoice(dependencies: LanguageChoiceDependencies) {
  return async function chooseSiteLanguage(code: LocaleCode): Promise<void> {
    await dependencies.switchInterface(code);
    if (dependencies.auth.getToken() === null) return;
    // Best effort: the site already speaks the new language, and the next login tells the server again.
    await dependencies.client.call(accountLanguage, { body: { locale: code } }).catch(() => undefined);
  };
}
