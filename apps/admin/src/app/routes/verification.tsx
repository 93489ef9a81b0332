// /admin/verification: documents waiting for review, oldest first; the one picked is shown beside the
// list (below it on a phone). The status filter and the picked document are in the URL.
import { documentStatuses } from '@reelvault/contract/constants/kyc';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { column, DataTable } from '../../components/data-table';
import { SuccessNotice } from '../../components/notice';
import { FilterSelect } from '../../components/table-filters';
import { Waited } from '../../components/waited';
import {
  useKycDecision,
  useKycDocuments,
  verificationQueueParams,
  type AdminKycDocument,
} from '../../features/verification/api/documents';
import { DocumentReview } from '../../features/verification/components/document-review';
import { patchTableParams, useTableParams } from '../../lib/table-params';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Permitted } from '../shell/permitted';

export function VerificationPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('verification.title'));
  return (
    <Permitted permission="kyc.review">
      <VerificationQueue />
    </Permitted>
  );
}

function VerificationQueue() {
  const { t } = useTranslation();
  const { params, search } = useTableParams(verificationQueueParams);
  const list = useKycDocuments(params.status);
  const decision = useKycDecision();
  const rows = list.data?.data;
  const picked = rows?.find((row) => row.id === params.document);
  const linkTo = (id: string) => ({ search: `?${patchTableParams(search, { document: id }).toString()}` });

  const columns = [
    column<AdminKycDocument>('uploaded', t('verification.columns.uploaded'), (row) => (
      <Waited since={row.uploaded_at} />
    )),
    column<AdminKycDocument>('player', t('verification.columns.player'), (row) => (
      <span className="stack">
        <span>{row.player.username}</span>
        <span className="muted">{[row.player.name, row.player.surname].filter(Boolean).join(' ')}</span>
      </span>
    )),
    column<AdminKycDocument>('kind', t('verification.columns.kind'), (row) => (
      <Link to={linkTo(row.id)} aria-current={row.id === params.document ? 'true' : undefined}>
        {t(`verification.kinds.${row.kind}`)}
      </Link>
    )),
    column<AdminKycDocument>('status', t('verification.columns.status'), (row) => (
      <span className={`badge badge--${row.status}`}>{t(`verification.statuses.${row.status}`)}</span>
    )),
  ];

  return (
    <section className="page">
      <h1>{t('verification.title')}</h1>
      <div className="filters">
        <FilterSelect
          name="status"
          label={t('verification.filters.status')}
          value={params.status}
          options={documentStatuses
            .filter((status) => status !== 'not_submitted')
            .map((status) => ({ value: status, label: t(`verification.statuses.${status}`) }))}
        />
      </div>
      <SuccessNotice message={decision.isSuccess ? decision.data.message : undefined} />
      <div className="split">
        <div className="split__list">
          <DataTable
            caption={t('verification.caption')}
            columns={columns}
            rows={rows}
            rowKey={(row) => row.id}
            isLoading={list.isPending}
            error={list.error}
            onRetry={() => void list.refetch()}
            emptyText={t('verification.empty')}
            selectedKey={params.document}
          />
        </div>
        <div className="split__detail">
          {picked ? (
            <DocumentReview key={picked.id} document={picked} decision={decision} />
          ) : (
            <p className="muted">{t('verification.pickOne')}</p>
          )}
        </div>
      </div>
    </section>
  );
}
