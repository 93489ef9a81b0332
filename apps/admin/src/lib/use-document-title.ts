// The tab's title follows the screen, so an operator with many tabs finds the right one.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  const full = t('app.documentTitle', { title });
  useEffect(() => {
    document.title = full;
  }, [full]);
}
