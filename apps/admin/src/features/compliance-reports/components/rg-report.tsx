// The responsible-gambling tab: per UTC day, limits set or changed by kind, raises waiting, cool-downs and
// self-exclusions started, exclusions lifted, reality checks answered (continued and stopped); and a note
// on how each is counted.
import { useTranslation } from 'react-i18next';
import { column, DataTable } from '../../../components/data-table';
import { useRgReport, type RgDay } from '../api/compliance-reports';

export function RgReport({ range }: { readonly range: { from: string; to: string } }) {
  const { t } = useTranslation();
  const report = useRgReport(range);
  const columns = [
    column<RgDay>('date', t('complianceReports.rg.columns.date'), (row) => row.date),
    ...(['deposit', 'loss', 'wager', 'session'] as const).map((kind) =>
      column<RgDay>(kind, t(`complianceReports.rg.columns.${kind}`), (row) => row.limits_changed[kind]),
    ),
    column<RgDay>('raises', t('complianceReports.rg.columns.raises'), (row) => row.limit_raises_waiting),
    column<RgDay>('coolDowns', t('complianceReports.rg.columns.coolDowns'), (row) => row.cool_downs_started),
    column<RgDay>(
      'selfExclusions',
      t('complianceReports.rg.columns.selfExclusions'),
      (row) => row.self_exclusions_started,
    ),
    column<RgDay>('lifted', t('complianceReports.rg.columns.lifted'), (row) => row.exclusions_lifted),
    column<RgDay>(
      'realityChecks',
      t('complianceReports.rg.columns.realityChecks'),
      (row) => row.reality_checks_answered,
    ),
    column<RgDay>(
      'realityContinued',
      t('complianceReports.rg.columns.realityContinued'),
      (row) => row.reality_checks_continued,
    ),
    column<RgDay>(
      'realityStopped',
      t('complianceReports.rg.columns.realityStopped'),
      (row) => row.reality_checks_stopped,
    ),
  ];
  return (
    <>
      <p className="muted">{t('complianceReports.rg.countingNote')}</p>
      <DataTable
        caption={t('complianceReports.rg.caption')}
        columns={columns}
        rows={report.data?.days}
        isLoading={report.isPending}
        error={report.error}
        onRetry={() => void report.refetch()}
        rowKey={(row) => row.date}
        emptyText={t('complianceReports.rg.empty')}
      />
    </>
  );
}
