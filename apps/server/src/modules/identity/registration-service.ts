// Opening an account: the form's checks (country, password policy, names and addresses already taken),
// the player's row, the other modules' registration listeners, and the first session.
import type { AuthReply } from '@reelvault/contract/calls/auth';
import { defaultLocale } from '@reelvault/contract/constants/locales';
import type { ErrorCode, FieldErrors } from '@reelvault/contract/errors';
import { uniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import type { IdentityContext } from './context';
import { findCountry } from './countries';
import { passwordProblems } from './passwords';
import { toUserProfile } from './profile';
import { recordAcceptedTerms } from './terms-repository';
import { authReply, openSession } from './sessions-service';
import type { CallerContext, RegistrationInput } from './types';

const usernameTakenText = 'The username has already been taken.';
const emailTakenText = 'The email has already been taken.';

/** A registration 422: the spec's "already taken" code when that is the only problem, else a field list. */
function throwRegistrationProblems(fieldErrors: FieldErrors): void {
  const fields = Object.keys(fieldErrors);
  if (fields.length === 0) return;
  const only = fields.length === 1 ? fields[0] : undefined;
  const code: ErrorCode =
    only === 'user_data.email' && fieldErrors[only]?.[0] === emailTakenText
      ? 'AUTH_EMAIL_TAKEN'
      : only === 'user_data.username' && fieldErrors[only]?.[0] === usernameTakenText
        ? 'AUTH_USERNAME_TAKEN'
        : 'VALIDATION_FAILED';
  throw new AppError(code, fieldErrors[fields[0] ?? '']?.[0], fieldErrors);
}

export function createRegistrationService(context: IdentityContext) {
  const { repository, transactor, clock, settings, record } = context;

  /** Refuses the form with every problem at once (the age is the contract's: `age_confirmed`). */
  async function checkRegistration(input: RegistrationInput): Promise<void> {
    if (input.site_code && input.site_code !== settings.siteId) throw new AppError('SITE_MISMATCH');
    const fieldErrors: FieldErrors = {};
    const problem = (field: string, message: string) =>
      (fieldErrors[`user_data.${field}`] ??= []).push(message);
    if (!findCountry(input.country)) problem('country', 'The selected country is invalid.');
    for (const message of passwordProblems(input.password, input)) problem('password', message);
    const [usernameTaken, emailTaken] = await Promise.all([
      repository.usernameTaken(transactor.db, input.username),
      repository.emailTaken(transactor.db, input.email),
    ]);
    if (usernameTaken) problem('username', usernameTakenText);
    if (emailTaken) problem('email', emailTakenText);
    throwRegistrationProblems(fieldErrors);
  }

  async function createPlayer(
    input: RegistrationInput,
    passwordHash: string,
    caller: CallerContext,
  ): Promise<AuthReply> {
    const now = clock.now();
    const locale = caller.locale ?? defaultLocale;
    // The terms the player accepts are those published now, in their language (decision 0719).
    const terms = await context.publishedTerms(locale);
    return transactor.run(async (tx) => {
      const user = await repository.insertUser(tx, {
        username: input.username,
        email: input.email,
        passwordHash,
        countryId: input.country,
        currency: input.currency,
        phone: input.phone ?? null,
        refId: input.ref_id ?? null,
        affiliateId: input.affiliate_id ?? null,
        campaignId: input.campaign_id ?? null,
        siteCode: input.site_code ?? null,
        locale,
        ageConfirmedAt: now,
        passwordChangedAt: now,
        lastLoginAt: now,
        createdAt: now,
        updatedAt: now,
      });
      if (terms) await recordAcceptedTerms(tx, user.id, terms, now);
      for (const listener of context.onPlayerRegistered) {
        await listener(tx, { id: user.id, currency: user.currency });
      }
      await record(tx, user.id, 'registered', caller);
      const session = await openSession(context, tx, user, caller, now);
      await record(tx, user.id, 'login', caller);
      // A new player has no favourites yet.
      return authReply(context, session, toUserProfile(user, null, []));
    });
  }

  return {
    async register(input: RegistrationInput, caller: CallerContext): Promise<AuthReply> {
      await checkRegistration(input);
      const passwordHash = await context.passwords.hash(input.password);
      try {
        return await createPlayer(input, passwordHash, caller);
      } catch (error) {
        // Two registrations with the same name at the same moment: the database's unique index decides.
        const constraint = uniqueViolation(error);
        if (constraint === 'users_username_lower_key') {
          throwRegistrationProblems({ 'user_data.username': [usernameTakenText] });
        }
        if (constraint === 'users_email_lower_key') {
          throwRegistrationProblems({ 'user_data.email': [emailTakenText] });
        }
        throw error;
      }
    },
  };
}
