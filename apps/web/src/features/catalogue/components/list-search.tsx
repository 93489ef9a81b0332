// The search box above a grid: filters the list by name or studio from the third character on; shorter
// text shows a hint and the unfiltered list.
import { isSearchable } from '@reelvault/contract/constants/paging';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from './search-field';

export function ListSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const short = value.trim() !== '' && !isSearchable(value);
  return (
    <div className="flex w-full min-w-0 flex-col gap-1 sm:w-auto sm:min-w-64 sm:flex-1 sm:max-w-sm">
      <SearchField
        label={t('games.searchLabel')}
        value={value}
        onValueChange={onChange}
        aria-describedby={short ? `${id}-hint` : undefined}
      />
      {short ? (
        <p id={`${id}-hint`} className="px-3 text-xs text-muted">
          {t('games.searchHint')}
        </p>
      ) : null}
    </div>
  );
}
