// /admin/dashboard: per currency over today, 7 or 30 UTC days (the period is in the URL like every filter
// here), one chart per day, and how many items wait in each queue, each linking to its queue when the
// operator's role may open it (decision 0710).
import { dashboardPeriods } from '@reelvault/contract/calls/backoffice-dashboard';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorNotice } from '../../components/error-notice';
import { useOperator } from '../../features/auth/api/operator';
import { useDashboard, type DashboardReply } from '../../features/dashboard/api/dashboard';
import { CurrencyFigures } from '../../features/dashboard/components/currency-figures';
import { formatDay } from '../../features/dashboard/utils/format-day';
import { interfaceLanguage } from '../../i18n/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { mayOpen, navigation } from '../navigation';
import { Permitted } from '../shell/permitted';

export function DashboardPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.dashboard'));
  return (
    <Permitted permission="dashboard.read">
      <DashboardFigures />
    </Permitted>
  );
}

function DashboardFigures() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const period = dashboardPeriods.find((item) => item === search.get('period')) ?? 'today';
  const dashboard = useDashboard(period);
  const language = interfaceLanguage();
  const data = dashboard.data;
  return (
    <section className="page" aria-busy={dashboard.isFetching}>
      <h1>{t('nav.dashboard')}</h1>
      <nav className="tabs" aria-label={t('dashboard.periods')}>
        {dashboardPeriods.map((item) => (
          <Link
            key={item}
            to={{ search: item === 'today' ? '' : `?period=${item}` }}
            aria-current={item === period ? 'page' : undefined}
          >
            {t(`dashboard.period.${item}`)}
          </Link>
        ))}
      </nav>
      {dashboard.error ? (
        <ErrorNotice error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : null}
      {dashboard.isPending ? <p className="muted">{t('table.loading')}</p> : null}
      {data ? (
        <>
          <p className="muted">
            {t('dashboard.range', {
              from: formatDay(data.period.from, language),
              to: formatDay(data.period.to, language),
            })}
          </p>
          <Queues queues={data.queues} />
          {data.currencies.length === 0 ? <p>{t('dashboard.noActivity')}</p> : null}
          <div className="dashboard-cards">
            {data.currencies.map((row) => (
              <CurrencyFigures key={row.currency} row={row} />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}

const queueScreens = {
  documents_waiting: '/verification',
  withdrawals_waiting: '/withdrawals',
  adjustments_waiting: '/adjustments',
  crypto_below_minimum: '/crypto',
} as const;

function Queues({ queues }: { readonly queues: DashboardReply['queues'] }) {
  const { t } = useTranslation();
  const role = useOperator().data?.role;
  const count = new Intl.NumberFormat(interfaceLanguage());
  return (
    <section aria-labelledby="dashboard-queues">
      <h2 id="dashboard-queues">{t('dashboard.queues.title')}</h2>
      <ul className="dashboard-queues">
        {(Object.keys(queueScreens) as (keyof typeof queueScreens)[]).map((queue) => {
          const screen = navigation.find((item) => item.path === queueScreens[queue]);
          const text = t(`dashboard.queues.${queue}`, {
            count: queues[queue],
            formatted: count.format(queues[queue]),
          });
          return (
            <li key={queue}>
              {role !== undefined && screen !== undefined && mayOpen(role, screen) ? (
                <Link to={screen.path}>{text}</Link>
              ) : (
                text
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
