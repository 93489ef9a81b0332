// The player's standing as other modules read and move it, over in-memory players: who may play,
// self-exclusion that never shortens, and verification details that stay once on file.
import { describe, expect, it } from 'vitest';
import { identityUnderTest, testCaller } from '../../../test/memory/identity';
import { memoryExecutor } from '../../../test/memory/transactor';
import { findCountryBySlug } from './countries';

const day = 86_400_000;
const details = {
  name: 'Anna',
  surname: 'Smith',
  birthday: '1990-05-31',
  address: '1 Harbour Street',
  city: 'Piraeus',
};

describe('play standing', () => {
  it('closes play to an inactive player, an excluded one and an unknown id', async () => {
    const identity = identityUnderTest();
    const active = await identity.addPlayer();
    const inactive = await identity.addPlayer({ status: 2 });
    const excluded = await identity.addPlayer({
      excludedUntil: new Date(identity.clock.now().getTime() + day),
    });

    expect(await identity.service.playStatus(active.id)).toBe('active');
    expect(await identity.service.playStatus(inactive.id)).toBe('disabled');
    expect(await identity.service.playStatus(excluded.id)).toBe('disabled');
    expect(await identity.service.playStatus(9_999)).toBe('disabled');
    identity.clock.advance(day + 1);
    expect(await identity.service.playStatus(excluded.id)).toBe('active');
  });

  it('tells the launch the player’s country code and exclusion', async () => {
    const identity = identityUnderTest();
    const player = await identity.addPlayer({ countryId: findCountryBySlug('DE')?.id ?? 0, playerStatus: 2 });
    expect(await identity.service.playStanding(player.id)).toEqual({
      status: 1,
      playerStatus: 2,
      countryCode: 'DE',
      excluded: false,
    });
    await expect(identity.service.playStanding(9_999)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('self-exclusion', () => {
  it('ends every session and never shortens an exclusion in force', async () => {
    const identity = identityUnderTest();
    const player = await identity.addPlayer();
    const login = await identity.service.login(
      { username: player.username, password: 'Spinning-wheel-42' },
      testCaller,
    );
    const now = identity.clock.now().getTime();
    const month = new Date(now + 30 * day);

    const first = await identity.service.excludeFromPlay(memoryExecutor, player.id, month);
    expect(first).toEqual({ until: month, sessionsEnded: 1 });
    await expect(identity.service.authenticate(login.access_token)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    const shorter = await identity.service.excludeFromPlay(memoryExecutor, player.id, new Date(now + day));
    expect(shorter.until).toEqual(month);
    const longer = new Date(now + 60 * day);
    expect((await identity.service.excludeFromPlay(memoryExecutor, player.id, longer)).until).toEqual(longer);
    expect(identity.repository.eventsOf(player.id).filter((kind) => kind === 'self_excluded')).toHaveLength(
      3,
    );
  });

  it('once permanent stays permanent', async () => {
    const identity = identityUnderTest();
    const player = await identity.addPlayer();
    await identity.service.excludeFromPlay(memoryExecutor, player.id, null);
    const later = await identity.service.excludeFromPlay(memoryExecutor, player.id, new Date('2030-01-01'));
    expect(later.until).toBeNull();
    expect(await identity.service.verificationSubject(player.id)).toMatchObject({
      excludedPermanently: true,
    });
  });
});

describe('verification details', () => {
  it('fills the details the player has not given yet and records it', async () => {
    const identity = identityUnderTest();
    const player = await identity.addPlayer({ city: 'Piraeus', countryId: null });
    await identity.service.fillVerificationDetails(
      player.id,
      { ...details, city: ' piraeus ', countryId: findCountryBySlug('GR')?.id, phone: '+30 2' },
      testCaller,
      false,
    );
    expect(await identity.service.verificationSubject(player.id)).toMatchObject({
      name: 'Anna',
      surname: 'Smith',
      birthday: '1990-05-31',
      city: 'Piraeus',
    });
    expect((await identity.service.playStanding(player.id)).countryCode).toBe('GR');
    expect(identity.repository.eventsOf(player.id)).toEqual(['profile_updated']);
  });

  it('refuses another value for a detail on file, field by field, and everything once locked', async () => {
    const identity = identityUnderTest();
    const player = await identity.addPlayer({ name: 'Anna', birthday: '1990-05-31', countryId: 82 });
    const other = { ...details, name: 'Hanna', birthday: '1991-05-31', countryId: 85 };

    await expect(
      identity.service.fillVerificationDetails(player.id, other, testCaller, false),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: {
        name: expect.any(Array),
        birth_year: expect.any(Array),
        user_country: expect.any(Array),
      },
    });
    await expect(
      identity.service.fillVerificationDetails(player.id, other, testCaller, true),
    ).rejects.toMatchObject({
      code: 'KYC_DETAILS_LOCKED',
    });
    expect((await identity.service.verificationSubject(player.id)).surname).toBeNull();
  });

  it('refuses an unknown country', async () => {
    const identity = identityUnderTest();
    const player = await identity.addPlayer({ countryId: null });
    await expect(
      identity.service.fillVerificationDetails(
        player.id,
        { ...details, countryId: 99_999 },
        testCaller,
        false,
      ),
    ).rejects.toMatchObject({ fieldErrors: { user_country: ['The selected country is invalid.'] } });
  });
});
