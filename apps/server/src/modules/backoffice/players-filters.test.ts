// The player search's reading of its query: what `q` finds by, the date filters as [from, to) instants,
// the refusals of bad filters, and the merge of payment sources into one page.
import { adminPlayersQuery } from '@reelvault/contract/calls/backoffice-players';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { instantRange, matchersOf, mergeNewest, searchOf } from './players-filters';

const countries: Record<string, number> = { GR: 86, DE: 82 };
const countryId = (slug: string) => countries[slug];
const parse = (query: Record<string, string>) => adminPlayersQuery.parse(query);

describe('matchersOf', () => {
  it('reads nothing into an empty search', () => {
    expect(matchersOf(undefined)).toBeUndefined();
    expect(matchersOf('   ')).toBeUndefined();
  });

  it('searches parts of names and addresses from three characters, in lower case', () => {
    expect(matchersOf('Anna Berg')).toEqual({ text: 'anna berg' });
    expect(matchersOf('@Mail.test')).toEqual({ text: '@mail.test' });
  });

  it('finds only whole usernames or e-mails with fewer characters (no trigram to use)', () => {
    expect(matchersOf('Jo')).toEqual({ exact: 'jo' });
  });

  it('reads digits as an id and, when long enough, a phone written any way: never as a part of a name', () => {
    expect(matchersOf('4242')).toEqual({ id: 4242 });
    expect(matchersOf('306912345601')).toEqual({ phone: '+306912345601' });
    expect(matchersOf('+30 (691) 234-5601')).toEqual({ phone: '+306912345601' });
    expect(matchersOf('0')).toEqual({});
    expect(matchersOf('99999999999')?.id).toBeUndefined();
  });

  it('reads an IPv4 or IPv6 address as an address only (IPv6 in lower case)', () => {
    expect(matchersOf('10.1.2.3')).toEqual({ ip: '10.1.2.3' });
    expect(matchersOf('2001:DB8::1')).toEqual({ ip: '2001:db8::1' });
    expect(matchersOf('10.1.2')).toEqual({});
  });

  it('keeps letters with digits as text (a username like player123)', () => {
    expect(matchersOf('Player123')).toEqual({ text: 'player123' });
  });
});

describe('instantRange', () => {
  it('covers the whole end day, and a time exactly', () => {
    expect(instantRange('2024-03-10', '2024-03-10', ['a_from', 'a_to'])).toEqual({
      from: new Date('2024-03-10T00:00:00.000Z'),
      to: new Date('2024-03-11T00:00:00.000Z'),
    });
    expect(instantRange(undefined, '2024-03-10 12:00:00+02:00', ['a_from', 'a_to'])).toEqual({
      to: new Date('2024-03-10T10:00:00.001Z'),
    });
  });

  it('refuses a start after the end, naming the start field', () => {
    try {
      instantRange('2024-03-11', '2024-03-10', ['registered_from', 'registered_to']);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).fieldErrors).toHaveProperty('registered_from');
    }
  });
});

describe('searchOf', () => {
  it('turns the query into the identity search: matchers, filters, sort', () => {
    const search = searchOf(
      parse({
        q: 'anna',
        status: '2',
        player_status: '1',
        country: 'de',
        currency: 'usd',
        registered_from: '2024-01-01',
        last_login_to: '2024-02-01',
        verified: 'false',
        self_excluded: '1',
        sort: 'username',
        order: 'asc',
      }),
      countryId,
    );
    expect(search).toEqual({
      matchers: { text: 'anna' },
      filters: {
        status: 2,
        playerStatus: 1,
        countryId: 82,
        currency: 'USD',
        registeredFrom: new Date('2024-01-01T00:00:00Z'),
        registeredTo: undefined,
        lastLoginFrom: undefined,
        lastLoginTo: new Date('2024-02-02T00:00:00Z'),
        verified: false,
        selfExcluded: true,
      },
      sort: 'username',
      order: 'asc',
    });
  });

  it('defaults to the newest ids first, no filter', () => {
    expect(searchOf(parse({}), countryId)).toMatchObject({ matchers: undefined, sort: 'id', order: 'desc' });
  });

  it('refuses a country the list does not hold', () => {
    expect(() => searchOf(parse({ country: 'QQ' }), countryId)).toThrow(AppError);
  });

  it('leaves bad values to the contract (422 with field errors)', () => {
    for (const query of [{ status: '3' }, { per_page: '101' }, { verified: 'yes' }, { currency: 'ABC' }]) {
      expect(adminPlayersQuery.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });
});

describe('mergeNewest', () => {
  const at = (id: string, minute: number) => ({ id, createdAt: new Date(Date.UTC(2024, 0, 1, 0, minute)) });

  it('merges sources newest first and cuts the page', () => {
    const cashier = [at('c3', 30), at('c2', 20), at('c1', 10)];
    const chains = [at('k2', 25), at('k1', 5)];
    expect(mergeNewest([cashier, chains], 0, 3).map((row) => row.id)).toEqual(['c3', 'k2', 'c2']);
    expect(mergeNewest([cashier, chains], 3, 3).map((row) => row.id)).toEqual(['c1', 'k1']);
  });

  it('orders rows of the same instant by id, so that pages never overlap', () => {
    const rows = mergeNewest([[at('a', 1)], [at('b', 1)]], 0, 2);
    expect(rows.map((row) => row.id)).toEqual(['b', 'a']);
  });
});
