import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createAddressDeriver } from './derivation';
import { extendedPublicKeys, keptDemoWallet, resolveKeySources } from './keys';

const made: string[] = [];
afterEach(async () => {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the demo wallet and key sources', () => {
  it('keeps one mnemonic in DATA_DIR, readable by its owner only, and finds it again', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'rv-keys-'));
    made.push(dataDir);
    const first = await keptDemoWallet(dataDir);
    const again = await keptDemoWallet(dataDir);
    expect(again.mnemonic).toBe(first.mnemonic);
    expect(first.mnemonic.split(' ')).toHaveLength(24);
    const file = path.join(dataDir, 'keys', 'crypto-demo-wallet.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readFile(file, 'utf8')).toContain('never send real funds');
  });

  it('prefers the configured keys and reads Solana addresses from the exported list', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'rv-keys-'));
    made.push(dataDir);
    const operator = extendedPublicKeys((await keptDemoWallet(path.join(dataDir, 'operator'))).seed);
    const list = path.join(dataDir, 'solana.txt');
    await writeFile(list, 'AddressOfPlayerZero\nAddressOfPlayerOne\n');
    const config = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://casino.example',
      TOTP_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
      WALLET_API_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----x',
      CRYPTO_RATE_SOURCE: 'coingecko',
      CRYPTO_XPUB_EVM: operator.evm,
      CRYPTO_SOLANA_ADDRESSES_FILE: list,
    });
    expect(config.crypto.demoWallet).toBe(false);
    const deriver = createAddressDeriver(await resolveKeySources(config.crypto, undefined));
    expect(deriver.has('bitcoin')).toBe(false);
    expect(deriver.address('ethereum', 7)).toBe(
      createAddressDeriver({ evm: operator.evm }).address('bsc', 7),
    );
    expect(deriver.address('solana', 1)).toBe('AddressOfPlayerOne');
  });

  it('reads public prices in production unless the operator keeps a table', () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://casino.example',
      TOTP_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
      WALLET_API_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----x',
    };
    expect(loadConfig(production).crypto.rateSource).toBe('coingecko');
    expect(loadConfig({ ...production, CRYPTO_RATES: 'BTC/EUR=60000' }).crypto.rateSource).toBe('static');
    expect(() => loadConfig({ ...production, CRYPTO_RATE_SOURCE: 'static' })).toThrow(/CRYPTO_RATES/);
    expect(loadConfig({}).crypto.rateSource).toBe('static');
  });
});
