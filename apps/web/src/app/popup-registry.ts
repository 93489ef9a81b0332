// Every popup the host can show, by the name that `usePopups().open(name)` takes.
import type { PopupComponent } from '../components/popups/popup-host';
import { OnboardingPopup } from '../features/account/components/onboarding-popup';
import { SearchPopup } from '../features/catalogue/components/search-popup';
import { ResponsibleGamblingPopup } from '../features/responsible-gambling/components/responsible-gambling-popup';
import type { PopupId } from '../lib/popup-store';
import { LanguagePopup } from './shell/language-popup';

declare module '../lib/popup-store' {
  interface PopupRegistry {
    'responsible-gambling': true;
    language: true;
    search: true;
    onboarding: true;
  }
}

export const popupRegistry = {
  'responsible-gambling': ResponsibleGamblingPopup,
  language: LanguagePopup,
  search: SearchPopup,
  onboarding: OnboardingPopup,
} satisfies Record<PopupId, PopupComponent>;
