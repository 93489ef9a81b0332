// The lobby's categories (decision 0807): per type (slots, live casino) in lobby order, put in order by
// drag and drop and saved; each renamed (a name per language, English required, other languages falling
// back to it), hidden or shown; new categories created last in their type. Who only reads sees the lists.
import type { AdminCatalogueCategory } from '@reelvault/contract/calls/backoffice-catalogue';
import { locales } from '@reelvault/contract/constants/locales';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../../components/error-notice';
import { SuccessNotice } from '../../../components/notice';
import { useCatalogueCategories } from '../api/catalogue';
import { useCatalogueListChange, type CategoryChange } from '../api/catalogue-lists';
import { CatalogueDialog, type DialogProps } from './catalogue-dialog';
import { SortableList } from './sortable-list';
import { useMayManageCatalogue } from './use-catalogue-actions';

export function CategoriesEditor() {
  const categories = useCatalogueCategories();
  const change = useCatalogueListChange();
  const mayManage = useMayManageCatalogue();
  const [message, setMessage] = useState<string | undefined>();
  const [renaming, setRenaming] = useState<AdminCatalogueCategory | null>(null);
  const all = categories.data?.data ?? [];

  const send = (request: CategoryChange, after?: () => void) => {
    setMessage(undefined);
    change.mutate(request, {
      onSuccess: (reply) => {
        setMessage(reply.message);
        after?.();
      },
    });
  };

  if (categories.error)
    return <ErrorNotice error={categories.error} onRetry={() => void categories.refetch()} />;
  return (
    <>
      <SuccessNotice message={message} />
      {change.error && !renaming ? <ErrorNotice error={change.error} /> : null}
      {mayManage ? <CreateForm pending={change.isPending} onCreate={(request) => send(request)} /> : null}
      {([4, 5] as const).map((type) => (
        <TypeOrder
          key={type}
          type={type}
          categories={all.filter((category) => category.type === type)}
          mayManage={mayManage}
          pending={change.isPending}
          onSend={send}
          onRename={(category) => {
            change.reset();
            setRenaming(category);
          }}
        />
      ))}
      {renaming ? (
        <RenameDialog
          category={renaming}
          pending={change.isPending}
          error={change.error}
          onSubmit={(names) => send({ kind: 'rename', id: renaming.id, names }, () => setRenaming(null))}
          onClose={() => setRenaming(null)}
        />
      ) : null}
    </>
  );
}

