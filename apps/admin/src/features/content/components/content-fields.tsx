// The pieces the promotions and hero slides editors share (decision 0313): a tab per site language, the
// schedule's two times, a picture upload with its preview, and the up/down buttons of an ordered list.
import { adminMay } from '@reelvault/contract/calls/backoffice';
import type { ContentImageKind } from '@reelvault/contract/calls/backoffice-promotions';
import { locales } from '@reelvault/contract/constants/locales';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../../components/error-notice';
import { useOperator } from '../../auth/api/operator';
import { fieldErrorsOf, FormField } from '../../bonuses/components/form-field';
import { useUploadContentImage } from '../api/promotions';

/** An ISO time as a `datetime-local` value in the operator's time zone; '' for none. */
export function toLocalInput(iso: string | null): string {
  if (iso === null) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A `datetime-local` value as an ISO time; null for none. */
export function fromLocalInput(value: string): string | null {
  return value === '' ? null : new Date(value).toISOString();
}

/** One tab per language; a language with a text is marked. */
export function LanguageTabs(props: {
  readonly value: string;
  readonly written: readonly string[];
  readonly onChange: (locale: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="tablist" aria-label={t('promotions.languages')} className="tabs tabs--scroll">
      {locales.map((entry) => (
        <button
          key={entry.code}
          type="button"
          role="tab"
          aria-selected={entry.code === props.value}
          onClick={() => props.onChange(entry.code)}
        >
          {entry.label}
          {props.written.includes(entry.code) ? ' ✓' : ''}
        </button>
      ))}
    </div>
  );
}

function TimeField(props: {
  readonly label: string;
  readonly value: string;
  readonly error: string | undefined;
  readonly readOnly: boolean;
  readonly onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type="datetime-local"
        value={props.value}
        readOnly={props.readOnly}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {props.error ? (
        <p id={`${id}-error`} className="field__error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

export function ScheduleFields(props: {
  readonly startsAt: string;
  readonly endsAt: string;
  readonly readOnly: boolean;
  readonly errors: Record<string, string[]>;
  readonly onChange: (schedule: { startsAt: string; endsAt: string }) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend>{t('promotions.schedule')}</legend>
      <TimeField
        label={t('promotions.startsAt')}
        value={props.startsAt}
        error={undefined}
        readOnly={props.readOnly}
        onChange={(startsAt) => props.onChange({ startsAt, endsAt: props.endsAt })}
      />
      <TimeField
        label={t('promotions.endsAt')}
        value={props.endsAt}
        error={props.errors.ends_at?.join(' ')}
        readOnly={props.readOnly}
        onChange={(endsAt) => props.onChange({ startsAt: props.startsAt, endsAt })}
      />
      <p className="hint">{t('promotions.scheduleHint')}</p>
    </fieldset>
  );
}

/** A picture's address with its preview, and a file input that uploads a new one. */
export function ImageField(props: {
  readonly label: string;
  readonly kind: ContentImageKind;
  readonly url: string;
  /** The server's refusal of the picture's address. */
  readonly error?: readonly string[] | undefined;
  readonly readOnly: boolean;
  readonly onChange: (url: string) => void;
}) {
  const { t } = useTranslation();
  const upload = useUploadContentImage();
  const id = useId();
  const refusal = fieldErrorsOf(upload.error).image?.join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      {props.url ? <img src={props.url} alt="" className="content-image-preview" /> : null}
      {props.readOnly ? null : (
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file)
              upload.mutate({ kind: props.kind, file }, { onSuccess: (image) => props.onChange(image.url) });
          }}
        />
      )}
      {upload.isPending ? <p role="status">{t('promotions.uploading')}</p> : null}
      {refusal ? <p className="field__error">{refusal}</p> : null}
      {upload.error && !refusal ? <ErrorNotice error={upload.error} /> : null}
      {props.error ? <p className="field__error">{props.error.join(' ')}</p> : null}
    </div>
  );
}

/** Move up / move down of one row of an ordered list. */
export function OrderButtons(props: {
  readonly name: string;
  readonly first: boolean;
  readonly last: boolean;
  readonly disabled: boolean;
  readonly onMove: (step: -1 | 1) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <button
        type="button"
        disabled={props.disabled || props.first}
        aria-label={t('promotions.moveUp', { name: props.name })}
        onClick={() => props.onMove(-1)}
      >
        ↑
      </button>
      <button
        type="button"
        disabled={props.disabled || props.last}
        aria-label={t('promotions.moveDown', { name: props.name })}
        onClick={() => props.onMove(1)}
      >
        ↓
      </button>
    </>
  );
}

/** Whether the operator may change content (else the screens only read). */
export function useCanManageContent(): boolean {
  const role = useOperator().data?.role;
  return role !== undefined && adminMay(role, 'content.manage');
}

/** One line of text of an editor, with the server's refusal of it. */
export function TextInput(props: {
  readonly label: string;
  readonly value: string;
  readonly error: readonly string[] | undefined;
  readonly readOnly: boolean;
  readonly onChange: (value: string) => void;
}) {
  return (
    <FormField label={props.label} error={props.error}>
      {(control) => (
        <input
          {...control}
          value={props.value}
          readOnly={props.readOnly}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

/** A choice among fixed values, each shown by its label, with the server's refusal of it. */
export function SelectInput<Value extends string>(props: {
  readonly label: string;
  readonly value: Value;
  readonly options: readonly { readonly value: Value; readonly label: string }[];
  readonly error?: readonly string[] | undefined;
  readonly disabled: boolean;
  readonly onChange: (value: Value) => void;
}) {
  return (
    <FormField label={props.label} error={props.error}>
      {(control) => (
        <select
          {...control}
          value={props.value}
          disabled={props.disabled}
          // The options are exactly `props.options`, so the browser can only give back one of their values.
          onChange={(event) => props.onChange(event.target.value as Value)}
        >
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

export function ActiveField(props: {
  readonly checked: boolean;
  readonly readOnly: boolean;
  readonly onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="checkbox">
      <input
        type="checkbox"
        checked={props.checked}
        disabled={props.readOnly}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      {t('promotions.active')}
    </label>
  );
}

/** Save (for who may change content) and back to the list. */
export function EditorActions(props: {
  readonly canManage: boolean;
  readonly saveLabel: string;
  readonly saving: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="actions">
      {props.canManage ? (
        <button type="submit" disabled={props.saving}>
          {props.saveLabel}
        </button>
      ) : null}
      <button type="button" onClick={props.onClose}>
        {t('promotions.close')}
      </button>
    </div>
  );
}

/** A row's edit (or open, for who only reads) button and its place in the order. */
export function RowActions(props: {
  readonly name: string;
  readonly canManage: boolean;
  readonly index: number;
  readonly count: number;
  readonly ordering: boolean;
  readonly onEdit: () => void;
  readonly onMove: (step: -1 | 1) => void;
}) {
  const { t } = useTranslation();
  return (
    <td>
      <button type="button" onClick={props.onEdit}>
        {props.canManage
          ? t('promotions.edit', { name: props.name })
          : t('promotions.view', { name: props.name })}
      </button>
      {props.canManage ? (
        <OrderButtons
          name={props.name}
          first={props.index === 0}
          last={props.index === props.count - 1}
          disabled={props.ordering}
          onMove={props.onMove}
        />
      ) : null}
    </td>
  );
}
