// Opens the onboarding wizard when a logged-in player has no name yet (spec: "Onboarding modal shows on
// load when user's name is null"). Once per player and page load: dismissed, it comes back on the next load.
import { useEffect } from 'react';
import { useSession } from '@/lib/auth';
import { usePopups } from '@/lib/popup-store';

const offeredTo = new Set<number>();

export function useOnboardingPrompt(enabled: boolean): void {
  const session = useSession();
  const popups = usePopups();
  const playerId = session.user?.id;
  const needsDetails = session.status === 'player' && session.user.name === null;
  useEffect(() => {
    if (!enabled || !needsDetails || playerId === undefined || offeredTo.has(playerId)) return;
    offeredTo.add(playerId);
    popups.open('onboarding');
  }, [enabled, needsDetails, playerId, popups]);
}
