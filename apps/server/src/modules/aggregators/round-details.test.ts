// The back office's link to an aggregator's view of a round: the URL it answers when it is http(s), none
// when it answers another kind of address or refuses, the reason logged; other errors are not hidden.
import { describe, expect, it } from 'vitest';
import { AggregatorError, type AggregatorAdapter } from './adapter';
import { aggregatorRound } from './round-details';

const aggregator = { code: 'hub88', name: 'Hub88' };
const request = { playerId: 42, round: 'r-1', transactionUuid: 't-1' };

function adapterAnswering(answer: () => Promise<{ url: string }>) {
  const asked: unknown[] = [];
  const adapter = {
    roundDetails: (details: unknown) => {
      asked.push(details);
      return answer();
    },
  } as unknown as AggregatorAdapter; // only roundDetails is called
  return { adapter, asked };
}

function recordingLog() {
  const lines: object[] = [];
  return { lines, log: { warn: (details: object) => void lines.push(details) } };
}

describe("an aggregator's round in the back office", () => {
  it('answers the URL the aggregator gives for the player and round', async () => {
    const { adapter, asked } = adapterAnswering(async () => ({ url: 'https://games.example/rounds/r-1' }));
    const { log, lines } = recordingLog();
    expect(await aggregatorRound(adapter, aggregator, request, log)).toEqual({
      aggregator: 'Hub88',
      url: 'https://games.example/rounds/r-1',
    });
    expect(asked).toEqual([{ user: 'rv-42', round: 'r-1', transactionUuid: 't-1' }]);
    expect(lines).toEqual([]);
  });

  it('answers no URL for an address that would run code in the page, or a refusal, and logs why', async () => {
    const { log, lines } = recordingLog();
    const script = adapterAnswering(async () => ({ url: 'javascript:alert(1)' }));
    expect(await aggregatorRound(script.adapter, aggregator, request, log)).toEqual({
      aggregator: 'Hub88',
      url: null,
    });
    const refused = adapterAnswering(async () => {
      throw new AggregatorError(401, 'Invalid signature or operator');
    });
    expect(await aggregatorRound(refused.adapter, aggregator, request, log)).toEqual({
      aggregator: 'Hub88',
      url: null,
    });
    expect(lines).toEqual([
      expect.objectContaining({ aggregator: 'hub88', status: 200 }),
      expect.objectContaining({ aggregator: 'hub88', status: 401, reason: 'Invalid signature or operator' }),
    ]);
  });

  it("lets an error that is not the aggregator's through", async () => {
    const { adapter } = adapterAnswering(async () => {
      throw new TypeError('a bug');
    });
    await expect(aggregatorRound(adapter, aggregator, request, recordingLog().log)).rejects.toThrow('a bug');
  });
});
