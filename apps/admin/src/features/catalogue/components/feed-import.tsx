// Feed import from the screen (decision 0807): the operator chooses a feed file (the format of
// `npm run catalogue:import`), the server checks it with the command's own code and answers what importing
// it changes (new, changed with their fields, retired games) or every problem with its line; the operator
// then applies it, and the screen follows the job's progress until it is done.
import {
  catalogueFeedUploadMaxBytes,
  type AdminCatalogueImport,
} from '@reelvault/contract/calls/backoffice-catalogue';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../../components/error-notice';
import { SuccessNotice } from '../../../components/notice';
import { isApiError } from '../../../lib/api-error';
import { useApplyImport, useImportStatus, usePreviewImport } from '../api/catalogue-lists';

export function FeedImport() {
  const { t } = useTranslation();
  const fileId = useId();
  const previewCall = usePreviewImport();
  const applyCall = useApplyImport();
  const [tooLarge, setTooLarge] = useState(false);
  const current = useImportStatus(previewCall.data?.data.id);
  const shown = current.data?.data ?? previewCall.data?.data;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    applyCall.reset();
    setTooLarge(file.size > catalogueFeedUploadMaxBytes);
    if (file.size > catalogueFeedUploadMaxBytes) return;
    previewCall.mutate({ name: file.name, text: await readText(file) });
  };

  return (
    <>
      <div className="field">
        <label htmlFor={fileId}>{t('catalogue.import.file')}</label>
        <input
          id={fileId}
          type="file"
          accept="application/json,.json"
          onChange={(event) => void choose(event)}
        />
        <p className="field__hint">
          {t('catalogue.import.fileHint', { megabytes: catalogueFeedUploadMaxBytes / 1024 / 1024 })}
        </p>
      </div>
      {previewCall.isPending ? <p role="status">{t('catalogue.import.checking')}</p> : null}
      {tooLarge ? (
        <p className="notice notice--error" role="alert">
          {t('catalogue.import.tooLarge', { megabytes: catalogueFeedUploadMaxBytes / 1024 / 1024 })}
        </p>
      ) : null}
      {previewCall.error ? <FeedProblems error={previewCall.error} /> : null}
      {shown && !previewCall.isPending && !previewCall.error ? (
        <Preview
          preview={shown}
          pending={applyCall.isPending}
          error={applyCall.error}
          onApply={() => applyCall.mutate(shown.id)}
        />
      ) : null}
    </>
  );
}

/** A file's text (FileReader: read the same in every browser). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('the file cannot be read'));
    reader.readAsText(file);
  });
}

/** A refused feed: each problem under its place, its line first; any other failure as it came. */
function FeedProblems({ error }: { readonly error: unknown }) {
  const { t } = useTranslation();
  if (!isApiError(error) || error.status !== 422) return <ErrorNotice error={error} />;
  const problems = Object.entries(error.fieldErrors);
  return (
    <div className="notice notice--error" role="alert">
      <p>{error.message}</p>
      <div className="data-table">
        <table>
          <caption>{t('catalogue.import.problemsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('catalogue.import.place')}</th>
              <th scope="col">{t('catalogue.import.problem')}</th>
            </tr>
          </thead>
          <tbody>
            {problems.flatMap(([place, messages]) =>
              messages.map((text) => (
                <tr key={`${place} ${text}`}>
                  <td>
                    <code>{place}</code>
                  </td>
                  <td>{text}</td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function Preview(props: {
  readonly preview: AdminCatalogueImport;
  readonly pending: boolean;
  readonly error: unknown;
  readonly onApply: () => void;
}) {
  const { t } = useTranslation();
  const { preview } = props;
  const { done, total } = preview.progress;
  const nothing =
    preview.games.new + preview.games.changed + preview.games.retired === 0 &&
    preview.studios.new + preview.studios.changed + preview.studios.retired === 0 &&
    preview.page_lists.length === 0;
  return (
    <section aria-labelledby="import-preview">
      <h2 id="import-preview">{t('catalogue.import.previewTitle', { file: preview.file_name })}</h2>
      <dl className="facts">
        {(['new', 'changed', 'retired', 'unchanged'] as const).map((kind) => (
          <div key={kind}>
            <dt>{t(`catalogue.import.games.${kind}`)}</dt>
            <dd>{preview.games[kind]}</dd>
          </div>
        ))}
        {(['new', 'changed', 'retired'] as const).map((kind) => (
          <div key={`studios-${kind}`}>
            <dt>{t(`catalogue.import.studios.${kind}`)}</dt>
            <dd>{preview.studios[kind]}</dd>
          </div>
        ))}
      </dl>
      {preview.page_lists.length > 0 ? (
        <p>{t('catalogue.import.pageLists', { lists: preview.page_lists.join(', ') })}</p>
      ) : null}
      <GameList
        caption={t('catalogue.import.newCaption')}
        rows={preview.new_games.map((game) => [game.identifier, game.name, game.studio])}
        total={preview.games.new}
        third={t('catalogue.games.columns.studio')}
      />
      <GameList
        caption={t('catalogue.import.changedCaption')}
        rows={preview.changed_games.map((game) => [
          game.identifier,
          game.name,
          game.fields
            .map((field) => t(`catalogue.import.fields.${field}`, { defaultValue: field }))
            .join(', '),
        ])}
        total={preview.games.changed}
        third={t('catalogue.import.fieldsColumn')}
      />
      <GameList
        caption={t('catalogue.import.retiredCaption')}
        rows={preview.retired_games.map((game) => [game.identifier, game.name, ''])}
        total={preview.games.retired}
      />
      {preview.status === 'preview' || preview.status === 'failed' ? (
        <div className="actions">
          <button
            type="button"
            className="button button--primary"
            disabled={props.pending || nothing}
            onClick={props.onApply}
          >
            {t('catalogue.import.apply')}
          </button>
          {nothing ? <p>{t('catalogue.import.nothing')}</p> : null}
        </div>
      ) : null}
      {preview.status === 'failed' && preview.error ? (
        <p className="notice notice--error" role="alert">
          {preview.error}
        </p>
      ) : null}
      {preview.status === 'applying' ? (
        <div role="status">
          <label>
            {t('catalogue.import.applying', { done, total })}{' '}
            <progress max={Math.max(total, 1)} value={done} />
          </label>
        </div>
      ) : null}
      <SuccessNotice message={preview.status === 'applied' ? t('catalogue.import.applied') : undefined} />
      {preview.status === 'stale' ? (
        <p className="notice notice--error" role="alert">
          {t('catalogue.import.stale')}
        </p>
      ) : null}
      {props.error ? <ErrorNotice error={props.error} /> : null}
    </section>
  );
}

function GameList(props: {
  readonly caption: string;
  readonly rows: readonly (readonly [string, string, string])[];
  readonly total: number;
  readonly third?: string;
}) {
  const { t } = useTranslation();
  if (props.total === 0) return null;
  return (
    <div className="data-table">
      <table>
        <caption>
          {props.caption}
          {props.rows.length < props.total
            ? ` ${t('catalogue.import.firstOf', { shown: props.rows.length, total: props.total })}`
            : ''}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('catalogue.import.identifier')}</th>
            <th scope="col">{t('catalogue.games.columns.name')}</th>
            {props.third ? <th scope="col">{props.third}</th> : null}
          </tr>
        </thead>
        <tbody>
          {props.rows.map(([identifier, name, third]) => (
            <tr key={identifier}>
              <td>
                <code>{identifier}</code>
              </td>
              <td>{name}</td>
              {props.third ? <td>{third}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
