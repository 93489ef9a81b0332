// The code the redeem popup opens with when a link carried one (`/redeem?code=...`). The popup reads it as
// it renders and clears it once it is on screen: a render React throws away (the popup's code still
// loading, a suspended tree) must not use it up.
let pending = '';

export function setRedeemCode(code: string): void {
  pending = code;
}

export function peekRedeemCode(): string {
  return pending;
}

export function clearRedeemCode(): void {
  pending = '';
}
