// The player search's reading of its query (decision 0709): what the one search field `q` can be (a part
// of a name or address, a whole short username, an id, a phone number, an IP address), the filters as
// instants and ids, and the merge of payments from several sources into one page. Pure: no I/O.
import { isIP } from 'node:net';
import type { AdminPlayersQuery } from '@reelvault/contract/calls/backoffice-players';
import { parseRangeBound } from '@reelvault/contract/pagination';
import { validationError } from '../../http/app-error';
import type { PlayerFilters, PlayerMatchers, PlayerSearch } from '../identity/service';

/** Parts shorter than this cannot use the trigram index: they find whole usernames and e-mails only. */
export const partialSearchMinLength = 3;
const largestId = 2_147_483_647;

/**
 * What `q` is read as: every reading that fits. Digits (with phone punctuation) are an id and a phone, an
 * address is an IP; anything else is a part of a username, e-mail or name (or, under three characters,
 * a whole username or e-mail).
 */
export function matchersOf(q: string | undefined): PlayerMatchers | undefined {
  const text = q?.trim() ?? '';
  if (text === '') return undefined;
  const lower = text.toLowerCase();
  const phoneDigits = text.replace(/[\s().-]/g, '');
  const id =
    /^\d{1,10}$/.test(text) && Number(text) <= largestId && Number(text) > 0 ? Number(text) : undefined;
  const ip = isIP(text);
  // Digits and addresses are ids, phones and IPs: a part of a name they would match everywhere.
  const textual = !/^[\d\s()+.-]+$/.test(text) && ip === 0;
  return {
    ...(!textual ? {} : lower.length >= partialSearchMinLength ? { text: lower } : { exact: lower }),
    ...(id !== undefined ? { id } : {}),
    ...(/^\+?\d{6,15}$/.test(phoneDigits) ? { phone: `+${phoneDigits.replace(/^\+/, '')}` } : {}),
    ...(ip !== 0 ? { ip: ip === 6 ? lower : text } : {}),
  };
}

/** A [from, to) range of instants from inclusive date bounds; a bare end date covers its whole day. */
export function instantRange(
  from: string | undefined,
  to: string | undefined,
  fields: readonly [string, string],
): { from?: Date; to?: Date } {
  const start = from === undefined ? undefined : parseRangeBound(from, 'start');
  const endInclusive = to === undefined ? undefined : parseRangeBound(to, 'end');
  const end = endInclusive ? new Date(endInclusive.getTime() + 1) : undefined;
  if (start && end && start >= end) {
    throw validationError({
      [fields[0]]: [`The ${fields[0].replace('_', ' ')} must be before ${fields[1].replace('_', ' ')}.`],
    });
  }
  return { ...(start ? { from: start } : {}), ...(end ? { to: end } : {}) };
}

/** The search the identity module runs for this query; `countryId` maps a two-letter code to its id. */
export function searchOf(
  query: AdminPlayersQuery,
  countryId: (slug: string) => number | undefined,
): Omit<PlayerSearch, 'now'> {
  const registered = instantRange(query.registered_from, query.registered_to, [
    'registered_from',
    'registered_to',
  ]);
  const lastLogin = instantRange(query.last_login_from, query.last_login_to, [
    'last_login_from',
    'last_login_to',
  ]);
  let country: number | undefined;
  if (query.country !== undefined) {
    country = countryId(query.country);
    if (country === undefined) throw validationError({ country: ['The country is not one of ours.'] });
  }
  const filters: PlayerFilters = {
    status: query.status,
    playerStatus: query.player_status,
    countryId: country,
    currency: query.currency,
    registeredFrom: registered.from,
    registeredTo: registered.to,
    lastLoginFrom: lastLogin.from,
    lastLoginTo: lastLogin.to,
    verified: query.verified,
    selfExcluded: query.self_excluded,
  };
  return { matchers: matchersOf(query.q), filters, sort: query.sort, order: query.order };
}

/**
 * One page of rows from several lists, each sorted newest first and holding at least its first
 * `offset + limit` rows: merged newest first (ties by id, descending), then cut to the page.
 */
export function mergeNewest<T extends { readonly id: string; readonly createdAt: Date }>(
  lists: readonly (readonly T[])[],
  offset: number,
  limit: number,
): T[] {
  return lists
    .flat()
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    .slice(offset, offset + limit);
}
