// A list's filters and page, kept in the URL's search params so that a filtered queue can be bookmarked,
// shared with a colleague and reloaded: read through a zod schema (a bad value falls back to its default,
// the other filters stay), written back leaving out what is empty, and any change of filter goes back to
// the first page.
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

export type TableParamsSchema = z.ZodObject;

/** The params as the schema reads them; each key that does not parse takes its default. */
export function readTableParams<S extends TableParamsSchema>(
  schema: S,
  search: URLSearchParams,
): z.output<S> {
  const values: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape) as [string, z.ZodType][]) {
    const raw = search.get(key) ?? undefined;
    const parsed = field.safeParse(raw === '' ? undefined : raw);
    if (parsed.success) {
      values[key] = parsed.data;
      continue;
    }
    const fallback = field.safeParse(undefined);
    values[key] = fallback.success ? fallback.data : undefined;
  }
  return values as z.output<S>;
}

export type TablePatch = Record<string, string | number | undefined>;

/** The search params after a change: empty values removed, and back to page 1 unless the page changed. */
export function patchTableParams(search: URLSearchParams, patch: TablePatch): URLSearchParams {
  const next = new URLSearchParams(search);
  const changesFilter = Object.keys(patch).some((key) => key !== 'page');
  if (changesFilter) next.delete('page');
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** The current params of a list and the way to change them, through the URL. */
export function useTableParams<S extends TableParamsSchema>(schema: S) {
  const [search, setSearch] = useSearchParams();
  return {
    params: readTableParams(schema, search),
    search,
    update(patch: TablePatch) {
      setSearch((current) => patchTableParams(current, patch));
    },
  };
}

/**
 * The row of a list picked for the detail beside it (`?document=`, `?round=`): read from the URL, and the
 * link that picks another while the list stays on its page.
 */
export function usePickedRow(param: string, page: number) {
  const [search] = useSearchParams();
  return {
    picked: search.get(param) ?? undefined,
    linkTo: (id: string) => ({ search: `?${patchTableParams(search, { [param]: id, page }).toString()}` }),
  };
}
