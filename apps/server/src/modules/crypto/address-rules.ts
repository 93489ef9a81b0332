// Whether a withdrawal address is valid on its network, by the network's own rules: bech32 (BIP173) or
// base58check with the right version for Bitcoin and Litecoin, EIP-55 checksums for EVM chains (an
// all-lower or all-upper address has none to check), base58check with 0x41 for TRON, and a 32-byte
// base58 key for Solana.
import { sha256 } from '@noble/hashes/sha2.js';
import { base58, bech32, createBase58check } from '@scure/base';
import { toChecksumAddress } from './derivation';

const base58check = createBase58check(sha256);

function bech32Segwit(address: string, hrp: string): boolean {
  try {
    const decoded = bech32.decode(address.toLowerCase() as `${string}1${string}`);
    if (decoded.prefix !== hrp || decoded.words[0] !== 0) return false;
    const program = bech32.fromWords(decoded.words.slice(1));
    // v0 only: P2WPKH (20 bytes) or P2WSH (32); taproot (bech32m) is not accepted for payouts here.
    return (program.length === 20 || program.length === 32) && address === address.toLowerCase();
  } catch {
    return false;
  }
}

function base58Versioned(address: string, versions: readonly number[]): boolean {
  try {
    const bytes = base58check.decode(address);
    return bytes.length === 21 && versions.includes(bytes[0] ?? -1);
  } catch {
    return false;
  }
}

export function isEvmAddress(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const body = address.slice(2);
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true;
  return toChecksumAddress(address) === address;
}

export function isValidAddress(network: string, address: string): boolean {
  switch (network.toUpperCase()) {
    case 'BTC':
      return bech32Segwit(address, 'bc') || base58Versioned(address, [0x00, 0x05]);
    case 'LTC':
      return bech32Segwit(address, 'ltc') || base58Versioned(address, [0x30, 0x32]);
    case 'ERC20':
    case 'BSC':
      return isEvmAddress(address);
    case 'TRX':
    case 'TRC20':
      return base58Versioned(address, [0x41]);
    case 'SOL':
      try {
        return base58.decode(address).length === 32;
      } catch {
        return false;
      }
    default:
      return false;
  }
}
