import { describe, expect, it } from 'vitest';
import {
  BaccaratBetError,
  baccaratHouseEdges,
  baccaratOdds,
  baccaratPayout,
  bankerDraws,
  dealCoup,
  playBaccarat,
  playerDraws,
  type BaccaratLimits,
} from './baccarat';
import { type Card } from './cards';

const limits: BaccaratLimits = {
  minBet: 100n,
  maxMain: 100_000n,
  maxTie: 10_000n,
  maxPair: 5_000n,
  maxTotal: 150_000n,
};

describe('baccarat drawing rules', () => {
  it('draws the player on 0 to 5 and stands on 6 and 7', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(playerDraws)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it("follows the banker's chart (D draws, S stands) for each of the player's third cards 0 to 9", () => {
    const chart = [
      'DDDDDDDDDD',
      'DDDDDDDDDD',
      'DDDDDDDDDD',
      'DDDDDDDDSD',
      'SSDDDDDDSS',
      'SSSSDDDDSS',
      'SSSSSSDDSS',
      'SSSSSSSSSS',
    ];
    chart.forEach((row, banker) => {
      const drawn = Array.from({ length: 10 }, (_, third) => (bankerDraws(banker, third) ? 'D' : 'S')).join(
        '',
      );
      expect(drawn, `banker ${banker}`).toBe(row);
    });
    // When the player stood, the banker draws on 0 to 5 like the player.
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((b) => bankerDraws(b, null))).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

// Coups are dealt player, banker, player, banker, then the thirds; the unused cards are simply left over.
const coup = (...cards: Card[]) => dealCoup(cards);

describe('baccarat coups', () => {
  it('stops on a natural', () => {
    const natural = coup('9H', '5S', 'KD', '2C', '3H', '4H');
    expect(natural).toMatchObject({ natural: true, winner: 'player' });
    expect(natural.player).toEqual({ cards: ['9H', 'KD'], total: 9 });
    expect(natural.banker).toEqual({ cards: ['5S', '2C'], total: 7 });
  });

  it('gives the banker the next card when the player stands on 6 or 7 and the banker has 0 to 5', () => {
    const stood = coup('4H', '2S', '3D', '2C', '3S', 'AH');
    expect(stood.player.cards).toEqual(['4H', '3D']);
    expect(stood.banker).toEqual({ cards: ['2S', '2C', '3S'], total: 7 });
    expect(stood.winner).toBe('tie');
  });

  it("lets the banker on 3 stand against the player's third card 8", () => {
    const against8 = coup('2H', 'AS', '3D', '2C', '8S', 'AH');
    expect(against8.player).toEqual({ cards: ['2H', '3D', '8S'], total: 3 });
    expect(against8.banker).toEqual({ cards: ['AS', '2C'], total: 3 });
    const against9 = coup('2H', 'AS', '3D', '2C', '9S', '5H');
    expect(against9.banker).toEqual({ cards: ['AS', '2C', '5H'], total: 8 });
    expect(against9.winner).toBe('banker');
  });

  it('counts pairs by rank on the first two cards of a hand', () => {
    expect(coup('KH', 'QS', 'KD', 'JC', '2S', '3S')).toMatchObject({ playerPair: true, bankerPair: false });
    expect(coup('7H', '10S', '6D', '10C', '2S', '3S')).toMatchObject({ playerPair: false, bankerPair: true });
  });
});

describe('baccarat payouts', () => {
  const playerWins = coup('9H', '5S', 'KD', '2C', '3H', '4H');
  const bankerWins = coup('2H', 'AS', '3D', '2C', '9S', '5H');
  const tie = coup('4H', '2S', '3D', '2C', '3S', 'AH');

  it('pays player 1 to 1, banker 0.95 to 1, tie 8 to 1, and pushes player and banker on a tie', () => {
    expect(baccaratPayout('player', 1_000n, playerWins)).toBe(2_000n);
    expect(baccaratPayout('banker', 1_000n, playerWins)).toBe(0n);
    expect(baccaratPayout('banker', 1_000n, bankerWins)).toBe(1_950n);
    expect(baccaratPayout('player', 1_000n, bankerWins)).toBe(0n);
    expect(baccaratPayout('tie', 1_000n, tie)).toBe(9_000n);
    expect(baccaratPayout('tie', 1_000n, bankerWins)).toBe(0n);
    expect(baccaratPayout('player', 1_000n, tie)).toBe(1_000n);
    expect(baccaratPayout('banker', 1_000n, tie)).toBe(1_000n);
  });

  it("rounds the banker's commission down, never against the player", () => {
    // 5% of 130 is 6.5: the player pays 6, not 7.
    expect(baccaratPayout('banker', 130n, bankerWins)).toBe(254n);
    expect(baccaratPayout('banker', 19n, bankerWins)).toBe(38n);
    expect(baccaratPayout('banker', 20n, bankerWins)).toBe(39n);
  });

  it('rounds the commission to whole minor units when amounts are counted finer (wallet units)', () => {
    // 1.01 EUR is 101000 wallet units and a cent is 1000: 5 cents of commission (not 5.05), 1.97 EUR back.
    expect(baccaratPayout('banker', 101_000n, bankerWins, 1_000n)).toBe(197_000n);
    expect(baccaratPayout('banker', 3_000n, bankerWins, 1_000n)).toBe(6_000n);
    expect(baccaratPayout('banker', 20_000n, bankerWins, 1_000n)).toBe(39_000n);
    // The same as counting in cents.
    for (const cents of [1n, 19n, 21n, 101n, 130n, 999n]) {
      expect(baccaratPayout('banker', cents * 1_000n, bankerWins, 1_000n)).toBe(
        baccaratPayout('banker', cents, bankerWins) * 1_000n,
      );
    }
  });

  it('pays each pair 11 to 1', () => {
    const pairs = coup('KH', 'QS', 'KD', 'QC', '2S', '3S');
    expect(baccaratPayout('playerPair', 100n, pairs)).toBe(1_200n);
    expect(baccaratPayout('bankerPair', 100n, pairs)).toBe(1_200n);
    expect(baccaratPayout('bankerPair', 100n, playerWins)).toBe(0n);
  });
});

describe('baccarat rounds', () => {
  it('deals six cards without replacement from a fresh 8-deck shoe and settles every bet', () => {
    let used = 0;
    const source = { nextFloat: () => [0, 0, 0, 0, 0, 0][used++] ?? 0.99 };
    const round = playBaccarat(source, { player: 1_000n, tie: 100n, playerPair: 100n }, limits);
    expect(used).toBe(6);
    // Each float 0 takes the first card left of the shoe in deck order: 2D 2H 2S 2C 3D 3H, dealt P B P B P B.
    expect(round.player.cards).toEqual(['2D', '2S', '3D']);
    expect(round.banker.cards).toEqual(['2H', '2C', '3H']);
    expect(round).toMatchObject({
      engine: 'baccarat-punto-banco',
      mathVersion: '1.0.0',
      winner: 'tie',
      playerPair: true,
    });
    expect(round.totalStake).toBe(1_200n);
    expect(round.totalPayout).toBe(1_000n + 900n + 1_200n);
  });

  it('refuses bets outside the limits, naming the bet', () => {
    const problem = (bets: Parameters<typeof playBaccarat>[1]) => {
      try {
        playBaccarat({ nextFloat: () => 0.5 }, bets, limits);
        return null;
      } catch (error) {
        if (!(error instanceof BaccaratBetError)) throw error;
        return [error.code, error.side];
      }
    };
    expect(problem({})).toEqual(['NO_BETS', undefined]);
    expect(problem({ banker: 99n })).toEqual(['BET_BELOW_MINIMUM', 'banker']);
    expect(problem({ tie: 10_001n })).toEqual(['BET_ABOVE_MAXIMUM', 'tie']);
    expect(problem({ bankerPair: 5_001n })).toEqual(['BET_ABOVE_MAXIMUM', 'bankerPair']);
    expect(problem({ player: 100_000n, banker: 50_001n })).toEqual(['TOTAL_ABOVE_MAXIMUM', undefined]);
  });
});

describe('baccarat house edge from the rules', () => {
  it('matches the published 8-deck figures: banker 1.06%, player 1.24%, tie 14.36%, pairs 10.36%', () => {
    const odds = baccaratOdds();
    expect(odds.player.add(odds.banker).add(odds.tie).toString()).toBe('1');
    expect(odds.banker.toDecimal(6)).toBe('0.458597');
    expect(odds.player.toDecimal(6)).toBe('0.446247');
    expect(odds.tie.toDecimal(6)).toBe('0.095156');
    const edges = baccaratHouseEdges();
    expect(edges.banker.toDecimal(6)).toBe('0.010579');
    expect(edges.player.toDecimal(6)).toBe('0.012351');
    expect(edges.tie.toDecimal(6)).toBe('0.143596');
    expect(edges.playerPair.toString()).toBe('43/415');
  });
});
