// What the promotions and hero slides screens share (decision 0313): the list in the order players see it,
// with up/down buttons and an editor for one row, and the editor's frame, schedule and texts per language.
import { defaultLocale } from '@reelvault/contract/constants/locales';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../../components/error-notice';
import { SuccessNotice } from '../../../components/notice';
import { moved } from '../api/promotions';
import {
  EditorActions,
  fromLocalInput,
  RowActions,
  toLocalInput,
  useCanManageContent,
} from './content-fields';

/** A promotion or a slide as the list needs it: its id and its title per language. */
interface OrderedRow {
  readonly id: number;
  readonly texts: Readonly<Record<string, { readonly title: string } | undefined>>;
}

export function OrderedContentScreen<Row extends OrderedRow>(props: {
  readonly rows: {
    readonly data: { readonly data: Row[] } | undefined;
    readonly error: Error | null;
    readonly refetch: () => Promise<unknown>;
  };
  readonly order: {
    readonly data: { readonly message: string } | undefined;
    readonly error: Error | null;
    readonly isPending: boolean;
    readonly mutate: (ids: number[]) => void;
  };
  readonly loadingLabel: string;
  readonly createLabel: string;
  readonly caption: string;
  /** The columns between the title and the actions. */
  readonly headers: readonly string[];
  readonly cells: (row: Row, name: string) => ReactNode;
  /** Notices of the screen's other changes, under the order's. */
  readonly notices?: ReactNode;
  readonly editor: (row: Row | undefined, onDone: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const canManage = useCanManageContent();
  const [editing, setEditing] = useState<number | 'new' | undefined>(undefined);
  const { rows, order } = props;
  if (rows.error) return <ErrorNotice error={rows.error} onRetry={() => void rows.refetch()} />;
  if (!rows.data) return <p role="status">{props.loadingLabel}</p>;
  const list = rows.data.data;
  const ids = list.map((row) => row.id);
  if (editing !== undefined) {
    const row = list.find((candidate) => candidate.id === editing);
    return <Fragment key={String(editing)}>{props.editor(row, () => setEditing(undefined))}</Fragment>;
  }
  return (
    <>
      {canManage ? (
        <button type="button" onClick={() => setEditing('new')}>
          {props.createLabel}
        </button>
      ) : null}
      <SuccessNotice message={order.data?.message} />
      {order.error ? <ErrorNotice error={order.error} /> : null}
      {props.notices}
      <table>
        <caption className="sr-only">{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('promotions.title')}</th>
            {props.headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
            <th scope="col">{t('promotions.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((row, index) => {
            const name = row.texts[defaultLocale]?.title ?? String(row.id);
            return (
              <tr key={row.id}>
                <td>{name}</td>
                {props.cells(row, name)}
                <RowActions
                  name={name}
                  canManage={canManage}
                  index={index}
                  count={list.length}
                  ordering={order.isPending}
                  onEdit={() => setEditing(row.id)}
                  onMove={(step) => order.mutate(moved(ids, index, step))}
                />
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}

/** An editor's heading, its form, the save's refusal, and save and close. */
export function ContentEditorForm(props: {
  readonly heading: string;
  readonly canManage: boolean;
  readonly saveLabel: string;
  readonly save: { readonly error: Error | null; readonly isPending: boolean };
  readonly errors: Record<string, string[]>;
  readonly onSave: () => void;
  readonly onClose: () => void;
  readonly children: ReactNode;
  /** What stands under the form, outside it. */
  readonly after?: ReactNode;
}) {
  const { save } = props;
  return (
    <section aria-label={props.heading}>
      <h2>{props.heading}</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          props.onSave();
        }}
      >
        {props.children}
        {save.error && Object.keys(props.errors).length === 0 ? <ErrorNotice error={save.error} /> : null}
        <EditorActions
          canManage={props.canManage}
          saveLabel={props.saveLabel}
          saving={save.isPending}
          onClose={props.onClose}
        />
      </form>
      {props.after}
    </section>
  );
}

/** The schedule being edited, as the fields show it and as the server takes it. */
export function useSchedule(
  saved: { readonly starts_at: string | null; readonly ends_at: string | null } | undefined,
) {
  const [schedule, setSchedule] = useState({
    startsAt: toLocalInput(saved?.starts_at ?? null),
    endsAt: toLocalInput(saved?.ends_at ?? null),
  });
  const times = { starts_at: fromLocalInput(schedule.startsAt), ends_at: fromLocalInput(schedule.endsAt) };
  return { schedule, setSchedule, times };
}

/**
 * The texts per language being edited and the language on screen. `written` holds the languages with
 * some text; a language left blank is not sent (players read English there).
 */
export function useLanguageTexts<Text extends Record<string, string>>(
  saved: Record<string, Text> | undefined,
  blank: Text,
) {
  const [texts, setTexts] = useState<Record<string, Text>>(saved ?? {});
  const [locale, setLocale] = useState<string>(defaultLocale);
  const written = Object.fromEntries(
    Object.entries(texts).filter(([, text]) => Object.values(text).some((value) => value.trim() !== '')),
  );
  const text = texts[locale] ?? blank;
  const setText = (change: Partial<Text>) => setTexts({ ...texts, [locale]: { ...text, ...change } });
  return { locale, setLocale, text, setText, written };
}

/** The server's refusal of a field of the text in `locale` (the title also carries the language's own). */
export function textError(
  errors: Record<string, string[]>,
  locale: string,
  field: string,
): string[] | undefined {
  return field === 'title'
    ? (errors[`texts.${locale}.title`] ?? errors[`texts.${locale}`])
    : errors[`texts.${locale}.${field}`];
}
