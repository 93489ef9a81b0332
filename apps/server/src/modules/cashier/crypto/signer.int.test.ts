// The demo hot-wallet signer against a real local Ethereum dev chain (ganache, started and stopped here):
// payouts signed together, before any of them is broadcast, take consecutive nonces, and all are mined.
import { mnemonicToSeedSync } from '@scure/bip39';
import { Wallet, parseEther } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevChain, type DevChain } from '../../../../test/chain/dev-chain';
import type { CryptoAsset } from './assets';
import { createDemoEvmSigner } from './signer';

const mnemonic =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const eth: CryptoAsset = {
  coin: 'ETH',
  network: 'ETH',
  chain: 'ethereum',
  contract: undefined,
  decimals: 18,
};
let chain: DevChain;

beforeAll(async () => {
  chain = await startDevChain();
}, 60_000);

afterAll(async () => {
  await chain.close();
});

describe('the demo EVM payout signer', () => {
  it('gives payouts signed together consecutive nonces, and the chain mines each once', async () => {
    const signer = createDemoEvmSigner({
      seed: mnemonicToSeedSync(mnemonic),
      endpoints: { ethereum: chain.url },
    });
    await chain.sendEth(signer.address, '1');
    const to = Wallet.createRandom().address;
    const before = await chain.balance(to);
    const signed = await Promise.all(
      ['0.01', '0.02', '0.03'].map((ether) => signer.sign({ asset: eth, to, amount: parseEther(ether) })),
    );
    expect(signed.map((payout) => payout.nonce).sort()).toEqual([0n, 1n, 2n]);
    for (const payout of [...signed].sort((a, b) => Number(a.nonce - b.nonce))) {
      await signer.broadcast('ethereum', payout.raw);
    }
    for (const payout of signed) expect(await signer.state('ethereum', payout.txHash)).toBe('mined');
    expect((await chain.balance(to)) - before).toBe(parseEther('0.06'));
    // A later payout follows the last nonce signed.
    const next = await signer.sign({ asset: eth, to, amount: parseEther('0.01') });
    expect(next.nonce).toBe(3n);
  });
});
