import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { shouldRetry } from './query-client';

describe('query retries', () => {
  it('never retries what the player has to fix (4xx)', () => {
    expect(shouldRetry(0, new ApiError(422, 'VALIDATION_FAILED', 'invalid'))).toBe(false);
    expect(shouldRetry(0, new ApiError(401, 'UNAUTHENTICATED', 'log in'))).toBe(false);
  });

  it('retries server and network failures twice', () => {
    const unavailable = new ApiError(503, 'SERVICE_UNAVAILABLE', 'later');
    expect(shouldRetry(0, unavailable)).toBe(true);
    expect(shouldRetry(1, new ApiError(0, 'NETWORK_FAILURE', 'offline'))).toBe(true);
    expect(shouldRetry(2, unavailable)).toBe(false);
  });
});
