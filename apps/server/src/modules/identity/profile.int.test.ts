// GET /api/user/profile and the two profile update forms (PUT /api/update-profile, POST
// /api/user/profile/update).
import { profile as profileRoute, updateProfile } from '@reelvault/contract/calls/account';
import { errorBodySchema } from '@reelvault/contract/errors';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock';
import { useTestApp } from '../../../test/helper';
import { bearer, registerPlayer } from '../../../test/players';

describe('player profile', () => {
  const clock = new ManualClock('2026-06-01T12:00:00.000Z');
  const ctx = useTestApp({}, { clock });

  const birthdayUpdate = (player: { token: string }) => (birthday: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/update-profile',
      headers: bearer(player.token),
      payload: { birthday },
    });

  const readProfile = async (token: string) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    return profileRoute.reply.parse(response.json()).data;
  };

  it("returns the spec's user entity", async () => {
    const player = await registerPlayer(ctx.app, { phone: '+447700900123' });
    const profile = await readProfile(player.token);
    expect(profile).toEqual({
      id: player.id,
      username: player.username,
      email: player.email,
      name: null,
      surname: null,
      birthday: null,
      address: null,
      country: { id: 85, name: 'Greece', slug: 'GR', code: '+30' },
      currency: 'EUR',
      status: 1,
      player_status: 0,
      phone: '+447700900123',
      gender: null,
      created_at: '2026-06-01T12:00:00.000Z',
      favorite_games: [],
      verification_status: [],
      two_factor_enabled: false,
      pending_email: null,
      user_detail: {
        birth_date: null,
        address: null,
        city: null,
        country_id: 85,
        total_deposit: '0.00',
        last_login: '2026-06-01T12:00:00.000Z',
      },
    });
    expect(profile).not.toHaveProperty('balance');
  });

  it('refuses the profile without a session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/user/profile' });
    expect(response.statusCode).toBe(401);
  });

  it('splits the name at the last space and keeps birthday and address (PUT /api/update-profile)', async () => {
    const player = await registerPlayer(ctx.app);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/update-profile',
      headers: bearer(player.token),
      payload: {
        name: '  Anna   Maria Papadopoulou ',
        birthday: '1990-05-31 00:00:00',
        address: '12 Ermou St',
      },
    });
    expect(response.statusCode).toBe(200);
    const reply = updateProfile.reply.parse(response.json());
    expect(reply.message).toBe('Profile updated successfully');
    expect(reply.data).toMatchObject({
      name: 'Anna Maria',
      surname: 'Papadopoulou',
      birthday: '1990-05-31',
      address: '12 Ermou St',
      user_detail: { birth_date: '31-05-1990', address: '12 Ermou St' },
    });
    expect(await readProfile(player.token)).toMatchObject({ name: 'Anna Maria', surname: 'Papadopoulou' });
  });

  it('takes a one-word name as the name alone (POST /api/user/profile/update)', async () => {
    const player = await registerPlayer(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/profile/update',
      headers: bearer(player.token),
      payload: { name: 'Madonna', city: 'Athens' },
    });
    expect(response.statusCode).toBe(200);
    expect(updateProfile.reply.parse(response.json()).data).toMatchObject({
      name: 'Madonna',
      surname: null,
      user_detail: { city: 'Athens' },
    });
  });

  it('refuses a date that does not exist, a malformed one, and an age under 18', async () => {
    const update = birthdayUpdate(await registerPlayer(ctx.app));
    const impossible = await update('1990-02-30');
    expect(impossible.statusCode).toBe(422);
    expect(errorBodySchema.parse(impossible.json()).errors).toEqual({
      birthday: ['The birthday is not a valid date.'],
    });
    const malformed = await update('31/05/1990');
    expect(errorBodySchema.parse(malformed.json()).errors).toEqual({
      birthday: ['The birthday must be a date written as year-month-day.'],
    });
    // 18 years old tomorrow: not yet.
    const minor = await update('2008-06-02');
    expect(errorBodySchema.parse(minor.json()).errors).toEqual({
      birthday: ['You must be at least 18 years old.'],
    });
    const adult = await update('2008-06-01');
    expect(adult.statusCode).toBe(200);
  });

  it('on 29 February counts a birthday of 1 March 18 years back as not yet 18', async () => {
    const update = birthdayUpdate(await registerPlayer(ctx.app));
    clock.set('2024-02-29T12:00:00.000Z');
    try {
      const minor = await update('2006-03-01');
      expect(minor.statusCode).toBe(422);
      expect(errorBodySchema.parse(minor.json()).errors).toEqual({
        birthday: ['You must be at least 18 years old.'],
      });
      expect((await update('2006-02-28')).statusCode).toBe(200);
    } finally {
      clock.set('2026-06-01T12:00:00.000Z');
    }
  });

  it('refuses an update that changes nothing', async () => {
    const player = await registerPlayer(ctx.app);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/update-profile',
      headers: bearer(player.token),
      payload: { name: '   ' },
    });
    expect(response.statusCode).toBe(422);
    expect(errorBodySchema.parse(response.json()).errors).toEqual({
      name: ['Give a name, a birthday or an address to update.'],
    });
  });
});
