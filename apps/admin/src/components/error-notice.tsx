// A failed call in words: the server's own message when it sent one, otherwise what went wrong on the way.
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-error';

export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => {
    if (isApiError(error)) {
      if (error.code === 'NETWORK_FAILURE') return t('errors.network');
      if (error.code === 'UNEXPECTED_REPLY') return t('errors.unexpectedReply');
      if (error.message) return error.message;
    }
    return t('errors.generic');
  };
}

export function ErrorNotice({
  error,
  onRetry,
}: {
  readonly error: unknown;
  readonly onRetry?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const fieldErrors = isApiError(error) ? Object.values(error.fieldErrors).flat() : [];
  return (
    <div className="notice notice--error" role="alert">
      <p>{errorText(error)}</p>
      {fieldErrors.length > 0 ? (
        <ul>
          {fieldErrors.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
      {onRetry ? (
        <button type="button" onClick={onRetry}>
          {t('errors.retry')}
        </button>
      ) : null}
    </div>
  );
}
