// Deposit addresses derived from extended public keys, one derivation index per player: BIP84 (native
// SegWit, bech32) for Bitcoin and Litecoin, BIP44 for EVM chains (EIP-55 addresses) and TRON (base58check
// with the 0x41 prefix). Solana's ed25519 keys have no public derivation, so Solana addresses come from
// SLIP-0010 hardened paths on the key holder's side (see `solanaAddressFromSeed`).
import { sha256 } from '@noble/hashes/sha2.js';
import { hmac } from '@noble/hashes/hmac.js';
import { sha512 } from '@noble/hashes/sha2.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { base58, bech32, createBase58check } from '@scure/base';
import { HDKey } from '@scure/bip32';

const base58check = createBase58check(sha256);

/** The chains a deposit address belongs to; the ERC20 and BSC networks run on the two EVM chains. */
export const cryptoChains = ['bitcoin', 'litecoin', 'ethereum', 'bsc', 'tron', 'solana'] as const;
export type CryptoChain = (typeof cryptoChains)[number];

/** The key families an operator configures: one extended public key (or key source) each. */
export const keyFamilies = ['bitcoin', 'litecoin', 'evm', 'tron', 'solana'] as const;
export type KeyFamily = (typeof keyFamilies)[number];

export function keyFamilyOf(chain: CryptoChain): KeyFamily {
  return chain === 'ethereum' || chain === 'bsc' ? 'evm' : chain;
}

/** The account paths whose extended public keys an operator exports (hardened, from the wallet's seed). */
export const accountPaths: Record<Exclude<KeyFamily, 'solana'>, string> = {
  bitcoin: "m/84'/0'/0'",
  litecoin: "m/84'/2'/0'",
  evm: "m/44'/60'/0'",
  tron: "m/44'/195'/0'",
};

/** Reads xpub/zpub/Ltub/... alike: the version bytes only name the encoding, the key is the same. */
export function parseExtendedPublicKey(text: string): HDKey {
  const bytes = base58check.decode(text.trim());
  if (bytes.length !== 78) throw new Error('an extended public key is 78 bytes');
  const version = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
  const key = HDKey.fromExtendedKey(text.trim(), { public: version, private: 0 });
  if (key.privateKey) throw new Error('give the extended public key, never the private one');
  return key;
}

function childPublicKey(account: HDKey, index: number): Uint8Array {
  const child = account.deriveChild(0).deriveChild(index);
  if (!child.publicKey) throw new Error('derivation gave no public key');
  return child.publicKey;
}

function uncompressed(publicKey: Uint8Array): Uint8Array {
  return secp256k1.Point.fromBytes(publicKey).toBytes(false);
}

export function segwitAddress(publicKey: Uint8Array, hrp: 'bc' | 'ltc' | 'tb' | 'bcrt'): string {
  const program = ripemd160(sha256(publicKey));
  return bech32.encode(hrp, [0, ...bech32.toWords(program)]);
}

/** EIP-55 mixed-case checksum address of a secp256k1 public key. */
export function evmAddress(publicKey: Uint8Array): string {
  const hash = keccak_256(uncompressed(publicKey).slice(1)).slice(12);
  return toChecksumAddress(Buffer.from(hash).toString('hex'));
}

export function toChecksumAddress(hex: string): string {
  const lower = hex.toLowerCase().replace(/^0x/, '');
  const hash = Buffer.from(keccak_256(new TextEncoder().encode(lower))).toString('hex');
  let out = '0x';
  [...lower].forEach((character, i) => {
    out += parseInt(hash.charAt(i), 16) >= 8 ? character.toUpperCase() : character;
  });
  return out;
}

export function tronAddress(publicKey: Uint8Array): string {
  const hash = keccak_256(uncompressed(publicKey).slice(1)).slice(12);
  return base58check.encode(Uint8Array.from([0x41, ...hash]));
}