function TypeOrder(props: {
  readonly type: 4 | 5;
  readonly categories: readonly AdminCatalogueCategory[];
  readonly mayManage: boolean;
  readonly pending: boolean;
  readonly onSend: (request: CategoryChange) => void;
  readonly onRename: (category: AdminCatalogueCategory) => void;
}) {
  const { t } = useTranslation();
  // The operator's order of ids; each row drawn as the server holds it now (a new category comes last).
  const [ids, setIds] = useState(() => props.categories.map((category) => category.id));
  const byId = new Map(props.categories.map((category) => [category.id, category]));
  const order = [
    ...ids.flatMap((id) => byId.get(id) ?? []),
    ...props.categories.filter((category) => !ids.includes(category.id)),
  ];
  const title = props.type === 5 ? t('catalogue.types.live') : t('catalogue.types.slot');
  const dirty = order.map((category) => category.id).join() !== props.categories.map((c) => c.id).join();
  const row = (category: AdminCatalogueCategory) => (
    <>
      <span className="sortable-list__name">
        {category.name} <span className="muted">/{category.slug}</span>
        {category.hidden ? <span className="muted"> {t('catalogue.categories.hidden')}</span> : null}
      </span>
      {props.mayManage ? (
        <span className="row-actions">
          <button type="button" className="button" onClick={() => props.onRename(category)}>
            {t('catalogue.categories.rename')}
            <span className="visually-hidden"> {category.name}</span>
          </button>
          <button
            type="button"
            className="button"
            disabled={props.pending}
            onClick={() => props.onSend({ kind: 'hide', id: category.id, hidden: !category.hidden })}
          >
            {category.hidden ? t('catalogue.categories.show') : t('catalogue.categories.hide')}
            <span className="visually-hidden"> {category.name}</span>
          </button>
        </span>
      ) : null}
    </>
  );
  return (
    <section aria-labelledby={`categories-${String(props.type)}`}>
      <h2 id={`categories-${String(props.type)}`}>{title}</h2>
      {props.mayManage ? (
        <>
          <SortableList
            items={order.map((category) => ({ ...category, label: category.name }))}
            label={t('catalogue.categories.orderLabel', { type: title })}
            onReorder={(ordered) => setIds(ordered.map((category) => category.id))}
          >
            {row}
          </SortableList>
          <div className="actions">
            <button
              type="button"
              className="button button--primary"
              disabled={!dirty || props.pending}
              onClick={() => props.onSend({ kind: 'order', type: props.type, ids: order.map((c) => c.id) })}
            >
              {t('catalogue.categories.saveOrder')}
            </button>
          </div>
        </>
      ) : (
        <ol className="sortable-list" aria-label={t('catalogue.categories.orderLabel', { type: title })}>
          {order.map((category) => (
            <li key={category.id} className="sortable-list__row">
              {row(category)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function CreateForm(props: {
  readonly pending: boolean;
  readonly onCreate: (request: CategoryChange) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [type, setType] = useState<4 | 5>(4);
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onCreate({ kind: 'create', type, names: { en: name.trim() }, slug: slug.trim() || undefined });
  };
  return (
    <form className="filters" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('catalogue.categories.createTitle')}</h2>
      <div className="field">
        <label htmlFor={`${id}-type`}>{t('catalogue.games.columns.type')}</label>
        <select
          id={`${id}-type`}
          value={type}
          onChange={(event) => setType(event.target.value === '5' ? 5 : 4)}
        >
          <option value="4">{t('catalogue.types.slot')}</option>
          <option value="5">{t('catalogue.types.live')}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-name`}>{t('catalogue.categories.englishName')}</label>
        <input
          id={`${id}-name`}
          required
          maxLength={60}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-slug`}>{t('catalogue.categories.slug')}</label>
        <input id={`${id}-slug`} maxLength={60} value={slug} onChange={(e) => setSlug(e.target.value)} />
      </div>
      <button type="submit" className="button button--primary" disabled={props.pending || !name.trim()}>
        {t('catalogue.categories.create')}
      </button>
    </form>
  );
}

function RenameDialog(
  props: DialogProps & {
    readonly category: AdminCatalogueCategory;
    readonly onSubmit: (names: Record<string, string>) => void;
  },
) {
  const { t } = useTranslation();
  const fieldId = useId();
  const [names, setNames] = useState<Record<string, string>>({
    en: props.category.name,
    ...props.category.names,
  });
  const submit = () =>
    props.onSubmit(
      Object.fromEntries(
        Object.entries(names)
          .map(([code, name]) => [code, name.trim()])
          .filter(([, name]) => name !== ''),
      ),
    );
  return (
    <CatalogueDialog
      title={t('catalogue.categories.renameTitle', { name: props.category.name })}
      description={t('catalogue.categories.renameEffect')}
      pending={props.pending}
      error={props.error}
      onClose={props.onClose}
      onSubmit={submit}
    >
      {locales.map((locale) => (
        <div className="field" key={locale.code}>
          <label htmlFor={`${fieldId}-${locale.code}`}>
            {locale.code === 'en'
              ? t('catalogue.categories.englishName')
              : t('catalogue.categories.nameIn', { language: locale.label })}
          </label>
          <input
            id={`${fieldId}-${locale.code}`}
            lang={locale.bcp47}
            dir={locale.rtl ? 'rtl' : 'ltr'}
            required={locale.code === 'en'}
            maxLength={60}
            value={names[locale.code] ?? ''}
            onChange={(event) => setNames({ ...names, [locale.code]: event.target.value })}
          />
        </div>
      ))}
    </CatalogueDialog>
  );
}
