// A catalogue row's actions (its switch, off in red, and the button of its dialog, each named with the row
// for screen readers) and the answer to the operator's last change above the list.
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../../components/error-notice';
import { SuccessNotice } from '../../../components/notice';

export function SwitchActions(props: {
  readonly name: string;
  readonly enabled: boolean;
  readonly pending: boolean;
  readonly onSwitch: () => void;
  readonly editLabel: string;
  readonly onEdit: () => void;
}) {
  const { t } = useTranslation();
  return (
    <span className="row-actions">
      <button
        type="button"
        className={props.enabled ? 'button button--danger' : 'button'}
        disabled={props.pending}
        onClick={props.onSwitch}
      >
        {props.enabled ? t('catalogue.disable') : t('catalogue.enable')}
        <span className="visually-hidden"> {props.name}</span>
      </button>
      <button type="button" className="button" onClick={props.onEdit}>
        {props.editLabel}
        <span className="visually-hidden"> {props.name}</span>
      </button>
    </span>
  );
}

/** The answer to the operator's last change above a list; a refusal shows here unless its dialog is open. */
export function ChangeNotices(props: {
  readonly message: string | undefined;
  readonly error: unknown;
  readonly dialogOpen: boolean;
}) {
  return (
    <>
      <SuccessNotice message={props.message} />
      {!props.dialogOpen && props.error ? <ErrorNotice error={props.error} /> : null}
    </>
  );
}
