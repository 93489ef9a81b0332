// What the sign-in page is told when the app sends an operator there: why (a session that ended, a
// sign-out) and the page to go back to afterwards.
export interface SignInState {
  readonly notice?: 'sessionEnded' | 'signedOut';
  /** A path below /admin, with its search. */
  readonly from?: string;
}

export function readSignInState(state: unknown): SignInState {
  if (typeof state !== 'object' || state === null) return {};
  const { notice, from } = state as Record<string, unknown>;
  return {
    ...(notice === 'sessionEnded' || notice === 'signedOut' ? { notice } : {}),
    // Only a path of this app: never an address elsewhere.
    ...(typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? { from } : {}),
  };
}
