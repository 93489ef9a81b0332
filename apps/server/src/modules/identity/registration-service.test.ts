// Registration rules over in-memory players: what the form may be refused for (all problems at once, the
// spec's "already taken" codes), what a new account starts with, and who is told of it.
import { registrationUserData, type RegistrationUserData } from '@reelvault/contract/calls/auth';
import { minimumAge } from '@reelvault/contract/constants/kyc';
import { describe, expect, it } from 'vitest';
import { identityUnderTest, MemoryIdentityRepository, testCaller } from '../../../test/memory/identity';
import { findCountryBySlug } from './countries';

const greece = findCountryBySlug('GR')?.id ?? 0;

const fields: RegistrationUserData = {
  country: greece,
  email: 'new.player@example.com',
  password: 'Spinning-wheel-42',
  username: 'new_player',
  currency: 'EUR',
  age_confirmed: true,
};

/** The form as the service receives it: parsed by the contract's schema, as the route does. */
function form(overrides: Partial<RegistrationUserData> = {}) {
  return registrationUserData.parse({ ...fields, ...overrides });
}

describe('registration', () => {
  it(`is refused before it reaches the service without the ${minimumAge}+ confirmation`, () => {
    const parsed = registrationUserData.safeParse({ ...fields, age_confirmed: false });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toContain(`${minimumAge} years or older`);
  });

  it('opens the account, tells the listeners, logs the player in and records both', async () => {
    const identity = identityUnderTest();
    const reply = await identity.service.register(form({ phone: '+30 210 000 0000', ref_id: 'friend' }), {
      ...testCaller,
      locale: 'gr',
    });

    expect(reply.user).toMatchObject({
      username: 'new_player',
      email: 'new.player@example.com',
      currency: 'EUR',
    });
    expect(identity.registered).toEqual([{ id: reply.user.id, currency: 'EUR' }]);
    const row = identity.repository.users[0];
    expect(row).toMatchObject({ locale: 'gr', refId: 'friend', phone: '+302100000000', countryId: greece });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.ageConfirmedAt).toEqual(identity.clock.now());
    expect((await identity.service.authenticate(reply.access_token)).id).toBe(reply.user.id);
    expect(reply.idle_timeout_seconds).toBe(30 * 60);
    expect(identity.repository.eventsOf(reply.user.id)).toEqual(['registered', 'login']);
  });

  it('refuses a username or an e-mail already taken, whatever its case, with the spec’s codes', async () => {
    const identity = identityUnderTest();
    await identity.addPlayer({ username: 'Taken_Name', email: 'taken@example.com' });

    await expect(
      identity.service.register(form({ username: 'taken_name' }), testCaller),
    ).rejects.toMatchObject({
      code: 'AUTH_USERNAME_TAKEN',
      fieldErrors: { 'user_data.username': ['The username has already been taken.'] },
    });
    await expect(
      identity.service.register(form({ email: 'TAKEN@example.com' }), testCaller),
    ).rejects.toMatchObject({
      code: 'AUTH_EMAIL_TAKEN',
      fieldErrors: { 'user_data.email': ['The email has already been taken.'] },
    });
    expect(identity.repository.users).toHaveLength(1);
    expect(identity.registered).toHaveLength(0);
  });

  it('names every problem at once when there are several', async () => {
    const identity = identityUnderTest();
    await identity.addPlayer({ username: 'taken_name', email: 'taken@example.com' });

    const refused = identity.service.register(
      form({ username: 'taken_name', email: 'taken@example.com', country: 99_999, password: 'password123' }),
      testCaller,
    );
    await expect(refused).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: {
        'user_data.country': ['The selected country is invalid.'],
        'user_data.password': [expect.stringContaining('too common')],
        'user_data.username': ['The username has already been taken.'],
        'user_data.email': ['The email has already been taken.'],
      },
    });
  });

  it('refuses a password that is the username or the e-mail’s name', async () => {
    const identity = identityUnderTest();
    await expect(
      identity.service.register(form({ username: 'wheel_spinner', password: 'Wheel_Spinner' }), testCaller),
    ).rejects.toMatchObject({ fieldErrors: { 'user_data.password': [expect.stringContaining('username')] } });
    await expect(
      identity.service.register(
        form({ email: 'lucky.seven77@example.com', password: 'Lucky.Seven77' }),
        testCaller,
      ),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(identity.repository.users).toHaveLength(0);
  });

  it('refuses another site’s form', async () => {
    const identity = identityUnderTest();
    await expect(identity.service.register(form({ site_code: '2' }), testCaller)).rejects.toMatchObject({
      code: 'SITE_MISMATCH',
    });
    expect((await identity.service.register(form({ site_code: '1' }), testCaller)).user.username).toBe(
      'new_player',
    );
  });

  it('answers "already taken" when a registration racing this one wins the name at the database', async () => {
    // The check before the insert saw the name free; the unique index refuses it.
    class RacingRepository extends MemoryIdentityRepository {
      override async usernameTaken(): Promise<boolean> {
        return false;
      }
    }
    const identity = identityUnderTest({ repository: new RacingRepository() });
    await identity.addPlayer({ username: 'new_player' });

    await expect(identity.service.register(form(), testCaller)).rejects.toMatchObject({
      code: 'AUTH_USERNAME_TAKEN',
    });
  });

  it('fails the registration when a listener fails', async () => {
    const identity = identityUnderTest({
      onPlayerRegistered: [
        async () => {
          throw new Error('the wallet could not open the accounts');
        },
      ],
    });
    await expect(identity.service.register(form(), testCaller)).rejects.toThrow(
      'could not open the accounts',
    );
    expect(identity.repository.sessions).toHaveLength(0);
  });
});
