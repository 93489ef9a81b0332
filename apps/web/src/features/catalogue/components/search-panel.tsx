// Game search (spec 000, "Search"): a keyword box that asks the server from the third character on, a
// moment after the last keystroke; the results with art, name and studio, or "Game not found". A player
// opens a result's game; a guest gets a prompt to log in or sign up instead.
import type { z } from 'zod';
import type { searchResultSchema } from '@reelvault/contract/calls/catalogue';
import { isSearchable } from '@reelvault/contract/constants/paging';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { ChevronStartIcon } from '@/components/ui/icons';
import { timings } from '@reelvault/contract/constants/timings';
import { useAuthToken } from '@/lib/auth-store';
import { loginPathFor } from '@/lib/return-path';
import { useSearchGames } from '@/features/catalogue/api/search-games';
import { useDebouncedValue } from '@/features/catalogue/hooks/use-debounced-value';
import { playPath } from '@/features/catalogue/utils/game-lists';
import { SearchField } from './search-field';
import { gameArtSources } from '@/lib/game-art';
import { DataName } from '@/components/ui/data-name';

type SearchResult = z.infer<typeof searchResultSchema>;

export interface SearchPanelProps {
  /** Called when the panel sends the player elsewhere (a game, the login page), so a modal can close. */
  readonly onLeave?: () => void;
  /** Whether the results show only once something is typed (the header's bar) or always (the modal). */
  readonly variant: 'bar' | 'modal';
  readonly autoFocus?: boolean;
}

export function SearchPanel({ onLeave, variant, autoFocus = false }: SearchPanelProps) {
  const { t } = useTranslation();
  const resultsId = useId();
  const loggedIn = useAuthToken() !== null;
  const [keyword, setKeyword] = useState('');
  const [prompt, setPrompt] = useState<SearchResult>();
  const settled = useDebouncedValue(keyword.trim(), timings.searchDebounce);
  const searchable = isSearchable(settled);
  const search = useSearchGames(settled);
  const results = searchable ? (search.data ?? []) : [];
  const typing = keyword.trim() !== settled;
  const container = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);

  // A modal dialog gives focus to its first control when it opens, after this component's effects: the
  // box takes it back right after, so the keyboard opens at once.
  useEffect(() => {
    if (!autoFocus) return;
    const timer = setTimeout(() => input.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [autoFocus]);
  // The header's results close on a click elsewhere or Escape, and open again when the box gets focus.
  const [dismissed, setDismissed] = useState(false);
  const showPanel = variant === 'modal' || (keyword.trim() !== '' && !dismissed);

  useEffect(() => {
    if (variant !== 'bar' || !showPanel) return;
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !container.current?.contains(event.target)) setDismissed(true);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [variant, showPanel]);

  const leave = () => {
    if (variant === 'bar') {
      setKeyword('');
      setPrompt(undefined);
    }
    onLeave?.();
  };

  const status = (() => {
    if (!isSearchable(keyword)) return keyword.trim() === '' && variant === 'bar' ? '' : t('search.hint');
    if (typing || (search.isFetching && results.length === 0)) return t('search.searching');
    if (search.isError) return t('search.failed');
    if (search.isSuccess && results.length === 0 && !search.isPlaceholderData) return t('search.notFound');
    return '';
  })();

  return (
    <div ref={container} className="relative flex flex-col gap-3">
      <SearchField
        ref={input}
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={keyword}
        onValueChange={(value) => {
          setKeyword(value);
          setPrompt(undefined);
          setDismissed(false);
        }}
        onFocus={() => setDismissed(false)}
        aria-controls={resultsId}
      />
      <div
        id={resultsId}
        hidden={!showPanel}
        className={
          variant === 'bar'
            ? 'absolute inset-x-0 top-full z-40 mt-2 max-h-[70dvh] overflow-y-auto rounded-xl border border-night-600 bg-night-900 p-2 shadow-2xl shadow-black/60'
            : 'flex flex-col'
        }
      >
        {prompt ? (
          <LoginPrompt game={prompt} onLeave={leave} onBack={() => setPrompt(undefined)} />
        ) : (
          <>
            <p role="status" className={status ? 'px-3 py-2 text-sm text-muted' : 'sr-only'}>
              {status}
            </p>
            {results.length > 0 ? (
              <ul aria-label={t('search.results')} className="flex flex-col">
                {results.map((result) => (
                  <li key={result.id}>
                    {loggedIn ? (
                      <Link to={playPath(result.id)} onClick={leave} className={resultClasses}>
                        <ResultContent result={result} />
                      </Link>
                    ) : (
                      <button type="button" onClick={() => setPrompt(result)} className={resultClasses}>
                        <ResultContent result={result} />
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}

const resultClasses =
  'flex w-full items-center gap-3 rounded-lg px-2 py-1.5 text-start transition-colors hover:bg-night-800 focus-visible:bg-night-800';

function ResultContent({ result }: { result: SearchResult }) {
  const { t } = useTranslation();
  return (
    <>
      <img
        {...gameArtSources(result.image, '2.25rem')}
        alt=""
        width={36}
        height={48}
        loading="lazy"
        decoding="async"
        className="aspect-3/4 w-9 shrink-0 rounded-md bg-night-800 object-cover"
      />
      <span className="flex min-w-0 flex-col">
        <DataName className="block truncate text-sm font-semibold text-ink">{result.game_name}</DataName>
        <span className="flex min-w-0 gap-1 text-xs text-muted">
          <DataName className="block truncate">{result.provider_name}</DataName>
          {result.rng_table ? (
            <span className="shrink-0 font-semibold text-gold-300">· {t('games.rngTable')}</span>
          ) : null}
        </span>
      </span>
    </>
  );
}

function LoginPrompt({
  game,
  onLeave,
  onBack,
}: {
  game: SearchResult;
  onLeave: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 p-3">
      <h2 id={titleId} className="font-bold text-gold-300">
        {t('search.loginTitle')}
      </h2>
      <p className="text-sm text-muted">{t('search.loginText', { name: game.game_name })}</p>
      <div className="flex flex-wrap gap-2">
        <Link
          to={loginPathFor(playPath(game.id))}
          onClick={onLeave}
          className={buttonClasses('primary', 'sm')}
        >
          {t('auth.logIn')}
        </Link>
        <Link to="/register" onClick={onLeave} className={buttonClasses('secondary', 'sm')}>
          {t('auth.signUp')}
        </Link>
      </div>
      <button
        type="button"
        onClick={onBack}
        className="flex items-center gap-1 self-start text-sm font-semibold text-muted hover:text-ink"
      >
        <ChevronStartIcon className="size-4" />
        {t('search.back')}
      </button>
    </section>
  );
}
