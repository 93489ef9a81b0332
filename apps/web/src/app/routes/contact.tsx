// /contact (player-only): opens the support form over the lobby, as the spec's popup routes do.
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useOpenSupport } from '@/features/support/hooks/use-open-support';

export function ContactRoute() {
  const openSupport = useOpenSupport();
  useEffect(() => {
    openSupport();
  }, [openSupport]);
  return <Navigate to="/" replace />;
}
