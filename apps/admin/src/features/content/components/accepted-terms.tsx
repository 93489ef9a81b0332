// On a player's page: the version of the terms the player accepted at registration (decision 0719).
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { usePlayerTerms } from '../api/content';

export function AcceptedTerms({ playerId }: { readonly playerId: number }) {
  const { t } = useTranslation();
  const terms = usePlayerTerms(playerId);
  if (terms.error || !terms.data) return null;
  const accepted = terms.data.data;
  return (
    <p className="accepted-terms">
      {accepted
        ? t('legal.acceptedTerms', {
            version: accepted.version,
            locale: accepted.locale,
            when: formatDateTime(accepted.accepted_at),
          })
        : t('legal.noAcceptedTerms')}
    </p>
  );
}
