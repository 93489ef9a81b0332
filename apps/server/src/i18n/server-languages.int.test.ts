// Server messages in the player's language: errors, field messages and the replies of successful calls in
// the language of the request (Accept-Language), and e-mails in the language stored on the player (set at
// registration, changed by the site's language chooser and at login), with amounts and dates written as
// that language writes them. A refusal with facts of its own carries them structured as well.
import { accountLanguage } from '@reelvault/contract/calls/account';
import { errorBodySchema } from '@reelvault/contract/errors';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { depositThroughSandbox, namedPlayer, startDeposit } from '../../test/cashier';
import { ManualClock } from '../../test/clock';
import { useTestApp } from '../../test/helper';
import { mailsTo } from '../../test/mail';
import { attemptLogin, bearer, registerPlayer, testIp, type TestPlayer } from '../../test/players';
import { findCountryBySlug } from '../modules/identity/countries';
import { users } from '../modules/identity/schema';

const sandboxSecret = 'sandbox-test-secret-of-at-least-32-characters';
const defaultDeposit = { payment_id: 2922, py_id: 1200, description: '1' };

describe('server messages in the player’s language', () => {
  const clock = new ManualClock(new Date('2026-11-21T09:05:00Z'));
  const ctx = useTestApp(
    { SANDBOX_GATEWAY_SECRET: sandboxSecret, PUBLIC_URL: 'http://casino.test' },
    { clock },
  );

  const storedLocale = async (player: TestPlayer) =>
    (await ctx.database.db.select({ locale: users.locale }).from(users).where(eq(users.id, player.id)))[0]
      ?.locale;
  const forgotPassword = (player: TestPlayer, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { username: player.username },
      headers,
      remoteAddress: testIp(),
    });
  const chooseLanguage = (player: TestPlayer, locale: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/account/language',
      headers: bearer(player.token),
      payload: { locale },
    });

  it('answers an error in the language of Accept-Language, with the same status and codes', async () => {
    const wrong = { username: 'nobody-here', password: 'Not-The-Password-1' };
    const german = await attemptLogin(ctx.app, wrong, {
      headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' },
    });
    expect(german.statusCode).toBe(401);
    expect(errorBodySchema.parse(german.json())).toEqual({
      message: 'Diese Zugangsdaten stimmen nicht mit unseren Unterlagen überein.',
      code: 'AUTH_INVALID_CREDENTIALS',
      error: 'AUTH_INVALID_CREDENTIALS',
    });

    const plain = await attemptLogin(ctx.app, wrong);
    expect(plain.json()).toMatchObject({ message: 'These credentials do not match our records.' });

    const greek = await ctx.app.inject({
      method: 'GET',
      url: '/api/no-such-call',
      headers: { 'accept-language': 'el' },
    });
    expect(greek.statusCode).toBe(404);
    expect(greek.json()).toMatchObject({
      message: 'Καμία κλήση του API δεν απαντά σε αυτή τη διαδρομή.',
      error: 'ROUTE_NOT_FOUND',
    });
  });

  it('translates the catalogue’s texts among field errors', async () => {
    const taken = await registerPlayer(ctx.app);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/create',
      headers: { 'accept-language': 'tr' },
      payload: {
        user_data: {
          country: findCountryBySlug('GR')?.id,
          currency: 'EUR',
          email: taken.email,
          password: 'Reel-another-vault-9',
          username: `other${taken.username}`,
          age_confirmed: true,
        },
      },
      remoteAddress: testIp(),
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors['user_data.email']).toEqual(['Bu e-posta adresi zaten kullanılıyor.']);
  });

  it('answers a successful call in the request’s language, and in the spec’s English without one', async () => {
    const player = await registerPlayer(ctx.app);
    const changePassword = (from: string, to: string, headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/change-password',
        headers: { ...bearer(player.token), ...headers },
        payload: { current_password: from, password: to, password_confirmation: to },
      });
    const german = await changePassword(player.password, 'Reel-neues-Passwort-7', {
      'accept-language': 'de',
    });
    expect(german.statusCode, german.body).toBe(200);
    expect(german.json()).toEqual({ message: 'Passwort erfolgreich aktualisiert' });

    const plain = await changePassword('Reel-neues-Passwort-7', 'Reel-next-password-8', {});
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json()).toEqual({ message: 'Password updated successfully' });

    // The security log's descriptions too (the web app words the events itself, by their kind).
    const log = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/logs',
      headers: { ...bearer(player.token), 'accept-language': 'de' },
    });
    const descriptions = (log.json() as { data: { event: string; description: string }[] }).data.map(
      (entry) => [entry.event, entry.description],
    );
    expect(descriptions).toContainEqual(['password_changed', 'Passwort geändert']);
    expect(descriptions).toContainEqual(['registered', 'Konto erstellt']);

    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...bearer(player.token), 'accept-language': 'ja' },
    });
    expect(logout.json()).toEqual({ message: 'ログアウトしました。' });
  });

  it('words the field messages of a 422 in the request’s language: the contract’s texts and zod’s own', async () => {
    const resetWith = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload,
        headers,
        remoteAddress: testIp(),
      });
    const payload = { token: 'x', password: 'short', password_confirmation: 5 };

    const german = await resetWith(payload, { 'accept-language': 'de-AT,de;q=0.9' });
    expect(german.statusCode).toBe(422);
    expect(errorBodySchema.parse(german.json())).toEqual({
      message: 'Das Feld „Passwort“ muss mindestens 8 Zeichen lang sein.',
      code: 'VALIDATION_FAILED',
      error: 'VALIDATION_FAILED',
      errors: {
        password: ['Das Feld „Passwort“ muss mindestens 8 Zeichen lang sein.'],
        // A field the contract leaves to zod's wording gets zod's German.
        password_confirmation: ['Ungültige Eingabe: erwartet string, erhalten Zahl'],
      },
    });

    const plain = await resetWith(payload);
    expect(plain.json()).toMatchObject({
      message: 'The password must be at least 8 characters.',
      errors: {
        password: ['The password must be at least 8 characters.'],
        password_confirmation: ['Invalid input: expected string, received number'],
      },
    });

    // The spec's own field text stays as it is in English, and is translated elsewhere.
    const player = await registerPlayer(ctx.app);
    const deactivate = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/account/deactive-account',
        headers: { ...bearer(player.token), ...headers },
        payload: { type: 999 },
      });
    expect((await deactivate({})).json().errors).toEqual({ type: ['Please select a self-exclusion period'] });
    expect((await deactivate({ 'accept-language': 'es' })).json().errors).toEqual({
      type: ['Selecciona un periodo de autoexclusión'],
    });
  });

  it('words a refusal with facts in the request’s language and gives the facts structured', async () => {
    const player = await namedPlayer(ctx.app);
    const french = { ...bearer(player.token), 'accept-language': 'fr' };
    const set = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/limits',
      headers: french,
      payload: { kind: 'deposit', period: 'weekly', amount: '25' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ message: 'Votre limite est en vigueur.', applied: true });

    const over = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/deposit/payop',
      headers: french,
      payload: { payment_id: 2922, py_id: 1200, amount: '30', description: '1' },
      remoteAddress: testIp(),
    });
    expect(over.statusCode).toBe(400);
    const refusal =
      'Ce dépôt dépasserait votre limite de dépôt hebdomadaire. Vous pouvez déposer jusqu’à 25,00\u00a0€ maintenant.';
    expect(errorBodySchema.parse(over.json())).toEqual({
      message: refusal,
      code: 'LIMIT_DEPOSIT_REACHED',
      error: 'LIMIT_DEPOSIT_REACHED',
      errors: { amount: [refusal] },
      details: { period: 'weekly', left: '25.00', currency: 'EUR' },
    });
    expect((await startDeposit(ctx.app, player.token, { ...defaultDeposit, amount: '25' })).statusCode).toBe(
      200,
    );
    const used = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/deposit/payop',
      headers: french,
      payload: { ...defaultDeposit, amount: '20' },
      remoteAddress: testIp(),
    });
    expect(used.json()).toMatchObject({
      message:
        'Vous avez atteint votre limite de dépôt hebdomadaire. Vous ne pourrez plus déposer avant son renouvellement.',
      details: { period: 'weekly', left: '0.00', currency: 'EUR' },
    });

    // A self-excluded player's refusal in German, the end written as German writes a date.
    const excluded = await registerPlayer(ctx.app);
    const until = new Date('2026-11-28T09:15:00Z');
    await ctx.database.db.update(users).set({ excludedUntil: until }).where(eq(users.id, excluded.id));
    const login = await attemptLogin(
      ctx.app,
      { username: excluded.username, password: excluded.password },
      { headers: { 'accept-language': 'de' } },
    );
    expect(login.statusCode).toBe(403);
    expect(errorBodySchema.parse(login.json())).toEqual({
      message:
        'Ihr Konto ist bis 28. November 2026 um 09:15 UTC selbst ausgeschlossen und kann bis dahin nicht genutzt werden.',
      code: 'AUTH_SELF_EXCLUDED',
      error: 'AUTH_SELF_EXCLUDED',
      details: { permanent: false, until: '2026-11-28T09:15:00.000Z' },
    });
  });

  it('writes the password reset e-mail in the language the player registered in, whatever the request', async () => {
    const player = await registerPlayer(ctx.app, {}, { headers: { 'accept-language': 'fr-FR,fr;q=0.8' } });
    expect(await storedLocale(player)).toBe('fr');

    const asked = await forgotPassword(player, { 'accept-language': 'en' });
    expect(asked.statusCode).toBe(200);
    const [mail] = await mailsTo(ctx.database, player.email);
    expect(mail?.subject).toBe('Réinitialisez votre mot de passe Reelvault');
    expect(mail?.textBody).toContain(`Bonjour ${player.username},`);
    // Valid for an hour from the clock's 09:05 UTC, written as French writes a date.
    expect(mail?.textBody).toContain('expire le 21 novembre 2026 à 10:05 UTC');
    expect(mail?.textBody).toMatch(/http:\/\/casino\.test\/reset-password#token=[A-Za-z0-9_-]{43}/);
  });

  it('stores the language the player chooses on the site and writes the next e-mails in it', async () => {
    const player = await registerPlayer(ctx.app);
    expect(await storedLocale(player)).toBe('en');

    const chosen = await chooseLanguage(player, 'ja');
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(accountLanguage.reply.parse(chosen.json())).toEqual({ data: { locale: 'ja' } });
    expect(await storedLocale(player)).toBe('ja');

    await forgotPassword(player);
    const [mail] = await mailsTo(ctx.database, player.email);
    expect(mail?.subject).toBe('Reelvault のパスワード再設定');
    expect(mail?.textBody).toContain('2026年11月21日 10:05 UTC');
  });

  it('refuses a language the site does not speak, and a guest', async () => {
    const player = await registerPlayer(ctx.app);
    const unknown = await chooseLanguage(player, 'xx');
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['locale']);
    expect(await storedLocale(player)).toBe('en');

    const guest = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/language',
      payload: { locale: 'de' },
    });
    expect(guest.statusCode).toBe(401);
  });

  it('takes the language of a login that names one, and keeps the stored one otherwise', async () => {
    const player = await registerPlayer(ctx.app, {}, { headers: { 'accept-language': 'ru' } });
    const credentials = { username: player.username, password: player.password };
    expect((await attemptLogin(ctx.app, credentials)).statusCode).toBe(200);
    expect(await storedLocale(player)).toBe('ru');
    expect(
      (await attemptLogin(ctx.app, credentials, { headers: { 'accept-language': 'nb-NO' } })).statusCode,
    ).toBe(200);
    expect(await storedLocale(player)).toBe('no');
  });

  it('writes a cashier e-mail in the player’s language with the amount and date formatted for it', async () => {
    const player = await namedPlayer(ctx.app);
    expect((await chooseLanguage(player, 'de')).statusCode).toBe(200);
    await depositThroughSandbox(ctx.app, player.token, '1234.5');
    const [mail] = await mailsTo(ctx.database, player.email);
    expect(mail?.kind).toBe('deposit_completed');
    expect(mail?.subject).toBe('Ihre Einzahlung von 1.234,50\u00a0€ wurde Ihrem Guthaben gutgeschrieben');
    expect(mail?.textBody).toContain(`Hallo ${player.username},`);
    expect(mail?.textBody).toContain('über 1.234,50\u00a0€ vom 21. November 2026');
    expect(mail?.textBody).toContain('rund um die Uhr');
  });
});
