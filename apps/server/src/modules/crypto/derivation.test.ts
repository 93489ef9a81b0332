import { mnemonicToSeedSync } from '@scure/bip39';
import { HDKey } from '@scure/bip32';
import { describe, expect, it } from 'vitest';
import {
  accountPaths,
  createAddressDeriver,
  evmAddress,
  parseExtendedPublicKey,
  slip10Ed25519,
  solanaAddressFromSeed,
  tronAddress,
  tronAddressFromHex,
  tronAddressToHex,
} from './derivation';

// BIP39's first vector, used by BIP84's and every wallet's published test vectors.
const mnemonic =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const seed = mnemonicToSeedSync(mnemonic);
const root = HDKey.fromMasterSeed(seed);
const xpubOf = (path: string) => root.derive(path).publicExtendedKey;

describe('deposit address derivation', () => {
  it("matches BIP84's vector from its zpub", () => {
    // BIP84, "Test vectors": account 0 zpub and the first receiving address.
    const zpub =
      'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';
    const deriver = createAddressDeriver({ bitcoin: zpub });
    expect(deriver.address('bitcoin', 0)).toBe('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu');
    expect(deriver.address('bitcoin', 1)).toBe('bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g');
    expect(parseExtendedPublicKey(zpub).publicKey).toEqual(root.derive(accountPaths.bitcoin).publicKey);
  });

  it("matches BIP44's Ethereum vector (m/44'/60'/0'/0/0) for ETH and BSC alike", () => {
    const deriver = createAddressDeriver({ evm: xpubOf(accountPaths.evm) });
    expect(deriver.address('ethereum', 0)).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94');
    expect(deriver.address('bsc', 0)).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94');
    expect(deriver.address('ethereum', 1)).toBe('0x6Fac4D18c912343BF86fa7049364Dd4E424Ab9C0');
  });

  it('gives Litecoin ltc1 addresses from the coin type 2 account', () => {
    const deriver = createAddressDeriver({ litecoin: xpubOf(accountPaths.litecoin) });
    const address = deriver.address('litecoin', 0);
    expect(address).toMatch(/^ltc1q[02-9ac-hj-np-z]{38}$/);
    const child = root.derive(`${accountPaths.litecoin}/0/0`);
    expect(address).toBe(
      createAddressDeriver({ litecoin: xpubOf(accountPaths.litecoin) }).address('litecoin', 0),
    );
    expect(child.publicKey).toBeDefined();
  });

  it('makes TRON addresses as TronWeb does (published public key to address vector)', () => {
    const publicKey = Buffer.from(
      '03b1b154336d542401492ea0d85966acb330e920474f357a5131097a18f30fa5df',
      'hex',
    );
    expect(tronAddress(publicKey)).toBe('TKP2mZrYNKdrXJi38vxQsAykfo1YoWjxpR');
    const hex = tronAddressToHex('TKP2mZrYNKdrXJi38vxQsAykfo1YoWjxpR');
    expect(tronAddressFromHex(`41${hex.slice(2)}`)).toBe('TKP2mZrYNKdrXJi38vxQsAykfo1YoWjxpR');
    // The same key's Ethereum form shares the 20 bytes.
    expect(evmAddress(publicKey).toLowerCase()).toBe(hex);
    const deriver = createAddressDeriver({ tron: xpubOf(accountPaths.tron) });
    expect(deriver.address('tron', 0)).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
  });

  it("follows SLIP-0010's ed25519 vector 1 and derives Solana addresses per index", () => {
    const slipSeed = Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex');
    expect(Buffer.from(slip10Ed25519(slipSeed, "m/0'")).toString('hex')).toBe(
      '68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3',
    );
    const deriver = createAddressDeriver({ solana: { seed } });
    expect(deriver.address('solana', 0)).toBe(solanaAddressFromSeed(seed, 0));
    expect(deriver.address('solana', 0)).not.toBe(deriver.address('solana', 1));
    const listed = createAddressDeriver({ solana: { addresses: ['A', 'B'] } });
    expect(listed.address('solana', 1)).toBe('B');
    expect(() => listed.address('solana', 2)).toThrow(/no entry 2/);
  });

  it('refuses extended private keys and chains without a key', () => {
    expect(() => parseExtendedPublicKey(root.derive(accountPaths.evm).privateExtendedKey)).toThrow();
    const deriver = createAddressDeriver({});
    expect(deriver.has('ethereum')).toBe(false);
    expect(() => deriver.address('ethereum', 0)).toThrow(/no extended public key/);
  });
});
