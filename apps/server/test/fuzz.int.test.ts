// The API fuzzer's bounded run (decision 0025): every operation of the contract, as a caller without a
// session and with credentials, a few requests each from a fixed seed, generated from the operation's zod
// schemas and broken. No answer may be a 5xx, show a stack trace or SQL, or be a 4xx outside the spec's
// error shape. `npm run fuzz` runs the same with many more requests and a random seed.
import { beforeAll, describe, expect, it } from 'vitest';
import { operator } from './backoffice';
import { brokenRule, fuzzApp, printable } from './fuzz/run';
import { contractOperations } from './fuzz/requests';
import { useTestApp } from './helper';
import { bearer, registerPlayer } from './players';

const seed = 25;
const runs = 2;

describe('API fuzzing', () => {
  const ctx = useTestApp();

  it('answers every fuzzed request of every operation within the rules', { timeout: 120_000 }, async () => {
    const figures = await fuzzApp(ctx.app, { runs, seed, shrinkMs: 2_000 });
    const broken = figures.failures.map(
      (failure) => `${failure.operation} (${failure.mode}): ${failure.rule}\n  ${printable(failure.request)}`,
    );
    expect(broken).toEqual([]);
    expect(figures.operations).toBe(contractOperations().length);
    // Each operation was sent as both callers, and the handlers behind the checks were reached.
    expect(figures.requests).toBeGreaterThanOrEqual(figures.operations * 2 * runs);
    expect(figures.byStatus[200]).toBeGreaterThan(0);
    expect(figures.byStatus[422]).toBeGreaterThan(0);
  });

  // What the fuzzer found answering 500 (an id past its column's type reached PostgreSQL), running for a
  // minute (a report from 1970 to today), a NUL character reaching PostgreSQL, or a 422 without field errors:
  // each now a 422 in the error shape.
  describe('the requests it found', () => {
    let playerToken: string;
    let operatorToken: string;
    beforeAll(async () => {
      playerToken = (await registerPlayer(ctx.app)).token;
      operatorToken = (await operator(ctx.app, 'admin')).token;
    });

    const found: readonly {
      name: string;
      method: 'GET' | 'POST' | 'PATCH';
      url: string;
      payload?: object;
    }[] = [
      { name: 'adminPlayer', method: 'GET', url: '/api/admin/players/2147483648' },
      { name: 'adminPlayerTerms', method: 'GET', url: '/api/admin/content/players/2147483648/terms' },
      { name: 'adminReactivateOperator', method: 'POST', url: '/api/admin/operators/2147483648/reactivate' },
      { name: 'adminPromoCodes', method: 'GET', url: '/api/admin/promo-codes?offer_id=2147483648' },
      { name: 'adminKycDocuments', method: 'GET', url: '/api/admin/kyc/documents?player_id=2147483648' },
      {
        name: 'adminBlockSender',
        method: 'POST',
        url: '/api/admin/support/blocked-senders',
        payload: { player_id: 2147483648, reason: 'spam' },
      },
      {
        name: 'adminUpdateCategory',
        method: 'PATCH',
        url: '/api/admin/catalogue/categories/32768',
        payload: { hidden: false },
      },
      { name: 'adminCatalogueGames', method: 'GET', url: '/api/admin/catalogue/games?category=32768' },
      { name: 'adminRevenueReport', method: 'GET', url: '/api/admin/reports/revenue?from=1970-01-01' },
      { name: 'devGameLaunch', method: 'POST', url: '/api/dev/game/2147483648/launch', payload: {} },
      { name: 'uploadMultipleDocuments', method: 'POST', url: '/api/kyc/upload-multiple', payload: {} },
      // A NUL character, which PostgreSQL refuses in text, in a path, a query and a body.
      { name: 'adminSyncAggregator', method: 'POST', url: '/api/admin/aggregators/%00/sync', payload: {} },
      { name: 'searchGames', method: 'GET', url: '/api/search/games?search=ab%00cd' },
      {
        name: 'adminAddPlayerNote',
        method: 'POST',
        url: '/api/admin/players/1/notes',
        payload: { text: 'a\u0000b' },
      },
    ];

    it.each(found)('$name: $method $url', async ({ name, method, url, payload }) => {
      const operation = contractOperations().find((one) => one.name === name);
      if (!operation) throw new Error(`no operation ${name}`);
      const token = operation.auth === 'admin' ? operatorToken : playerToken;
      const response = await ctx.app.inject({
        method,
        url,
        headers: bearer(token),
        ...(payload ? { payload } : {}),
      });
      expect(brokenRule(operation, response), response.body).toBeUndefined();
      expect(response.statusCode, response.body).toBe(422);
    });
  });
});
