// /admin/compliance-reports: the responsible-gambling and anti-money-laundering reports (decision 0906) in
// two tabs, the range and filters in the URL, each report's CSV, and the AML thresholds.
import { adminMay } from '@reelvault/contract/calls/backoffice';
import {
  adminAmlStructuring,
  adminAmlTransactions,
  adminResponsibleGamblingReport,
  amlKinds,
} from '@reelvault/contract/calls/backoffice-monitoring';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FilterSelect, FilterText } from '../../components/table-filters';
import { useOperator } from '../../features/auth/api/operator';
import {
  amlQuery,
  complianceParams,
  rangeOf,
  reportTabs,
  type ComplianceParams,
} from '../../features/compliance-reports/api/compliance-reports';
import { AmlReport } from '../../features/compliance-reports/components/aml-report';
import { RgReport } from '../../features/compliance-reports/components/rg-report';
import { ThresholdSettings } from '../../features/compliance-reports/components/threshold-settings';
import { downloadCsv, type CsvDownload } from '../../lib/download-csv';
import { useServices } from '../../lib/services';
import { useTableParams } from '../../lib/table-params';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Permitted } from '../shell/permitted';

export function ComplianceReportsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('complianceReports.title'));
  return (
    <Permitted permission="reports.read">
      <ComplianceReports />
    </Permitted>
  );
}

/** The CSV files of a tab: the RG days, or the AML transactions and the structuring list. */
function csvDownloads(params: ComplianceParams): CsvDownload[] {
  const range = rangeOf(params);
  if (params.tab === 'rg') {
    return [
      {
        route: adminResponsibleGamblingReport,
        query: range,
        fileName: `responsible-gambling-${range.from}-${range.to}.csv`,
      },
    ];
  }
  const query = amlQuery(params);
  const { kind, ...rest } = query;
  return [
    { route: adminAmlTransactions, query, fileName: `aml-transactions-${range.from}-${range.to}.csv` },
    {
      route: adminAmlStructuring,
      query: kind === 'deposit' || kind === 'withdrawal' ? query : rest,
      fileName: `aml-structuring-${range.from}-${range.to}.csv`,
    },
  ];
}

function ComplianceReports() {
  const { t } = useTranslation();
  const { api } = useServices();
  const { params, search } = useTableParams(complianceParams);
  const role = useOperator().data?.role;
  const range = rangeOf(params);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const download = (file: CsvDownload) => {
    setDownloadFailed(false);
    downloadCsv(api, file).catch(() => setDownloadFailed(true));
  };
  const tabSearch = (tab: (typeof reportTabs)[number]) => {
    const next = new URLSearchParams(search);
    next.delete('page');
    if (tab === 'rg') next.delete('tab');
    else next.set('tab', tab);
    const text = next.toString();
    return text ? `?${text}` : '';
  };
  return (
    <section className="page">
      <h1>{t('complianceReports.title')}</h1>
      <nav className="tabs" aria-label={t('complianceReports.tabs')}>
        {reportTabs.map((tab) => (
          <Link
            key={tab}
            to={{ search: tabSearch(tab) }}
            aria-current={tab === params.tab ? 'page' : undefined}
          >
            {t(`complianceReports.tab.${tab}`)}
          </Link>
        ))}
      </nav>
      <div className="filters">
        <FilterText name="from" type="date" label={t('complianceReports.filters.from')} value={range.from} />
        <FilterText name="to" type="date" label={t('complianceReports.filters.to')} value={range.to} />
        {params.tab === 'aml' ? (
          <>
            <FilterSelect
              name="kind"
              label={t('complianceReports.filters.kind')}
              value={params.kind ?? ''}
              options={[
                { value: '', label: t('complianceReports.filters.anyKind') },
                ...amlKinds.map((kind) => ({ value: kind, label: t(`complianceReports.kinds.${kind}`) })),
              ]}
            />
            <FilterText
              name="currency"
              label={t('complianceReports.filters.currency')}
              value={params.currency ?? ''}
            />
            <FilterText
              name="player_id"
              label={t('complianceReports.filters.player')}
              value={params.player_id?.toString() ?? ''}
            />
          </>
        ) : null}
        {csvDownloads(params).map((file) => (
          <button key={file.fileName} type="button" onClick={() => download(file)}>
            {t('reportsCsv.downloadNamed', { name: file.fileName })}
          </button>
        ))}
      </div>
      {downloadFailed ? <p role="alert">{t('reportsCsv.failed')}</p> : null}
      {params.tab === 'rg' ? <RgReport range={range} /> : <AmlReport params={params} />}
      {params.tab === 'aml' ? (
        <ThresholdSettings mayChange={role !== undefined && adminMay(role, 'reports.manage')} />
      ) : null}
    </section>
  );
}
