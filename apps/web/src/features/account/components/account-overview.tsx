// /account: the account at a glance: e-mail, since when, the last login and whether two-factor is on.
import type { UserProfile } from '@reelvault/contract/calls/account';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/i18n/use-locale';
import { formatDateTime } from '@/lib/format';

export function AccountOverview({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  const { bcp47 } = useLocale();
  const lastLogin = user.user_detail.last_login;
  const facts = [
    { label: t('account.details.email'), value: user.email },
    { label: t('account.overview.memberSince'), value: formatDateTime(bcp47, user.created_at) },
    { label: t('account.overview.lastLogin'), value: lastLogin ? formatDateTime(bcp47, lastLogin) : '–' },
    {
      label: t('account.overview.twoFactor'),
      value: user.two_factor_enabled ? t('account.overview.on') : t('account.overview.off'),
    },
  ];
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-extrabold">{t('account.title')}</h1>
      <dl className="grid gap-4 sm:grid-cols-2">
        {facts.map((fact) => (
          <div key={fact.label} className="rounded-xl border border-night-700 bg-night-900 p-4">
            <dt className="text-sm text-muted">{fact.label}</dt>
            <dd className="mt-1 font-semibold break-words">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
