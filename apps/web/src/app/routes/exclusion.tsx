// /cooldown, /self-exclusion and /onboarding open their popups over the lobby and go on to /; a guest goes
// to /login first (RequirePlayer).
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '@/lib/auth';
import { usePopups } from '@/lib/popup-store';

function useOpenWhenPlayer(popup: 'cool-down' | 'self-exclusion' | 'onboarding'): boolean {
  const session = useSession();
  const popups = usePopups();
  const ready = session.status === 'player';
  useEffect(() => {
    if (ready) popups.open(popup);
  }, [ready, popups, popup]);
  return ready;
}

export function CoolDownRoute() {
  return useOpenWhenPlayer('cool-down') ? <Navigate to="/" replace /> : null;
}

export function SelfExclusionRoute() {
  return useOpenWhenPlayer('self-exclusion') ? <Navigate to="/" replace /> : null;
}

export function OnboardingRoute() {
  return useOpenWhenPlayer('onboarding') ? <Navigate to="/" replace /> : null;
}
