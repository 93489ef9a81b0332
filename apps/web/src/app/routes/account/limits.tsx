// /account/limits: responsible-gambling limits and self-exclusion.
import { LimitsPage } from '@/features/responsible-gambling/components/limits-page';

export function AccountLimitsRoute() {
  return <LimitsPage />;
}
