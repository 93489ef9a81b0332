// The player's details as the account holds them, read only (spec: name, e-mail, phone, country,
// currency, birthday, address). Missing ones say so.
import type { UserProfile } from '@reelvault/contract/calls/account';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/i18n/use-locale';
import { formatCalendarDate } from '@/lib/format';

export function PersonalDetails({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  const { bcp47 } = useLocale();
  const titleId = useId();
  const regionNames = new Intl.DisplayNames([bcp47], { type: 'region', fallback: 'none' });
  const currencyNames = new Intl.DisplayNames([bcp47], { type: 'currency', fallback: 'none' });
  const name = [user.name, user.surname].filter(Boolean).join(' ');
  const address = [user.address, user.user_detail.city].filter(Boolean).join(', ');
  const rows = [
    { label: t('account.details.name'), value: name },
    { label: t('account.details.email'), value: user.email },
    { label: t('account.details.phone'), value: user.phone },
    {
      label: t('account.details.country'),
      value: user.country ? (regionNames.of(user.country.slug) ?? user.country.name) : null,
    },
    {
      label: t('account.details.currency'),
      value: `${currencyNames.of(user.currency) ?? user.currency} (${user.currency})`,
    },
    {
      label: t('account.details.birthday'),
      value: user.birthday ? formatCalendarDate(bcp47, user.birthday) : null,
    },
    { label: t('account.details.address'), value: address },
  ];
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className="text-lg font-bold">
        {t('account.details.title')}
      </h2>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-sm text-muted">{row.label}</dt>
            <dd className="font-semibold break-words">
              {row.value || <span className="font-normal text-muted">{t('account.details.notSet')}</span>}
            </dd>
          </div>
        ))}
      </dl>
      {user.pending_email ? (
        <p className="text-sm text-muted">
          {t('account.details.pendingEmail', { email: user.pending_email })}
        </p>
      ) : null}
    </section>
  );
}
