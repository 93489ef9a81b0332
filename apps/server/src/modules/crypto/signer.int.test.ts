// The demo hot-wallet signer against a real local Ethereum dev chain (ganache, started and stopped here):
// it signs at the nonce it is given (withdrawals.ts allocates them from the stored payouts), counts the
// hot wallet's transactions, and the same signed bytes broadcast again are mined once.
import { mnemonicToSeedSync } from '@scure/bip39';
import { Wallet, parseEther } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevChain, type DevChain } from '../../../test/chain/dev-chain';
import type { CryptoAsset } from './assets';
import { createDemoEvmSigner } from './signer';

const mnemonic =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const eth: CryptoAsset = {
  coin: 'ETH',
  network: 'ERC20',
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
  it('signs at the nonces it is given, counts what the hot wallet sent, and mines each payout once', async () => {
    const signer = createDemoEvmSigner({
      seed: mnemonicToSeedSync(mnemonic),
      endpoints: { ethereum: chain.url },
    });
    expect(signer.addressOn('ethereum')).toBe(signer.address);
    await chain.sendEth(signer.address, '1');
    const to = Wallet.createRandom().address;
    const before = await chain.balance(to);
    const signed = await Promise.all(
      ['0.01', '0.02', '0.03'].map((ether, index) =>
        signer.sign({ asset: eth, to, amount: parseEther(ether), nonce: BigInt(index) }),
      ),
    );
    expect(signed.map((payout) => payout.nonce)).toEqual([0n, 1n, 2n]);
    expect(signed.every((payout) => payout.from === signer.address)).toBe(true);
    expect(await signer.transactionCount('ethereum', 'pending')).toBe(0n);
    for (const payout of signed) {
      await signer.broadcast('ethereum', payout.raw);
      // A second broadcast of the same bytes (a retry) is a success and pays nothing more.
      await signer.broadcast('ethereum', payout.raw);
    }
    for (const payout of signed) expect(await signer.state('ethereum', payout.txHash)).toBe('mined');
    expect((await chain.balance(to)) - before).toBe(parseEther('0.06'));
    expect(await signer.transactionCount('ethereum', 'latest')).toBe(3n);
    expect(await signer.state('ethereum', `0x${'ab'.repeat(32)}`)).toBe('unknown');
  });
});
