// The time as the services see it. Services take a Clock instead of calling Date.now() so that tests can
// move time forward (session expiry, reset link expiry, two-factor time steps) without sleeping.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
