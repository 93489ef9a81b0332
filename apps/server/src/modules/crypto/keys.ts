// Where deposit addresses come from. Production: the operator's extended public keys (and Solana's
// exported address list); the private side never reaches this server. Embedded mode and development:
// a demo wallet whose BIP39 mnemonic is generated on first start and kept in DATA_DIR/keys (owner-only),
// which also gives the test payout signer its hot-wallet key. Tests pass a mnemonic of their own.
import { readFile, mkdir, writeFile, chmod, rename } from 'node:fs/promises';
import path from 'node:path';
import { HDKey } from '@scure/bip32';
import { generateMnemonic, mnemonicToSeedSync, validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import type { CryptoSettings } from '../../config';
import { accountPaths, type KeySources } from './derivation';

export interface DemoWallet {
  readonly mnemonic: string;
  readonly seed: Uint8Array;
}

export function demoWalletFrom(mnemonic: string): DemoWallet {
  if (!validateMnemonic(mnemonic, wordlist)) throw new Error('the demo wallet mnemonic is not valid BIP39');
  return { mnemonic, seed: mnemonicToSeedSync(mnemonic) };
}

const demoWalletFile = (dataDir: string) => path.join(dataDir, 'keys', 'crypto-demo-wallet.json');

/** DATA_DIR/keys/crypto-demo-wallet.json if it is there (tests that fund its hot wallet put it there). */
export async function existingDemoWallet(dataDir: string): Promise<DemoWallet | undefined> {
  const file = demoWalletFile(dataDir);
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as { mnemonic?: unknown };
    if (typeof parsed.mnemonic !== 'string') throw new Error(`${file} has no mnemonic`);
    return demoWalletFrom(parsed.mnemonic);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return undefined;
  }
}

/** DATA_DIR/keys/crypto-demo-wallet.json, made on first use. */
export async function keptDemoWallet(dataDir: string): Promise<DemoWallet> {
  const existing = await existingDemoWallet(dataDir);
  if (existing) return existing;
  const file = demoWalletFile(dataDir);
  const mnemonic = generateMnemonic(wordlist, 256);
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.tmp`;
  const note = 'Demo wallet of an embedded Reelvault: never send real funds to its addresses.';
  await writeFile(temporary, `${JSON.stringify({ note, mnemonic }, null, 2)}\n`, { mode: 0o600 });
  await chmod(temporary, 0o600);
  await rename(temporary, file);
  return demoWalletFrom(mnemonic);
}

/** The account-level extended public keys of a seed, as an operator would export them. */
export function extendedPublicKeys(seed: Uint8Array) {
  const root = HDKey.fromMasterSeed(seed);
  return {
    bitcoin: root.derive(accountPaths.bitcoin).publicExtendedKey,
    litecoin: root.derive(accountPaths.litecoin).publicExtendedKey,
    evm: root.derive(accountPaths.evm).publicExtendedKey,
    tron: root.derive(accountPaths.tron).publicExtendedKey,
  };
}

/** The configured keys, the demo wallet filling in what is missing (outside production). */
export async function resolveKeySources(
  settings: CryptoSettings,
  demo: DemoWallet | undefined,
): Promise<KeySources> {
  const fromDemo = demo ? extendedPublicKeys(demo.seed) : undefined;
  let solana: KeySources['solana'];
  if (settings.solanaAddressesFile) {
    const lines = (await readFile(settings.solanaAddressesFile, 'utf8'))
      .split(/\r?\n/)
      .map((line) => line.trim());
    solana = { addresses: lines };
  } else if (demo) {
    solana = { seed: demo.seed };
  }
  const pick = (family: 'bitcoin' | 'litecoin' | 'evm' | 'tron') =>
    settings.xpubs[family] ?? fromDemo?.[family];
  return {
    ...(pick('bitcoin') ? { bitcoin: pick('bitcoin') } : {}),
    ...(pick('litecoin') ? { litecoin: pick('litecoin') } : {}),
    ...(pick('evm') ? { evm: pick('evm') } : {}),
    ...(pick('tron') ? { tron: pick('tron') } : {}),
    ...(solana ? { solana } : {}),
  };
}
