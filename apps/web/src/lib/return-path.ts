// Where the login page sends a player afterwards: the protected page they asked for (?next=), never
// another site.
export const returnParam = 'next';

/** A path of this site (`/account/settings?tab=1`), or `/` for anything else (`//evil.test`, `https:`). */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}

/** The login page's address for a guest who asked for `path`. */
export function loginPathFor(path: string): string {
  const target = safeReturnPath(path);
  return target === '/' ? '/login' : `/login?${returnParam}=${encodeURIComponent(target)}`;
}
