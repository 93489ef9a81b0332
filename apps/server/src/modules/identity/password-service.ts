// Passwords: the reset link (single use, valid for an hour, only the newest works) and the change of a
// known password; both end the player's other sessions.
import { AppError, validationError } from '../../http/app-error';
import type { FieldErrors } from '@reelvault/contract/errors';
import type { AuthenticatedPlayer } from '../../http/auth';
import { hashToken, issueToken } from '../../security/tokens';
import { accountKey, mailRecipientOf, type IdentityContext } from './context';
import { passwordResetLink, passwordResetMail } from './emails';
import { passwordProblems } from './passwords';
import type { UserRow } from './repository';
import {
  passwordResetValidMinutes,
  type CallerContext,
  type PasswordChangeForm,
  type PasswordChangeInput,
} from './types';

export interface PasswordResetInput {
  token: string;
  password: string;
  confirmation?: string | null | undefined;
}

async function issuePasswordReset(
  context: IdentityContext,
  user: UserRow,
  caller: CallerContext,
): Promise<void> {
  const { repository, transactor, clock } = context;
  const now = clock.now();
  const { token, hash } = issueToken();
  const link = passwordResetLink(context.settings.publicUrl, token);
  const expiresAt = new Date(now.getTime() + passwordResetValidMinutes * 60_000);
  await transactor.run(async (tx) => {
    await repository.retireAccountTokens(tx, user.id, 'password_reset', now);
    await repository.insertAccountToken(tx, {
      userId: user.id,
      purpose: 'password_reset',
      tokenHash: hash,
      createdAt: now,
      expiresAt,
    });
    await context.notifications.enqueueEmail(tx, passwordResetMail(mailRecipientOf(user), link, expiresAt));
    await context.record(tx, user.id, 'password_reset_requested', caller);
  });
}

/** Takes the link for use and checks the new password against its owner; a refusal leaves the link usable. */
async function spendResetLink(
  context: IdentityContext,
  input: PasswordResetInput,
  now: Date,
): Promise<UserRow> {
  const { repository } = context;
  return context.transactor.run(async (tx) => {
    const token = await repository.consumeAccountToken(tx, 'password_reset', hashToken(input.token), now);
    if (!token) throw new AppError('AUTH_RESET_TOKEN_INVALID');
    const owner = await repository.findUserById(tx, token.userId);
    if (!owner) throw new AppError('AUTH_RESET_TOKEN_INVALID');
    const problems = passwordProblems(input.password, owner);
    // Throwing here rolls back: the link stays usable for a better password.
    if (problems.length > 0) throw validationError({ password: problems });
    return owner;
  });
}

export function createPasswordService(context: IdentityContext) {
  const { repository, transactor, clock, record } = context;
  const db = transactor.db;

  return {
    /** Sends a reset link when the username or e-mail belongs to an account; the answer never says which. */
    async requestPasswordReset(login: string, caller: CallerContext): Promise<void> {
      const user = await repository.findUserByLogin(db, login.trim());
      if (user) await issuePasswordReset(context, user, caller);
    },

    /**
     * The spec's global password reset: the username and the player's account id (personal_id) must both
     * match; the link still goes only to the account's e-mail. Same answer whether they match or not.
     */
    async requestGlobalPasswordReset(
      username: string,
      personalId: string,
      caller: CallerContext,
    ): Promise<void> {
      const user = await repository.findUserByLogin(db, username.trim());
      if (user && String(user.id) === personalId.trim()) await issuePasswordReset(context, user, caller);
    },

    async resetPassword(input: PasswordResetInput, caller: CallerContext): Promise<void> {
      if (
        input.confirmation !== undefined &&
        input.confirmation !== null &&
        input.confirmation !== input.password
      ) {
        throw validationError({ password_confirmation: ['The password confirmation does not match.'] });
      }
      const now = clock.now();
      const user = await spendResetLink(context, input, now);
      // The link is spent from here on; hashing happens outside the transaction.
      const passwordHash = await context.passwords.hash(input.password);
      await transactor.run(async (tx) => {
        await repository.updateUser(tx, user.id, { passwordHash, passwordChangedAt: now, updatedAt: now });
        await repository.retireAccountTokens(tx, user.id, 'password_reset', now);
        await record(tx, user.id, 'password_reset', caller);
        await context.endOtherSessions(tx, user.id, 'password_reset', caller);
      });
      await context.limiter.clear(accountKey(user.id));
    },

    async changePassword(
      player: AuthenticatedPlayer,
      input: PasswordChangeInput,
      form: PasswordChangeForm,
      caller: CallerContext,
    ): Promise<void> {
      const user = await context.loadPlayer(player.id);
      const fieldErrors: FieldErrors = {};
      if (input.confirmation !== input.newPassword) fieldErrors[form.confirmation] = [form.mismatch];
      const problems = passwordProblems(input.newPassword, user);
      if (problems.length > 0) fieldErrors[form.next] = problems;
      if (Object.keys(fieldErrors).length > 0) throw validationError(fieldErrors);
      await context.checkAccountPassword(user, input.currentPassword, form.current, caller);
      if (input.currentPassword === input.newPassword) {
        throw validationError({
          [form.next]: ['The new password must be different from the current password.'],
        });
      }
      const passwordHash = await context.passwords.hash(input.newPassword);
      const now = clock.now();
      await transactor.run(async (tx) => {
        await repository.updateUser(tx, user.id, { passwordHash, passwordChangedAt: now, updatedAt: now });
        await record(tx, user.id, 'password_changed', caller);
        await context.endOtherSessions(tx, user.id, 'password_changed', caller, player.sessionId);
      });
    },
  };
}
