// The provider picker of the list pages (spec 000, "List pages"): a button naming the chosen studio opens
// an overlay with a search box (a case-insensitive part of the name) and every studio with its game count.
// Choosing one leads to its list; Escape, the close button or a click on the background close it.
import type { Provider } from '@reelvault/contract/calls/catalogue';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '@/components/popups/dialog';
import { ChevronEndIcon, StudioIcon } from '@/components/ui/icons';
import { useLocale } from '@/i18n/use-locale';
import { filterProviders } from '@/features/catalogue/utils/game-lists';
import { DataName } from '@/components/ui/data-name';

export interface ProviderPickerProps {
  readonly providers: readonly Provider[];
  readonly selected?: string | undefined;
  /** Where choosing a studio (or All, `undefined`) leads. */
  readonly hrefOf: (provider: Provider | undefined) => string;
}

export function ProviderPicker({ providers, selected, hrefOf }: ProviderPickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const current = providers.find((provider) => provider.slug === selected);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="flex h-10 min-w-0 items-center gap-2 rounded-full border border-night-600 bg-night-900 ps-3 pe-2 text-sm font-semibold hover:border-royal-400"
      >
        <StudioIcon className="size-4 shrink-0 text-gold-400" />
        <span className="truncate">
          {t('providers.button', { name: current?.name ?? t('providers.all') })}
        </span>
        <ChevronEndIcon className="size-4 shrink-0 rotate-90" />
      </button>
      {open ? (
        <ProviderPickerDialog
          providers={providers}
          selected={selected}
          hrefOf={hrefOf}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

function ProviderPickerDialog({
  providers,
  selected,
  hrefOf,
  onClose,
}: ProviderPickerProps & { onClose: () => void }) {
  const { t } = useTranslation();
  const { bcp47 } = useLocale();
  const searchId = useId();
  const [term, setTerm] = useState('');
  const shown = filterProviders(providers, term, bcp47);
  const number = new Intl.NumberFormat(bcp47);

  // This overlay belongs to the page, not to the popup store, so it listens for Escape itself.
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);

  const itemClasses = (active: boolean) =>
    `flex items-center justify-between gap-3 rounded-xl px-4 py-2.5 text-sm transition-colors ${
      active ? 'bg-night-700 text-gold-300' : 'hover:bg-night-800'
    }`;

  return (
    <Dialog title={t('providers.choose')} onClose={onClose} width="wide">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={searchId} className="text-sm font-semibold">
          {t('providers.search')}
        </label>
        <input
          id={searchId}
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          autoComplete="off"
          className="h-11 rounded-xl border border-night-600 bg-night-950 px-4 text-ink placeholder:text-muted focus:border-gold-400"
        />
      </div>
      <ul
        aria-label={t('providers.title')}
        className="-mx-2 flex max-h-[55dvh] flex-col overflow-y-auto px-2"
      >
        {term.trim() === '' ? (
          <li>
            <Link to={hrefOf(undefined)} onClick={onClose} className={itemClasses(selected === undefined)}>
              <span className="font-semibold">{t('providers.all')}</span>
            </Link>
          </li>
        ) : null}
        {shown.map((provider) => (
          <li key={provider.id}>
            <Link
              to={hrefOf(provider)}
              onClick={onClose}
              aria-current={provider.slug === selected ? 'true' : undefined}
              className={itemClasses(provider.slug === selected)}
            >
              <DataName className="block min-w-0 truncate font-semibold">{provider.name}</DataName>
              <span className="shrink-0 text-xs text-muted">
                {t('providers.gameCount', { games: number.format(provider.game_count) })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {shown.length === 0 ? <p className="text-sm text-muted">{t('providers.none')}</p> : null}
    </Dialog>
  );
}
