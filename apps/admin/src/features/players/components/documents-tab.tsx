// The documents tab of a player's page: every document the player uploaded (current and replaced); the
// one picked (in the URL) is shown with the verification queue's own review (inline preview of images and
// PDFs, approve or reject with a reason through the admin KYC calls). A decision refetches the page.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { column, DataTable, listQueryProps } from '../../../components/data-table';
import { SuccessNotice } from '../../../components/notice';
import { SplitView } from '../../../components/split-view';
import { formatDateTime } from '../../../lib/format';
import { usePickedRow } from '../../../lib/table-params';
import { useKycDecision } from '../../verification/api/documents';
import { DocumentReview } from '../../verification/components/document-review';
import { playerKey, usePlayerTab, type AdminPlayerDetail, type TabReply } from '../api/players';

type PlayerDocument = TabReply<'documents'>['data'][number];

export function DocumentsTab({
  player,
  page,
}: {
  readonly player: AdminPlayerDetail;
  readonly page: number;
}) {
  const { t } = useTranslation();
  const playerId = player.profile.id;
  const { picked: pickedId, linkTo } = usePickedRow('document', page);
  const tab = usePlayerTab(playerId, 'documents', page);
  const decision = useKycDecision();
  const queryClient = useQueryClient();
  const decided = decision.data;
  useEffect(() => {
    if (decided) void queryClient.invalidateQueries({ queryKey: playerKey(playerId) });
  }, [decided, playerId, queryClient]);

  const picked = tab.data?.data.find((row) => row.id === pickedId);
  const columns = [
    column<PlayerDocument>('uploaded', t('verification.columns.uploaded'), (row) => (
      <time dateTime={row.uploaded_at}>{formatDateTime(row.uploaded_at)}</time>
    )),
    column<PlayerDocument>('kind', t('verification.columns.kind'), (row) => (
      <Link to={linkTo(row.id)} aria-current={row.id === pickedId ? 'true' : undefined}>
        {t(`verification.kinds.${row.kind}`)}
      </Link>
    )),
    column<PlayerDocument>('status', t('verification.columns.status'), (row) => (
      <span className="stack">
        <span className={`badge badge--${row.status}`}>{t(`verification.statuses.${row.status}`)}</span>
        {row.current ? null : <span className="muted">{t('player.documents.replaced')}</span>}
      </span>
    )),
  ];
  const { profile } = player;
  return (
    <>
      <SuccessNotice message={decided?.message} />
      <SplitView
        list={
          <DataTable
            caption={t('player.tabs.documents')}
            columns={columns}
            {...listQueryProps(tab)}
            rowKey={(row) => row.id}
            emptyText={t('player.empty.documents')}
            selectedKey={pickedId}
          />
        }
        detail={
          picked ? (
            <DocumentReview
              key={picked.id}
              decision={decision}
              document={{
                ...picked,
                player: {
                  id: profile.id,
                  username: profile.username,
                  name: profile.name,
                  surname: profile.surname,
                  status: player.status,
                  player_status: player.player_status,
                },
              }}
            />
          ) : (
            <p className="muted">{t('verification.pickOne')}</p>
          )
        }
      />
    </>
  );
}
