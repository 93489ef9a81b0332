// The security log as the player reads it: each event in the request's language, with the browser and
// device it came from.
import type { SecurityEventKind } from '@reelvault/contract/calls/account';
import type { Locale } from '@reelvault/contract/constants/locales';
import { formatInstant, translatorFor } from '../../i18n/server-texts';
import type { SecurityEventRow } from './repository';
import type { SecurityLogRow } from './types';
import { describeUserAgent } from './user-agent';

// The events whose description has no facts of its own.
const securityLogKeys = {
  registered: 'registered',
  login: 'login',
  logout: 'logout',
  password_changed: 'passwordChanged',
  password_reset_requested: 'passwordResetRequested',
  password_reset: 'passwordReset',
  two_factor_enabled: 'twoFactorEnabled',
  two_factor_disabled: 'twoFactorDisabled',
  phone_changed: 'phoneChanged',
  profile_updated: 'profileUpdated',
} as const satisfies Partial<Record<SecurityEventKind, string>>;

/** An event of the security log in `locale`'s words (the web app words events itself, by `event`). */
export function describeEvent(
  kind: SecurityEventKind,
  detail: Record<string, string | number> | null,
  locale: Locale,
): string {
  const t = translatorFor(locale);
  switch (kind) {
    case 'login_failed':
      return t(
        detail?.reason === 'two_factor' ? 'securityLog.loginFailedCode' : 'securityLog.loginFailedPassword',
      );
    case 'sessions_revoked':
      return t('securityLog.sessionsRevoked', { count: String(Number(detail?.count ?? 0)) });
    case 'email_change_requested':
      return t('securityLog.emailChangeRequested', { email: String(detail?.email ?? '') });
    case 'email_changed':
      return t('securityLog.emailChanged', { email: String(detail?.email ?? '') });
    case 'self_excluded': {
      const until = typeof detail?.until === 'string' ? new Date(detail.until) : undefined;
      if (detail?.until === 'permanent' || !until || Number.isNaN(until.getTime())) {
        return t('securityLog.selfExcludedPermanently');
      }
      return t('securityLog.selfExcludedUntil', { date: formatInstant(locale, until) });
    }
    default:
      return t(`securityLog.${securityLogKeys[kind]}`);
  }
}

export function securityLogRowOf(row: SecurityEventRow, locale: Locale): SecurityLogRow {
  const agent = describeUserAgent(row.userAgent);
  const kind = row.kind as SecurityEventKind;
  return {
    id: row.id,
    event: kind,
    description: describeEvent(kind, row.detail, locale),
    ip: row.ip,
    user_agent: row.userAgent,
    browser: agent.browser,
    device: row.userAgent ? agent.device : null,
    created_at: row.createdAt.toISOString(),
  };
}
