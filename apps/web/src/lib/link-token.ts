// The token of an e-mailed link (/reset-password#token=..., /confirm-email#token=...). Links carry it in
// the fragment, which the browser never sends to a server, so no server or proxy log ever holds it. Links
// mailed earlier carried it in the query: those still work, and the page moves the token into the
// fragment at once so that a reload or the page's own requests do not send it again.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

export interface LinkToken {
  readonly token: string | null;
  /** The token came in the query (an older link). */
  readonly inQuery: boolean;
}

export function linkTokenOf(location: { readonly search: string; readonly hash: string }): LinkToken {
  const fromFragment = new URLSearchParams(location.hash.replace(/^#/, '')).get('token');
  if (fromFragment) return { token: fromFragment, inQuery: false };
  const fromQuery = new URLSearchParams(location.search).get('token');
  return fromQuery ? { token: fromQuery, inQuery: true } : { token: null, inQuery: false };
}

/** The address of the same page with the token moved from the query into the fragment. */
export function withTokenInFragment(
  location: { readonly pathname: string; readonly search: string },
  token: string,
) {
  const search = new URLSearchParams(location.search);
  search.delete('token');
  const rest = search.toString();
  return {
    pathname: location.pathname,
    search: rest ? `?${rest}` : '',
    hash: `#${new URLSearchParams({ token }).toString()}`,
  };
}

/** The current page's link token, null when the page was opened without one. */
export function useLinkToken(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const { token, inQuery } = linkTokenOf(location);
  useEffect(() => {
    if (token && inQuery) void navigate(withTokenInFragment(location, token), { replace: true });
  }, [token, inQuery, location, navigate]);
  return token;
}
