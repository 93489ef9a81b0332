// Spec: on the play page a language change reloads the page, so the game (which reads the language when
// it opens) comes back in the new language too.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export function useReloadOnLanguageChange(): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    const reload = () => window.location.reload();
    i18n.on('languageChanged', reload);
    return () => i18n.off('languageChanged', reload);
  }, [i18n]);
}
