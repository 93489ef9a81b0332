// The legal pages screen (decision 0719): pick a page and a language, edit its title and markdown text
// with a preview drawn as the player site draws it, save it with a change note as a new version, and
// publish a version from the history, where each version shows its difference to the one before.
import { adminMay } from '@reelvault/contract/calls/backoffice';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../../components/error-notice';
import { SuccessNotice } from '../../../components/notice';
import { useOperator } from '../../auth/api/operator';
import { fieldErrorsOf, FormField } from '../../bonuses/components/form-field';
import {
  useLegalPages,
  useLegalPageVersions,
  usePublishLegalPage,
  useSaveLegalPage,
  type AdminLegalPageVersion,
} from '../api/content';
import { LanguageField } from './language-field';
import { MarkdownPreview } from './markdown-preview';
import { VersionHistory } from './version-history';

type SaveMutation = ReturnType<typeof useSaveLegalPage>;

/** The form starts from the latest version; a saved version starts it again (its key changes). */
function Draft(props: {
  readonly locale: string;
  readonly start: AdminLegalPageVersion | undefined;
  readonly canManage: boolean;
  readonly save: SaveMutation;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(props.start?.title ?? '');
  const [content, setContent] = useState(props.start?.content ?? '');
  const [note, setNote] = useState('');
  const { save } = props;
  const errors = fieldErrorsOf(save.error);
  return (
    <div className="legal-editor">
      <form
        aria-label={t('legal.editor')}
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ locale: props.locale, title, content, note });
        }}
      >
        <FormField label={t('legal.title')} error={errors.title}>
          {(control) => (
            <input
              {...control}
              value={title}
              readOnly={!props.canManage}
              onChange={(event) => setTitle(event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('legal.content')} error={errors.content}>
          {(control) => (
            <textarea
              {...control}
              rows={16}
              value={content}
              readOnly={!props.canManage}
              onChange={(event) => setContent(event.target.value)}
            />
          )}
        </FormField>
        {props.canManage ? (
          <>
            <FormField label={t('legal.changeNote')} error={errors.note}>
              {(control) => (
                <input {...control} value={note} onChange={(event) => setNote(event.target.value)} />
              )}
            </FormField>
            {save.error && Object.keys(errors).length === 0 ? <ErrorNotice error={save.error} /> : null}
            <button type="submit" disabled={save.isPending}>
              {t('legal.save')}
            </button>
          </>
        ) : null}
      </form>
      <section aria-labelledby="legal-preview" className="legal-editor__preview">
        <h2 id="legal-preview">{t('legal.preview')}</h2>
        <MarkdownPreview title={title} text={content} />
      </section>
    </div>
  );
}

function PageLanguage({ pageId, locale }: { readonly pageId: number; readonly locale: string }) {
  const role = useOperator().data?.role;
  const canManage = role !== undefined && adminMay(role, 'content.manage');
  const versions = useLegalPageVersions(pageId, locale);
  const publish = usePublishLegalPage();
  const save = useSaveLegalPage(pageId);
  if (versions.error) return <ErrorNotice error={versions.error} onRetry={() => void versions.refetch()} />;
  if (!versions.data) return null;
  const list = versions.data.data;
  const latest = list[0];
  return (
    <>
      <Draft key={`${pageId}-${locale}-${latest?.id ?? 0}`} {...{ locale, canManage, save }} start={latest} />
      <SuccessNotice message={save.data?.message} />
      <SuccessNotice message={publish.data?.message} />
      <VersionHistory
        versions={list}
        canManage={canManage}
        publishing={publish.isPending}
        publishError={publish.error}
        onPublish={(version) => publish.mutate(version)}
      />
    </>
  );
}

export function LegalPagesEditor() {
  const { t } = useTranslation();
  const pages = useLegalPages();
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const [locale, setLocale] = useState('en');
  const pageField = useId();
  if (pages.error) return <ErrorNotice error={pages.error} onRetry={() => void pages.refetch()} />;
  if (!pages.data) return <p role="status">{t('legal.loading')}</p>;
  const list = pages.data.data;
  const pageId = chosen ?? list[0]?.id;
  const page = list.find((candidate) => candidate.id === pageId);
  const language = page?.languages.find((candidate) => candidate.locale === locale);
  return (
    <>
      <div className="filters">
        <div className="field">
          <label htmlFor={pageField}>{t('legal.page')}</label>
          <select id={pageField} value={pageId} onChange={(event) => setChosen(Number(event.target.value))}>
            {list.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.languages.find((entry) => entry.locale === 'en')?.title ?? candidate.slug}
              </option>
            ))}
          </select>
        </div>
        <LanguageField label={t('legal.language')} value={locale} onChange={setLocale} />
      </div>
      <p>
        {language?.published_version
          ? t('legal.publishedVersion', { version: language.published_version })
          : t('legal.noPublishedVersion')}
      </p>
      {pageId === undefined ? <p>{t('legal.noPages')}</p> : <PageLanguage pageId={pageId} locale={locale} />}
    </>
  );
}
