import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import {
  blockerOf,
  gameFrameOf,
  launchedFrameOf,
  opensOnLauncher,
  refusalOf,
  timerText,
  type PlayerFacts,
} from './play-state';

const verified: PlayerFacts = {
  status: 1,
  playerStatus: 1,
  country: 'GR',
  balance: '10.00',
  bonusBalance: '0.00',
};

describe('the play page blockers', () => {
  it('lets a verified player with money play', () => {
    expect(blockerOf(verified, {})).toBeUndefined();
  });

  it('checks in the spec order', () => {
    expect(blockerOf({ ...verified, status: 2, playerStatus: 2 }, {})).toBe('inactive');
    expect(blockerOf({ ...verified, playerStatus: 2, balance: '0.00' }, {})).toBe('review');
    expect(blockerOf({ ...verified, playerStatus: 0 }, {})).toBe('verification');
    expect(blockerOf({ ...verified, playerStatus: 0, balance: '0.00' }, {})).toBe('insufficient');
    expect(blockerOf({ ...verified, balance: '0.00', bonusBalance: '5.00' }, {})).toBeUndefined();
    expect(blockerOf(verified, { GR: false })).toBe('restricted');
    expect(blockerOf({ ...verified, country: 'gb' }, { GB: false })).toBe('restricted');
    expect(blockerOf({ ...verified, country: null }, { GB: false })).toBeUndefined();
  });

  it("reads a refused launch: blockers by code, 571 'Country is not allowed' as restricted", () => {
    expect(refusalOf(new ApiError(402, 'GAME_INSUFFICIENT_BALANCE', 'low'))).toEqual({
      blocker: 'insufficient',
    });
    expect(refusalOf(new ApiError(400, 'GAME_COUNTRY_NOT_ALLOWED', 'Country is not allowed'))).toEqual({
      blocker: 'restricted',
    });
    expect(
      refusalOf(new ApiError(400, 'MALFORMED_REQUEST', 'Country is not allowed for this provider.')),
    ).toEqual({ blocker: 'restricted' });
    expect(refusalOf(new ApiError(400, 'GAME_LAUNCH_REFUSED', 'The game cannot be opened.'))).toEqual({
      providerError: 'The game cannot be opened.',
    });
    expect(refusalOf(new Error('boom'))).toEqual({ providerError: undefined });
  });

  it('opens the launcher at 550 px or narrower, or for device 2', () => {
    expect(opensOnLauncher(550, 1)).toBe(true);
    expect(opensOnLauncher(551, 1)).toBe(false);
    expect(opensOnLauncher(1400, 2)).toBe(true);
  });

  it('shows the timer as m:ss, then h:mm:ss', () => {
    expect(timerText(0)).toBe('0:00');
    expect(timerText(75)).toBe('1:15');
    expect(timerText(3_725)).toBe('1:02:05');
  });
});

describe('the game frame of a launch (decision 0809)', () => {
  it('frames a URL launch by its address and keeps a script launch for the script frame', () => {
    expect(gameFrameOf({ type: 'url', url: '/house/play/slot#t=1' })).toEqual({
      kind: 'page',
      url: '/house/play/slot#t=1',
    });
    expect(gameFrameOf({ type: 'script', url: 'document.body.textContent = 1;' })).toEqual({
      kind: 'script',
      script: 'document.body.textContent = 1;',
    });
  });

  it("takes over from the history's state only a studio page of this site or a script", () => {
    expect(launchedFrameOf({ frame: { kind: 'page', url: '/house/play/slot#t=1' } })).toEqual({
      kind: 'page',
      url: '/house/play/slot#t=1',
    });
    expect(launchedFrameOf({ frame: { kind: 'script', script: 'run()' } })).toEqual({
      kind: 'script',
      script: 'run()',
    });
    expect(launchedFrameOf({ frame: { kind: 'page', url: 'https://evil.example/' } })).toBeUndefined();
    expect(launchedFrameOf({ frame: { kind: 'page', url: 'javascript:alert(1)' } })).toBeUndefined();
    expect(launchedFrameOf({ frame: { kind: 'script', script: '' } })).toBeUndefined();
    expect(launchedFrameOf({ url: '/house/play/slot' })).toBeUndefined();
    expect(launchedFrameOf(null)).toBeUndefined();
  });
});
