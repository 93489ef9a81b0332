// A search box with its magnifier: the header's game search, a list's search and the studio searches.
// The label is read out but not shown; the placeholder says the same to sighted players.
import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { SearchIcon } from '@/components/ui/icons';

export interface SearchFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'className' | 'value' | 'onChange'
> {
  readonly label: string;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  readonly ref?: Ref<HTMLInputElement>;
}

export function SearchField({
  label,
  value,
  onValueChange,
  ref,
  id,
  placeholder,
  ...rest
}: SearchFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <div className="relative">
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted" />
      <input
        {...rest}
        ref={ref}
        id={inputId}
        type="search"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        placeholder={placeholder ?? label}
        autoComplete="off"
        className="h-10 w-full rounded-full border border-night-600 bg-night-900 ps-9 pe-4 text-sm text-ink placeholder:text-muted focus:border-gold-400"
      />
    </div>
  );
}
