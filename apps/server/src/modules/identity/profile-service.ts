// The player's profile and account settings: reading it, the details the player may still change, the
// phone, the language, and the e-mail change confirmed by a link sent to the new address.
import type { UserProfile } from '@reelvault/contract/calls/account';
import type { LocaleCode } from '@reelvault/contract/constants/locales';
import { hasMinimumAge, minimumAgeText } from '@reelvault/contract/constants/kyc';
import type { FieldErrors } from '@reelvault/contract/errors';
import { splitFullName } from '@reelvault/contract/person-name';
import type { DbExecutor } from '../../db/database';
import { uniqueViolation } from '../../db/errors';
import { AppError, validationError } from '../../http/app-error';
import type { AuthenticatedPlayer } from '../../http/auth';
import { hashToken, issueToken } from '../../security/tokens';
import type { MailRecipient } from '../notifications/service';
import { mailRecipientOf, type IdentityContext } from './context';
import { emailChangedNotice, emailChangeMail, emailConfirmationLink } from './emails';
import type { UserRow } from './repository';
import {
  emailChangeValidHours,
  verifiedPlayerStatus,
  type CallerContext,
  type ProfileUpdateInput,
} from './types';

const emailTakenText = 'The email has already been taken.';

export { splitFullName };

function isoDate(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** The change a profile form asks for, or its field errors (a birthday must be a real date and of age). */
function profilePatch(input: ProfileUpdateInput, now: Date): Partial<UserRow> {
  const patch: Partial<UserRow> = {};
  const fieldErrors: FieldErrors = {};
  if (input.name) Object.assign(patch, splitFullName(input.name));
  if (input.birthday) {
    const day = input.birthday.slice(0, 10);
    const birthday = new Date(`${day}T00:00:00.000Z`);
    if (Number.isNaN(birthday.getTime()) || isoDate(birthday) !== day || day < '1900-01-01') {
      fieldErrors.birthday = ['The birthday is not a valid date.'];
    } else if (!hasMinimumAge(day, isoDate(now))) {
      fieldErrors.birthday = [minimumAgeText];
    } else {
      patch.birthday = day;
    }
  }
  if (input.address) patch.address = input.address;
  if (input.city) patch.city = input.city;
  if (Object.keys(fieldErrors).length > 0) throw validationError(fieldErrors);
  if (Object.keys(patch).length === 0) {
    throw validationError({ name: ['Give a name, a birthday or an address to update.'] });
  }
  return patch;
}

/** Retires any earlier link and mails a new one to the new address. */
async function sendEmailChangeLink(
  context: IdentityContext,
  tx: DbExecutor,
  user: UserRow,
  email: string,
  caller: CallerContext,
): Promise<void> {
  const { repository, clock } = context;
  const now = clock.now();
  const { token, hash } = issueToken();
  const expiresAt = new Date(now.getTime() + emailChangeValidHours * 3_600_000);
  await repository.retireAccountTokens(tx, user.id, 'email_change', now);
  await repository.insertAccountToken(tx, {
    userId: user.id,
    purpose: 'email_change',
    tokenHash: hash,
    newEmail: email,
    createdAt: now,
    expiresAt,
  });
  const link = emailConfirmationLink(context.settings.publicUrl, token);
  await context.notifications.enqueueEmail(
    tx,
    emailChangeMail({ ...mailRecipientOf(user), email }, link, expiresAt),
  );
  await context.record(tx, user.id, 'email_change_requested', caller, { email });
}

async function refuseEmail(context: IdentityContext, user: UserRow, email: string): Promise<void> {
  if (email.toLowerCase() === user.email.toLowerCase()) {
    throw validationError({ email: ['This is already your email address.'] });
  }
  if (await context.repository.emailTaken(context.transactor.db, email, user.id)) {
    throw new AppError('AUTH_EMAIL_TAKEN', undefined, { email: [emailTakenText] });
  }
}

/** Spends an e-mail change link: the address moves unless another player took it in the meantime. */
async function confirmEmailChange(
  context: IdentityContext,
  token: string,
  caller: CallerContext,
): Promise<string> {
  const { repository, clock } = context;
  const now = clock.now();
  try {
    return await context.transactor.run(async (tx) => {
      const used = await repository.consumeAccountToken(tx, 'email_change', hashToken(token), now);
      if (!used?.newEmail) throw new AppError('AUTH_EMAIL_TOKEN_INVALID');
      const user = await repository.findUserById(tx, used.userId);
      if (!user) throw new AppError('AUTH_EMAIL_TOKEN_INVALID');
      if (await repository.emailTaken(tx, used.newEmail, user.id)) {
        throw new AppError('AUTH_EMAIL_TAKEN', undefined, { email: [emailTakenText] });
      }
      await repository.updateUser(tx, user.id, { email: used.newEmail, updatedAt: now });
      await context.notifications.enqueueEmail(tx, emailChangedNotice(mailRecipientOf(user), used.newEmail));
      await context.record(tx, user.id, 'email_changed', caller, { email: used.newEmail });
      return used.newEmail;
    });
  } catch (error) {
    if (uniqueViolation(error) === 'users_email_lower_key') {
      throw new AppError('AUTH_EMAIL_TAKEN', undefined, { email: [emailTakenText] });
    }
    throw error;
  }
}

export function createProfileService(context: IdentityContext) {
  const { repository, transactor, clock, record, loadPlayer } = context;
  const db = transactor.db;

  return {
    async profile(playerId: number): Promise<UserProfile> {
      return context.profileOf(await loadPlayer(playerId));
    },

    /** Where a mail to the player goes, read in the caller's transaction (mails written with a change). */
    async mailRecipient(executor: DbExecutor, playerId: number): Promise<MailRecipient> {
      return mailRecipientOf(await loadPlayer(playerId, executor));
    },

    async updateProfile(
      player: AuthenticatedPlayer,
      input: ProfileUpdateInput,
      caller: CallerContext,
    ): Promise<UserProfile> {
      // A verified player's details are the ones the documents proved: they no longer change here.
      if ((await loadPlayer(player.id)).playerStatus === verifiedPlayerStatus) {
        throw new AppError('KYC_DETAILS_LOCKED');
      }
      const now = clock.now();
      const patch = profilePatch(input, now);
      const updated = await transactor.run(async (tx) => {
        const row = await repository.updateUser(tx, player.id, { ...patch, updatedAt: now });
        await record(tx, player.id, 'profile_updated', caller);
        return row;
      });
      return context.profileOf(updated);
    },

    async updateAccountSettings(
      player: AuthenticatedPlayer,
      input: { phone?: string | undefined; email?: string | undefined },
      caller: CallerContext,
    ): Promise<{ phoneChanged: boolean; emailLinkSentTo: string | undefined; profile: UserProfile }> {
      const user = await loadPlayer(player.id);
      const { email } = input;
      if (email !== undefined) await refuseEmail(context, user, email);
      const phoneChanged = input.phone !== undefined && input.phone !== user.phone;
      await transactor.run(async (tx) => {
        if (phoneChanged) {
          await repository.updateUser(tx, user.id, { phone: input.phone, updatedAt: clock.now() });
          await record(tx, user.id, 'phone_changed', caller);
        }
        if (email !== undefined) await sendEmailChangeLink(context, tx, user, email, caller);
      });
      return {
        phoneChanged,
        emailLinkSentTo: email,
        profile: await context.profileOf(await loadPlayer(player.id)),
      };
    },

    /** The player chose another language on the site: their e-mails are written in it from now on. */
    async changeLanguage(player: AuthenticatedPlayer, locale: LocaleCode): Promise<LocaleCode> {
      await repository.updateUser(db, player.id, { locale, updatedAt: clock.now() });
      return locale;
    },

    /** Opens an e-mail confirmation link: the new address replaces the old one, which is told so. */
    confirmEmail(token: string, caller: CallerContext): Promise<string> {
      return confirmEmailChange(context, token, caller);
    },
  };
}
