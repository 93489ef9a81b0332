// The network names a player's client reads in the crypto list are the names a withdrawal takes: a
// withdrawal on each network the list offers is requested and held, or refused only by the spec's rule
// that ETH and USDT go to Ethereum addresses alone (decision 0806).
import { cryptoList, cryptoWithdrawal } from '@reelvault/contract/calls/crypto';
import { errorBodySchema } from '@reelvault/contract/errors';
import { describe, expect, it } from 'vitest';
import { cashBalance, depositThroughSandbox, namedPlayer } from '../../../test/cashier';
import { useTestApp } from '../../../test/helper';
import { bearer } from '../../../test/players';
import { chainOfNetwork } from './assets';
import { createAddressDeriver, type CryptoChain } from './derivation';
import { demoWalletFrom, extendedPublicKeys } from './keys';

// The payee's own wallet (BIP39's first vector), not the platform's: an address of the right kind on every
// chain, as a player would paste from their wallet.
const payee = demoWalletFrom(
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
);
const payeeAddresses = createAddressDeriver({
  ...extendedPublicKeys(payee.seed),
  solana: { seed: payee.seed },
});

/** The chain a network of the list runs on; the test fails on a name the cashier does not know. */
function chainOf(network: string): CryptoChain {
  const chain = (chainOfNetwork as Record<string, CryptoChain | undefined>)[network];
  if (!chain) throw new Error(`the crypto list offers ${network}, which names no chain`);
  return chain;
}

// "ETH and USDT withdrawals accept ERC20 addresses only" (spec 001, section 9).
const ethereumOnly = new Set(['ETH', 'USDT']);

describe('crypto withdrawals on the networks of the crypto list', () => {
  const ctx = useTestApp();

  it('takes a withdrawal on every network the list offers, refusing only what the spec refuses', async () => {
    const player = await namedPlayer(ctx.app);
    await depositThroughSandbox(ctx.app, player.token, '100');
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/crypto',
      headers: bearer(player.token),
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const coins = cryptoList.reply.parse(listed.json()).data;
    const offered = coins.flatMap((coin) =>
      coin.networks.map((network) => ({ coin: coin.code, network: network.network_name })),
    );
    expect(offered.length).toBeGreaterThan(0);

    const outcomes: string[] = [];
    for (const { coin, network } of offered) {
      const chain = chainOf(network);
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/account/withdraw/crypto',
        headers: bearer(player.token),
        payload: { coin, network, amount: '25', address: payeeAddresses.address(chain, 0) },
      });
      const spec = ethereumOnly.has(coin) && chain !== 'ethereum' ? 'refused' : 'held';
      if (spec === 'refused') {
        expect(response.statusCode, `${coin} on ${network}: ${response.body}`).toBe(422);
        expect(errorBodySchema.parse(response.json()).errors).toHaveProperty('network');
        outcomes.push(`${coin}/${network} refused`);
        continue;
      }
      expect(response.statusCode, `${coin} on ${network}: ${response.body}`).toBe(201);
      const { withdrawal } = cryptoWithdrawal.reply.parse(response.json()).data;
      expect(withdrawal).toMatchObject({ coin, network, status: 'pending', finance_status: 0 });
      expect(await cashBalance(ctx.app, player.token)).toBe('75.00');
      // One request may wait at a time: taking it back frees the amount for the next network.
      const cancelled = await ctx.app.inject({
        method: 'POST',
        url: `/api/account/crypto-withdrawals/${withdrawal.id}/cancel`,
        headers: bearer(player.token),
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(await cashBalance(ctx.app, player.token)).toBe('100.00');
      outcomes.push(`${coin}/${network} held`);
    }

    // Every coin of the list can be withdrawn on a network the list names for it.
    for (const coin of coins) {
      expect(outcomes, coin.code).toContainEqual(expect.stringMatching(new RegExp(`^${coin.code}/.* held$`)));
    }
  });
});
