import { describe, expect, it } from 'vitest';
import { siteAddressFor } from './site-address';

describe('siteAddressFor', () => {
  const addresses = ['https://casino.example', 'https://www.casino.example/play'] as const;

  it('answers the configured address the browser is on', () => {
    expect(siteAddressFor('https://www.casino.example', addresses)).toBe('https://www.casino.example/play');
    expect(siteAddressFor('https://casino.example', addresses)).toBe('https://casino.example');
  });

  it('answers PUBLIC_URL for any other origin, a missing one, or nonsense', () => {
    expect(siteAddressFor('https://evil.example', addresses)).toBe('https://casino.example');
    expect(siteAddressFor('http://casino.example', addresses)).toBe('https://casino.example');
    expect(siteAddressFor('https://casino.example.evil.example', addresses)).toBe('https://casino.example');
    expect(siteAddressFor(undefined, addresses)).toBe('https://casino.example');
    expect(siteAddressFor('null', addresses)).toBe('https://casino.example');
  });
});
