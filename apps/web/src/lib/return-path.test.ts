import { describe, expect, it } from 'vitest';
import { loginPathFor, safeReturnPath } from './return-path';

describe('return path after login', () => {
  it('sends a guest to the login page with the page they asked for', () => {
    expect(loginPathFor('/account/settings')).toBe('/login?next=%2Faccount%2Fsettings');
    expect(loginPathFor('/account?tab=2')).toBe('/login?next=%2Faccount%3Ftab%3D2');
    expect(loginPathFor('/')).toBe('/login');
  });

  it('never returns to another site', () => {
    for (const target of ['//evil.test/x', 'https://evil.test', '/\\evil.test', 'account', '', null]) {
      expect(safeReturnPath(target), String(target)).toBe('/');
    }
    expect(safeReturnPath('/account/security')).toBe('/account/security');
  });
});
