// When a queued item came in, and how long it has waited (queues run oldest first).
import { useTranslation } from 'react-i18next';
import { formatDateTime, waitedSince } from '../lib/format';

export function Waited({ since }: { readonly since: string }) {
  const { t } = useTranslation();
  const waited = waitedSince(since);
  return (
    <>
      <time dateTime={since}>{formatDateTime(since)}</time>
      <span className="muted"> {t(`waited.${waited.unit}`, { count: waited.count })}</span>
    </>
  );
}
