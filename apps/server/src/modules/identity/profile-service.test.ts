// Profile and account settings rules over in-memory players: which details may change and to what (the
// 18+ rule on the birthday), the phone, the language, and the e-mail change by a single-use link.
import { minimumAgeText } from '@reelvault/contract/constants/kyc';
import { describe, expect, it } from 'vitest';
import { identityUnderTest, testCaller } from '../../../test/memory/identity';
import { memoryExecutor } from '../../../test/memory/transactor';
import { emailChangeValidHours } from './service';

const password = 'Spinning-wheel-42';

async function loggedIn(options: Parameters<typeof identityUnderTest>[0] = {}) {
  const identity = identityUnderTest(options);
  const row = await identity.addPlayer({ email: 'old.address@example.com' });
  const reply = await identity.service.login({ username: row.username, password }, testCaller);
  const player = await identity.service.authenticate(reply.access_token);
  return { identity, row, player };
}

function tokenOf(mail: { text: string } | undefined): string {
  const token = /#token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error('the mail holds no link');
  return token;
}

describe('profile', () => {
  it('reads the player with the facts other modules keep', async () => {
    const { identity, row } = await loggedIn({
      favouriteGameIds: async () => [7, 11],
      verificationFacts: async () => ({ types: [1], totalDeposit: 12_345n }),
    });
    expect(await identity.service.profile(row.id)).toMatchObject({
      id: row.id,
      favorite_games: [7, 11],
      verification_status: [1],
      user_detail: { total_deposit: '123.45' },
      pending_email: null,
    });
  });

  it('splits the full name at the last space, keeps the birthday, and records the change', async () => {
    const { identity, row, player } = await loggedIn();
    const profile = await identity.service.updateProfile(
      player,
      { name: 'Anna Maria Smith', birthday: '1990-05-31', city: 'Athens' },
      testCaller,
    );
    expect(profile).toMatchObject({ name: 'Anna Maria', surname: 'Smith', birthday: '1990-05-31' });
    expect(profile.user_detail.city).toBe('Athens');
    expect(identity.repository.eventsOf(row.id)).toContain('profile_updated');
  });

  it('refuses a birthday under the minimum age, an impossible date and an empty form', async () => {
    const { identity, player } = await loggedIn();
    identity.clock.set('2026-06-01T12:00:00.000Z');
    const update = (input: { birthday?: string; name?: string }) =>
      identity.service.updateProfile(player, input, testCaller);

    await expect(update({ birthday: '2008-06-02' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { birthday: [minimumAgeText] },
    });
    // Eighteen today is of age.
    await expect(update({ birthday: '2008-06-01' })).resolves.toMatchObject({ birthday: '2008-06-01' });
    await expect(update({ birthday: '1990-02-30' })).rejects.toMatchObject({
      fieldErrors: { birthday: ['The birthday is not a valid date.'] },
    });
    await expect(update({ birthday: '1899-12-31' })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(update({})).rejects.toMatchObject({ fieldErrors: { name: expect.any(Array) } });
  });

  it('is closed to a verified player', async () => {
    const { identity, row, player } = await loggedIn();
    await identity.service.setPlayerStatus(row.id, 1);
    await expect(
      identity.service.updateProfile(player, { city: 'Patras' }, testCaller),
    ).rejects.toMatchObject({
      code: 'KYC_DETAILS_LOCKED',
    });
  });

  it('keeps the language the player chooses for their e-mails', async () => {
    const { identity, row, player } = await loggedIn();
    await identity.service.changeLanguage(player, 'de');
    expect((await identity.service.mailRecipient(memoryExecutor, row.id)).locale).toBe('de');
  });
});

describe('account settings', () => {
  it('changes the phone only when it differs, and says so in the log', async () => {
    const { identity, row, player } = await loggedIn();
    const changed = await identity.service.updateAccountSettings(player, { phone: '+30 1' }, testCaller);
    const again = await identity.service.updateAccountSettings(player, { phone: '+30 1' }, testCaller);
    expect([changed.phoneChanged, again.phoneChanged]).toEqual([true, false]);
    expect(again.profile.phone).toBe('+30 1');
    expect(identity.repository.eventsOf(row.id).filter((kind) => kind === 'phone_changed')).toHaveLength(1);
  });

  it('refuses the address the player has and one another player has', async () => {
    const { identity, player } = await loggedIn();
    await identity.addPlayer({ email: 'someone.else@example.com' });
    await expect(
      identity.service.updateAccountSettings(player, { email: 'OLD.address@example.com' }, testCaller),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { email: expect.any(Array) } });
    await expect(
      identity.service.updateAccountSettings(player, { email: 'Someone.Else@example.com' }, testCaller),
    ).rejects.toMatchObject({ code: 'AUTH_EMAIL_TAKEN' });
    expect(identity.mails).toHaveLength(0);
  });

  it('changes the address only through the link mailed to the new one, once, and tells the old one', async () => {
    const { identity, row, player } = await loggedIn();
    const asked = await identity.service.updateAccountSettings(
      player,
      { email: 'new@example.com' },
      testCaller,
    );

    expect(asked).toMatchObject({
      emailLinkSentTo: 'new@example.com',
      profile: { email: 'old.address@example.com' },
    });
    expect(asked.profile.pending_email).toBe('new@example.com');
    expect(identity.mails.map((mail) => mail.to)).toEqual(['new@example.com']);

    const token = tokenOf(identity.mails[0]);
    expect(await identity.service.confirmEmail(token, testCaller)).toBe('new@example.com');
    expect((await identity.service.profile(row.id)).email).toBe('new@example.com');
    expect(identity.mails[1]?.to).toBe('old.address@example.com');
    await expect(identity.service.confirmEmail(token, testCaller)).rejects.toMatchObject({
      code: 'AUTH_EMAIL_TOKEN_INVALID',
    });
    expect(identity.repository.eventsOf(row.id).slice(-2)).toEqual([
      'email_change_requested',
      'email_changed',
    ]);
  });

  it(`refuses a link after ${emailChangeValidHours} hours, and one replaced by a newer request`, async () => {
    const { identity, player } = await loggedIn();
    await identity.service.updateAccountSettings(player, { email: 'first@example.com' }, testCaller);
    await identity.service.updateAccountSettings(player, { email: 'second@example.com' }, testCaller);
    await expect(identity.service.confirmEmail(tokenOf(identity.mails[0]), testCaller)).rejects.toMatchObject(
      {
        code: 'AUTH_EMAIL_TOKEN_INVALID',
      },
    );
    identity.clock.advanceMinutes(emailChangeValidHours * 60);
    await expect(identity.service.confirmEmail(tokenOf(identity.mails[1]), testCaller)).rejects.toMatchObject(
      {
        code: 'AUTH_EMAIL_TOKEN_INVALID',
      },
    );
  });

  it('refuses the link when another player took the address in the meantime', async () => {
    const { identity, player } = await loggedIn();
    await identity.service.updateAccountSettings(player, { email: 'wanted@example.com' }, testCaller);
    await identity.addPlayer({ email: 'Wanted@example.com' });
    await expect(identity.service.confirmEmail(tokenOf(identity.mails[0]), testCaller)).rejects.toMatchObject(
      {
        code: 'AUTH_EMAIL_TAKEN',
      },
    );
  });
});
