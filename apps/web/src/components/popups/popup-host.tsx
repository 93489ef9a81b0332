// Renders the open popups (by name, from the registry the app passes in) and the alerts, and closes them
// all on Escape, wherever focus is.
import { Suspense, useEffect, type ComponentType } from 'react';
import { usePopups, usePopupState, type PopupId } from '@/lib/popup-store';
import { AlertList } from './alert-list';

export interface PopupComponentProps {
  readonly close: () => void;
}

export type PopupComponent = ComponentType<PopupComponentProps>;

export function PopupHost({ registry }: { registry: Readonly<Record<PopupId, PopupComponent>> }) {
  const { open, alerts } = usePopupState();
  const popups = usePopups();

  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') popups.closeAll();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [popups]);

  return (
    <>
      {open.map((id) => {
        const Popup = registry[id];
        // A popup's code may load when it first opens (app/popup-registry).
        return (
          <Suspense key={id} fallback={null}>
            <Popup close={() => popups.close(id)} />
          </Suspense>
        );
      })}
      <AlertList alerts={alerts} onDismiss={popups.dismiss} />
    </>
  );
}
