// The phone's search (the bottom bar's search button): the search in a modal dialog, which closes when
// the player goes to a game or to the login page.
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/popups/dialog';
import type { PopupComponentProps } from '@/components/popups/popup-host';
import { SearchPanel } from './search-panel';

export function SearchPopup({ close }: PopupComponentProps) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('search.title')} onClose={close} width="wide">
      <SearchPanel variant="modal" onLeave={close} autoFocus />
    </Dialog>
  );
}