/** The 20-byte hex (0x...) of a TRON base58 address, as the TRON API's hex form without its 41 prefix. */
export function tronAddressToHex(address: string): string {
  const bytes = base58check.decode(address);
  if (bytes.length !== 21 || bytes[0] !== 0x41) throw new Error('not a TRON address');
  return `0x${Buffer.from(bytes.slice(1)).toString('hex')}`;
}

export function tronAddressFromHex(hex: string): string {
  const body = hex.replace(/^0x/, '').replace(/^41(?=[0-9a-f]{40}$)/i, '');
  return base58check.encode(Uint8Array.from([0x41, ...Buffer.from(body, 'hex')]));
}

/** SLIP-0010 ed25519 derivation (hardened steps only), as Solana wallets derive m/44'/501'/i'/0'. */
export function slip10Ed25519(seed: Uint8Array, path: string): Uint8Array {
  let digest = hmac(sha512, new TextEncoder().encode('ed25519 seed'), seed);
  let key = digest.slice(0, 32);
  let chainCode = digest.slice(32);
  for (const part of path.replace(/^m\//, '').split('/')) {
    if (!part.endsWith("'")) throw new Error('ed25519 derivation is hardened only');
    const index = (Number(part.slice(0, -1)) + 0x80000000) >>> 0;
    const data = new Uint8Array(37);
    data.set(key, 1);
    new DataView(data.buffer).setUint32(33, index);
    digest = hmac(sha512, chainCode, data);
    key = digest.slice(0, 32);
    chainCode = digest.slice(32);
  }
  return key;
}

export const solanaPath = (index: number) => `m/44'/501'/${index}'/0'`;

export function solanaAddressFromSeed(seed: Uint8Array, index: number): string {
  return base58.encode(ed25519.getPublicKey(slip10Ed25519(seed, solanaPath(index))));
}

/** Where each family's addresses come from. */
export interface KeySources {
  readonly bitcoin?: string;
  readonly litecoin?: string;
  readonly evm?: string;
  readonly tron?: string;
  /** Solana: the key holder's seed (embedded demo), or a list of addresses exported by index. */
  readonly solana?: { readonly seed: Uint8Array } | { readonly addresses: readonly string[] };
}

export interface AddressDeriver {
  /** Whether addresses can be made for this chain. */
  has(chain: CryptoChain): boolean;
  /** The chain's deposit address at a player's derivation index. */
  address(chain: CryptoChain, index: number): string;
}

export function createAddressDeriver(sources: KeySources): AddressDeriver {
  const accounts = new Map<KeyFamily, HDKey>();
  for (const family of ['bitcoin', 'litecoin', 'evm', 'tron'] as const) {
    const text = sources[family];
    if (text) accounts.set(family, parseExtendedPublicKey(text));
  }
  const solana = sources.solana;
  return {
    has(chain) {
      return chain === 'solana' ? solana !== undefined : accounts.has(keyFamilyOf(chain));
    },
    address(chain, index) {
      if (!Number.isInteger(index) || index < 0 || index >= 0x80000000) {
        throw new Error('a derivation index is a non-hardened 31-bit number');
      }
      if (chain === 'solana') {
        if (!solana) throw new Error('no Solana key source');
        if ('seed' in solana) return solanaAddressFromSeed(solana.seed, index);
        const address = solana.addresses[index];
        if (!address) throw new Error(`the Solana address list has no entry ${index}`);
        return address;
      }
      const account = accounts.get(keyFamilyOf(chain));
      if (!account) throw new Error(`no extended public key for ${chain}`);
      const publicKey = childPublicKey(account, index);
      switch (chain) {
        case 'bitcoin':
          return segwitAddress(publicKey, 'bc');
        case 'litecoin':
          return segwitAddress(publicKey, 'ltc');
        case 'ethereum':
        case 'bsc':
          return evmAddress(publicKey);
        case 'tron':
          return tronAddress(publicKey);
      }
    },
  };
}
