// A legal page's versions in one language, newest first: number, author, time, change note, which is
// published, the publish action for who may manage content, and each version's difference to the one
// before it (lines added and removed).
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../../components/error-notice';
import { formatDateTime } from '../../../lib/format';
import type { AdminLegalPageVersion } from '../api/content';
import { versionDiff } from './version-diff';

function Difference({ before, after }: { readonly before: string; readonly after: string }) {
  const { t } = useTranslation();
  return (
    <pre className="version-diff" aria-label={t('legal.difference')}>
      {versionDiff(before, after).map((part, index) =>
        part.kind === 'added' ? (
          <ins key={index} aria-label={t('legal.added')}>
            {part.text}
          </ins>
        ) : part.kind === 'removed' ? (
          <del key={index} aria-label={t('legal.removed')}>
            {part.text}
          </del>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </pre>
  );
}

export function VersionHistory(props: {
  readonly versions: readonly AdminLegalPageVersion[];
  readonly canManage: boolean;
  readonly publishing: boolean;
  readonly publishError: unknown;
  readonly onPublish: (version: AdminLegalPageVersion) => void;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="legal-history" className="legal-history">
      <h2 id="legal-history">{t('legal.history')}</h2>
      {props.publishError ? <ErrorNotice error={props.publishError} /> : null}
      <ol>
        {props.versions.map((version, index) => {
          const previous = props.versions[index + 1];
          return (
            <li key={version.id} aria-label={t('legal.versionLabel', { version: version.version })}>
              <p>
                <strong>{t('legal.versionLabel', { version: version.version })}</strong>{' '}
                {version.published ? <span className="badge">{t('legal.published')}</span> : null}
              </p>
              <p>
                {t('legal.savedBy', {
                  who: version.author?.email ?? t('legal.platform'),
                  when: formatDateTime(version.created_at),
                })}
              </p>
              <p>{t('legal.note', { note: version.note })}</p>
              {props.canManage && !version.published ? (
                <button type="button" disabled={props.publishing} onClick={() => props.onPublish(version)}>
                  {t('legal.publish', { version: version.version })}
                </button>
              ) : null}
              <details>
                <summary>
                  {previous
                    ? t('legal.changesSince', { version: previous.version })
                    : t('legal.firstVersion')}
                </summary>
                <Difference
                  before={previous ? `${previous.title}\n\n${previous.content}` : ''}
                  after={`${version.title}\n\n${version.content}`}
                />
              </details>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
