// Two-factor authentication (TOTP): a secret shown once behind the password, enabled by its first code,
// disabled with the password and a code; each change ends the player's other sessions.
import { AppError } from '../../http/app-error';
import type { AuthenticatedPlayer } from '../../http/auth';
import { newTotpSecret, otpauthUri, qrCodeDataUrl } from '../../security/totp';
import type { IdentityContext } from './context';
import type { CallerContext, TwoFactorStatus } from './types';

export function createTwoFactorService(context: IdentityContext) {
  const { repository, transactor, clock, record, loadPlayer } = context;

  return {
    async twoFactorStatus(playerId: number): Promise<TwoFactorStatus> {
      const user = await loadPlayer(playerId);
      if (user.totpEnabledAt) return 'enabled';
      return user.totpSecret ? 'secret_shown' : 'disabled';
    },

    /** Step one of enabling: a new secret, shown once; it counts only after confirmTwoFactor. */
    async startTwoFactor(
      player: AuthenticatedPlayer,
      password: string,
      caller: CallerContext,
    ): Promise<{ secret: string; uri: string; qrCode: string }> {
      const user = await loadPlayer(player.id);
      if (user.totpEnabledAt) throw new AppError('AUTH_2FA_ALREADY_ENABLED');
      await context.checkAccountPassword(user, password, 'password', caller);
      const secret = newTotpSecret();
      await repository.updateUser(transactor.db, user.id, {
        totpSecret: context.sealTotpSecret(user.id, secret),
        totpLastTimeStep: null,
        updatedAt: clock.now(),
      });
      const uri = otpauthUri(secret, user.username);
      return { secret, uri, qrCode: await qrCodeDataUrl(uri) };
    },

    async confirmTwoFactor(player: AuthenticatedPlayer, code: string, caller: CallerContext): Promise<void> {
      const user = await loadPlayer(player.id);
      if (user.totpEnabledAt) throw new AppError('AUTH_2FA_ALREADY_ENABLED');
      if (!user.totpSecret) throw new AppError('AUTH_2FA_NOT_STARTED');
      await context.checkAccountCode(user, code, caller);
      const now = clock.now();
      await transactor.run(async (tx) => {
        await repository.updateUser(tx, user.id, { totpEnabledAt: now, updatedAt: now });
        await record(tx, user.id, 'two_factor_enabled', caller);
        await context.endOtherSessions(tx, user.id, 'two_factor_changed', caller, player.sessionId);
      });
    },

    async disableTwoFactor(
      player: AuthenticatedPlayer,
      input: { password: string; code: string },
      caller: CallerContext,
    ): Promise<void> {
      const user = await loadPlayer(player.id);
      if (!user.totpEnabledAt) throw new AppError('AUTH_2FA_NOT_ENABLED');
      await context.checkAccountPassword(user, input.password, 'password', caller);
      await context.checkAccountCode(user, input.code, caller);
      const now = clock.now();
      await transactor.run(async (tx) => {
        await repository.updateUser(tx, user.id, {
          totpSecret: null,
          totpEnabledAt: null,
          totpLastTimeStep: null,
          updatedAt: now,
        });
        await record(tx, user.id, 'two_factor_disabled', caller);
        await context.endOtherSessions(tx, user.id, 'two_factor_changed', caller, player.sessionId);
      });
    },
  };
}
