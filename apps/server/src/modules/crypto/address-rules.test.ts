import { describe, expect, it } from 'vitest';
import { isValidAddress } from './address-rules';

describe('withdrawal address rules', () => {
  it('accepts bech32 and base58check Bitcoin addresses and refuses a broken checksum', () => {
    expect(isValidAddress('BTC', 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu')).toBe(true);
    expect(isValidAddress('BTC', 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyv')).toBe(false);
    expect(isValidAddress('BTC', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(true);
    expect(isValidAddress('BTC', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toBe(true);
    expect(isValidAddress('BTC', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3')).toBe(false);
    expect(isValidAddress('LTC', 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu')).toBe(false);
  });

  it('checks EIP-55 on mixed-case EVM addresses', () => {
    expect(isValidAddress('ERC20', '0x9858EfFD232B4033E47d90003D41EC34EcaEda94')).toBe(true);
    expect(isValidAddress('ERC20', '0x9858effd232b4033e47d90003d41ec34ecaeda94')).toBe(true);
    expect(isValidAddress('ERC20', '0x9858EfFD232B4033E47d90003D41EC34EcaEdA94')).toBe(false);
    expect(isValidAddress('ERC20', '0x9858EfFD232B4033E47d90003D41EC34EcaEda9')).toBe(false);
  });

  it('takes TRON and Solana addresses by their encodings', () => {
    expect(isValidAddress('TRC20', 'TKP2mZrYNKdrXJi38vxQsAykfo1YoWjxpR')).toBe(true);
    expect(isValidAddress('TRC20', 'TKP2mZrYNKdrXJi38vxQsAykfo1YoWjxpQ')).toBe(false);
    expect(isValidAddress('SOL', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')).toBe(true);
    expect(isValidAddress('SOL', '0x9858EfFD232B4033E47d90003D41EC34EcaEda94')).toBe(false);
    expect(isValidAddress('XRP', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh')).toBe(false);
  });
});
