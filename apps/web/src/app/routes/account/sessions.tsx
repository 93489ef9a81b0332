// /account/sessions: the session history.
import { SessionHistory } from '@/features/account/components/session-history';

export function AccountSessionsRoute() {
  return <SessionHistory />;
}
