// Asks for an exclusion and, once the server took it, logs out through /logout (spec: success logs out
// and goes to /logout; the limits page also clears what this browser kept).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { usePopups } from '@/lib/popup-store';
import { useRequestExclusion, type ExclusionRequest } from '@/features/responsible-gambling/api/exclude';

export function useExclusion(options: { clearStorage?: boolean } = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const popups = usePopups();
  const exclusion = useRequestExclusion();
  const [failure, setFailure] = useState<string>();

  async function exclude(request: ExclusionRequest) {
    setFailure(undefined);
    try {
      await exclusion.mutateAsync(request);
    } catch (error) {
      setFailure(isApiError(error) ? errorText(t, error) : t('selfExclusion.failed'));
      return;
    }
    if (options.clearStorage) globalThis.localStorage.clear();
    popups.closeAll();
    popups.alert({ tone: 'success', title: t('selfExclusion.title'), text: t('selfExclusion.done') });
    void navigate('/logout', { replace: true });
  }

  return { exclude, failure, pending: exclusion.isPending };
}
