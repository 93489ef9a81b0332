// HTTP of the identity module: the contract's auth, account and reference calls.
import { routes } from '@reelvault/contract/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLocale, requestTexts } from '../../http/request-locale';
import { requirePlayer } from '../../http/auth';
import { contractRoute } from '../../http/contract-route';
import { bearerToken } from '../../http/bearer-token';
import type { CallerContext, IdentityService, PasswordChangeForm } from './service';

function callerOf(request: FastifyRequest): CallerContext {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    // Only a request that names its language says which one the player uses.
    ...(request.headers['accept-language'] ? { locale: requestLocale(request).code } : {}),
  };
}

/** Per-IP limits on calls that send e-mail; registrations per hour come from REGISTRATION_LIMIT_PER_HOUR. */
const resetRequestLimit = { max: 5, timeWindow: '15 minutes' };
const linkLimit = { max: 10, timeWindow: '15 minutes' };

const securityPasswordForm: PasswordChangeForm = {
  current: 'current_password',
  next: 'password',
  confirmation: 'password_confirmation',
  mismatch: 'The password confirmation does not match.',
};
const settingsPasswordForm: PasswordChangeForm = {
  current: 'current_password',
  next: 'new_password',
  confirmation: 'confirm_new_password',
  mismatch: 'The confirm new password must match the new password.',
};

/** Registration, login, the session's refresh and end, and the password reset links. */
function authenticationRoutes(app: FastifyInstance, service: IdentityService): void {
  contractRoute(
    app,
    routes.register,
    async ({ body, request }) => service.register(body.user_data, callerOf(request)),
    { rateLimit: { max: app.config.registrationLimitPerHour, timeWindow: '1 hour' } },
  );
  contractRoute(app, routes.login, async ({ body, request }) => service.login(body, callerOf(request)));
  contractRoute(app, routes.refresh, async ({ request }) => {
    const times = await service.refresh(requirePlayer(request));
    return {
      access_token: bearerToken(request) ?? '',
      token_type: 'Bearer' as const,
      expires_at: times.expiresAt.toISOString(),
      idle_expires_at: times.idleExpiresAt.toISOString(),
    };
  });
  contractRoute(app, routes.logout, async ({ request }) => {
    const player = requirePlayer(request);
    await service.logout(player, callerOf(request));
    // The session's event streams (balance, crypto payments) end with it.
    app.sessionStreams.endSession(player.sessionId);
    return { message: requestTexts(request)('replies.loggedOut') };
  });
  contractRoute(
    app,
    routes.forgotPassword,
    async ({ body, request }) => {
      await service.requestPasswordReset(body.username, callerOf(request));
      return { message: requestTexts(request)('replies.passwordResetRequested') };
    },
    { rateLimit: resetRequestLimit },
  );
  contractRoute(
    app,
    routes.globalPasswordReset,
    async ({ body, request }) => {
      await service.requestGlobalPasswordReset(body.username, body.personal_id, callerOf(request));
      return { message: requestTexts(request)('replies.passwordResetRequested') };
    },
    { rateLimit: resetRequestLimit },
  );
  contractRoute(
    app,
    routes.resetPassword,
    async ({ body, request }) => {
      await service.resetPassword(
        { token: body.token, password: body.password, confirmation: body.password_confirmation },
        callerOf(request),
      );
      return { message: requestTexts(request)('replies.passwordReset') };
    },
    { rateLimit: linkLimit },
  );
}

/** The profile the player reads and the details they may still change. */
function profileRoutes(app: FastifyInstance, service: IdentityService): void {
  contractRoute(app, routes.profile, async ({ request }) => ({
    data: await service.profile(requirePlayer(request).id),
  }));
  for (const route of [routes.updateProfile, routes.updateProfilePost]) {
    contractRoute(app, route, async ({ body, request }) => {
      const data = await service.updateProfile(requirePlayer(request), body, callerOf(request));
      return { message: requestTexts(request)('replies.profileUpdated'), data };
    });
  }
}

