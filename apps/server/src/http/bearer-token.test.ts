import { describe, expect, it } from 'vitest';
import { bearerToken } from './bearer-token';

const token = 'q7Xv2mK9pL0sRt4uWy6zA1bC3dE5fG8hJ-_kMnOpQrS';
const withHeader = (authorization: string | undefined) => ({ headers: { authorization } });

describe('bearer token reader', () => {
  it('reads the token of a Bearer header, whatever the case of the scheme', () => {
    expect(bearerToken(withHeader(`Bearer ${token}`))).toBe(token);
    expect(bearerToken(withHeader(`bearer  ${token} `))).toBe(token);
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['another scheme', `Basic ${token}`],
    ['the scheme alone', 'Bearer'],
    ['no space after the scheme', `Bearer${token}`],
    ['a token too short to be one of ours', 'Bearer abc123'],
    ['a token longer than any of ours', `Bearer ${'a'.repeat(101)}`],
    ['characters outside base64url', `Bearer ${token.slice(0, 30)}+/=`],
    ['two tokens', `Bearer ${token} ${token}`],
    ['a line break inside', `Bearer ${token}\nX-Other: 1`],
  ])('finds no token in %s', (_case, header) => {
    expect(bearerToken(withHeader(header))).toBeUndefined();
  });
});
