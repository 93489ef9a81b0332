// The gate of the player-only routes (spec, "Auth-required routes"): a guest goes to /login, which sends
// them back here afterwards. A session that ends while the page is open (a 401) lands here too.
import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPathFor } from '@/lib/return-path';
import { useAuthToken } from '@/lib/auth-store';

export function RequirePlayer() {
  const token = useAuthToken();
  const location = useLocation();
  if (token === null) return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  return <Outlet />;
}