/** The two password forms and two-factor authentication. */
function securityRoutes(app: FastifyInstance, service: IdentityService): void {
  contractRoute(app, routes.changePassword, async ({ body, request }) => {
    await service.changePassword(
      requirePlayer(request),
      {
        currentPassword: body.current_password,
        newPassword: body.password,
        confirmation: body.password_confirmation,
      },
      securityPasswordForm,
      callerOf(request),
    );
    return { message: requestTexts(request)('replies.passwordUpdated') };
  });
  contractRoute(app, routes.userPassword, async ({ body, request }) => {
    await service.changePassword(
      requirePlayer(request),
      {
        currentPassword: body.current_password,
        newPassword: body.new_password,
        confirmation: body.confirm_new_password,
      },
      settingsPasswordForm,
      callerOf(request),
    );
    return { message: requestTexts(request)('replies.passwordUpdated') };
  });
  contractRoute(app, routes.checkTwoFactor, async ({ request }) => {
    const status = await service.twoFactorStatus(requirePlayer(request).id);
    return { enabled: status === 'enabled', status };
  });
  contractRoute(app, routes.enableTwoFactor, async ({ body, request }) => {
    const setup = await service.startTwoFactor(requirePlayer(request), body.password, callerOf(request));
    return {
      message: requestTexts(request)('replies.twoFactorSecretShown'),
      code: setup.secret,
      secret: setup.secret,
      otpauth_url: setup.uri,
      qr_code: setup.qrCode,
      status: 'secret_shown' as const,
    };
  });
  contractRoute(app, routes.confirmTwoFactor, async ({ body, request }) => {
    await service.confirmTwoFactor(requirePlayer(request), body.code, callerOf(request));
    return {
      message: requestTexts(request)('replies.twoFactorEnabled'),
      enabled: true,
      status: 'enabled' as const,
    };
  });
  contractRoute(app, routes.disableTwoFactor, async ({ body, request }) => {
    await service.disableTwoFactor(requirePlayer(request), body, callerOf(request));
    return {
      message: requestTexts(request)('replies.twoFactorDisabled'),
      enabled: false,
      status: 'disabled' as const,
    };
  });
}

/** The account settings (phone, language, e-mail change) and the account's histories. */
function settingsRoutes(app: FastifyInstance, service: IdentityService): void {
  contractRoute(app, routes.accountSettings, async ({ body, request }) => {
    const result = await service.updateAccountSettings(requirePlayer(request), body, callerOf(request));
    const t = requestTexts(request);
    const done = [
      ...(result.phoneChanged ? [t('replies.phoneUpdated')] : []),
      ...(result.emailLinkSentTo ? [t('replies.emailChangeSent', { email: result.emailLinkSentTo })] : []),
    ];
    return { message: done.join(' ') || t('replies.nothingToChange'), data: result.profile };
  });
  contractRoute(app, routes.accountLanguage, async ({ body, request }) => ({
    data: { locale: await service.changeLanguage(requirePlayer(request), body.locale) },
  }));
  const confirmEmail = async (token: string, request: FastifyRequest) => {
    const email = await service.confirmEmail(token, callerOf(request));
    return { message: requestTexts(request)('replies.emailChanged', { email }), email };
  };
  contractRoute(app, routes.confirmEmail, async ({ query, request }) => confirmEmail(query.token, request), {
    rateLimit: linkLimit,
  });
  contractRoute(app, routes.confirmNewEmail, async ({ body, request }) => confirmEmail(body.token, request), {
    rateLimit: linkLimit,
  });
  contractRoute(app, routes.accountLogs, async ({ query, request }) =>
    service.securityLog(requirePlayer(request).id, query, requestLocale(request)),
  );
  contractRoute(app, routes.sessionHistory, async ({ query, request }) =>
    service.sessionHistory(requirePlayer(request), query),
  );
}

function referenceRoutes(app: FastifyInstance, service: IdentityService): void {
  contractRoute(app, routes.countries, async () => service.countries());
  contractRoute(app, routes.geo, async ({ request }) => service.countryOfIp(request.ip));
  contractRoute(app, routes.currencyList, async () => service.currencies());
  contractRoute(app, routes.languages, async () => service.languages());
}

export function identityRoutes(service: IdentityService) {
  return async (app: FastifyInstance) => {
    authenticationRoutes(app, service);
    profileRoutes(app, service);
    securityRoutes(app, service);
    settingsRoutes(app, service);
    referenceRoutes(app, service);
  };
}
