// The SEO screen (decision 0719): every route of the site's SEO table in one language, with the title and
// description the operator set (or the site's own texts when none is set); who may manage content edits
// one at a time and may remove an entry, which brings the site's own texts back.
import { adminMay } from '@reelvault/contract/calls/backoffice';
import { seoEntryNames, type SeoEntryName } from '@reelvault/contract/calls/seo-entries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../../components/error-notice';
import { SuccessNotice } from '../../../components/notice';
import { TableScroll } from '../../../components/table-scroll';
import { useOperator } from '../../auth/api/operator';
import { fieldErrorsOf, FormField } from '../../bonuses/components/form-field';
import { useDeleteSeoEntry, useSaveSeoEntry, useSeoEntries, type AdminSeoEntry } from '../api/content';
import { LanguageField } from './language-field';

function SeoForm(props: {
  readonly name: SeoEntryName;
  readonly locale: string;
  readonly entry: AdminSeoEntry | undefined;
  readonly onDone: () => void;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(props.entry?.title ?? '');
  const [description, setDescription] = useState(props.entry?.description ?? '');
  const save = useSaveSeoEntry();
  const errors = fieldErrorsOf(save.error);
  return (
    <form
      aria-label={t('seo.editing', { route: props.name })}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { name: props.name, locale: props.locale, title, description },
          { onSuccess: props.onDone },
        );
      }}
    >
      <FormField label={t('seo.title')} error={errors.title}>
        {(control) => <input {...control} value={title} onChange={(event) => setTitle(event.target.value)} />}
      </FormField>
      <FormField label={t('seo.description')} error={errors.description}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        )}
      </FormField>
      {save.error && Object.keys(errors).length === 0 ? <ErrorNotice error={save.error} /> : null}
      <button type="submit" disabled={save.isPending}>
        {t('seo.save')}
      </button>{' '}
      <button type="button" onClick={props.onDone}>
        {t('seo.cancel')}
      </button>
    </form>
  );
}

export function SeoEntries() {
  const { t } = useTranslation();
  const [locale, setLocale] = useState('en');
  const [editing, setEditing] = useState<SeoEntryName | undefined>(undefined);
  const entries = useSeoEntries(locale);
  const remove = useDeleteSeoEntry();
  const role = useOperator().data?.role;
  const canManage = role !== undefined && adminMay(role, 'content.manage');
  const byName = new Map((entries.data?.data ?? []).map((entry) => [entry.name, entry]));
  return (
    <>
      <div className="filters">
        <LanguageField
          label={t('seo.language')}
          value={locale}
          onChange={(next) => {
            setEditing(undefined);
            setLocale(next);
          }}
        />
      </div>
      <SuccessNotice message={remove.data?.message} />
      {remove.error ? <ErrorNotice error={remove.error} /> : null}
      {entries.error ? <ErrorNotice error={entries.error} onRetry={() => void entries.refetch()} /> : null}
      {editing ? (
        <SeoForm
          key={`${editing}-${locale}`}
          name={editing}
          locale={locale}
          entry={byName.get(editing)}
          onDone={() => setEditing(undefined)}
        />
      ) : null}
      <TableScroll label={t('seo.tableLabel')}>
        <table aria-label={t('seo.tableLabel')}>
          <thead>
            <tr>
              <th scope="col">{t('seo.route')}</th>
              <th scope="col">{t('seo.title')}</th>
              <th scope="col">{t('seo.description')}</th>
              <th scope="col">{t('seo.changed')}</th>
              {canManage ? <th scope="col">{t('seo.actions')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {seoEntryNames.map((name) => {
              const entry = byName.get(name);
              return (
                <tr key={name}>
                  <th scope="row">{name}</th>
                  <td>{entry?.title ?? t('seo.siteText')}</td>
                  <td>{entry?.description ?? t('seo.siteText')}</td>
                  <td>{entry?.updated_by?.email ?? ''}</td>
                  {canManage ? (
                    <td>
                      <button type="button" onClick={() => setEditing(name)}>
                        {t('seo.edit', { route: name })}
                      </button>
                      {entry ? (
                        <button
                          type="button"
                          disabled={remove.isPending}
                          onClick={() => remove.mutate({ name, locale })}
                        >
                          {t('seo.remove', { route: name })}
                        </button>
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}
