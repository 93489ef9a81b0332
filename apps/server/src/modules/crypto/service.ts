// The crypto cashier: each player's own deposit addresses, the spec's crypto list, networks and details,
// and the payments the chain watchers report, credited exactly once at the network's confirmations
// (deposits-service.ts). Crypto withdrawals are the cashier's lifecycle with the crypto method's adapter
// (withdrawal-method.ts) and its payouts (payouts.ts), composed in module.ts. This file is what other
// modules import.
import {
  confirmationsFor,
  enabledCryptoCoins,
  findCryptoCoin,
  findCryptoNetwork,
} from '@reelvault/contract/constants/crypto';
import { currencyOf } from '@reelvault/contract/constants/currencies';
import type { FastifyBaseLogger } from 'fastify';
import QRCode from 'qrcode';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { CryptoAddressBook, DepositBonuses } from '../cashier/service';
import type { WalletService } from '../wallet/service';
import { chainOfNetwork, type AssetTable, type CryptoAsset } from './assets';
import { createBackofficeReads } from './backoffice-reads';
import { createCryptoDeposits, type CryptoDepositsDependencies } from './deposits-service';
import type { AddressDeriver, CryptoChain } from './derivation';
import type { RateProvider } from './rates';
import * as repository from './repository';

export {
  cryptoCreditId,
  cryptoHoldId,
  depositReply,
  type CryptoDepositEvent,
  type Inclusion,
  type ObservedPayment,
} from './deposits-service';
export { cryptoMethod, cryptoStatusNames } from './withdrawal-method';
export type { CryptoPaymentRecord } from './backoffice-reads';

export interface CryptoCashierDependencies {
  readonly database: Database;
  readonly wallet: WalletService;
  readonly clock: Clock;
  readonly log: FastifyBaseLogger;
  readonly deriver: AddressDeriver;
  readonly assets: AssetTable;
  readonly rates: RateProvider;
  readonly depositBonuses?: Pick<DepositBonuses, 'depositCredited'>;
  readonly depositEvents?: CryptoDepositsDependencies['depositEvents'];
}

/** The logo's key: the web draws each coin's mark itself (no image from a third party). */
const logoOf = (coin: string) => coin.toLowerCase();

export function createCryptoCashier(dependencies: CryptoCashierDependencies) {
  const { database, clock, deriver, assets } = dependencies;
  const db = database.db;
  const deposits = createCryptoDeposits(dependencies);

  /** Offered on the cashier: the coin is enabled, runs on a chain we have keys for. */
  function offeredAsset(coin: string, network: string): CryptoAsset | undefined {
    const asset = assets.find(coin, network);
    return asset && deriver.has(asset.chain) ? asset : undefined;
  }

  /** The player's address on a chain, derived and stored the first time it is asked for. */
  async function addressOn(playerId: number, chain: CryptoChain): Promise<string> {
    const stored = await repository.findAddress(db, playerId, chain);
    if (stored) return stored.address;
    // The player's id is the derivation index: never shared, and the same address after any restart.
    const address = deriver.address(chain, playerId);
    const saved = await repository.saveAddress(db, {
      playerId,
      chain,
      address,
      derivationIndex: playerId,
      createdAt: clock.now(),
    });
    return saved.address;
  }

  function networkReply(code: string, coin: string) {
    const network = findCryptoNetwork(code);
    if (!network) throw new Error(`unknown network ${code}`);
    return {
      network_name: network.code,
      network_full_name: network.name,
      confirmations: confirmationsFor(network.code),
      description: `Send only ${coin} on ${network.name} to this address.`,
    };
  }

  function coinReply(coin: (typeof enabledCryptoCoins)[number], index: number) {
    const networks = coin.networks.filter((network) => offeredAsset(coin.code, network));
    return {
      id: index + 1,
      code: coin.code,
      short_name: coin.code,
      name: currencyOf(coin.code).name,
      pay_currency: coin.code.toLowerCase(),
      logo: logoOf(coin.code),
      min_deposit: coin.minDeposit,
      networks: networks.map((network) => networkReply(network, coin.code)),
    };
  }

  const addressBook: CryptoAddressBook = {
    async depositAddress(playerId, coin, network) {
      const entry = findCryptoCoin(coin);
      const code = network ?? entry?.networks.find((candidate) => offeredAsset(coin, candidate));
      const asset = entry && code ? offeredAsset(entry.code, code) : undefined;
      return asset ? addressOn(playerId, asset.chain) : undefined;
    },
  };

  return {
    addressBook,

    /** The crypto list, each coin with the networks it is offered on here. */
    coins() {
      return enabledCryptoCoins
        .map((coin, index) => coinReply(coin, index))
        .filter((coin) => coin.networks.length > 0);
    },

    networks(coin: string) {
      const reply = this.coins().find((entry) => entry.code === coin.toUpperCase());
      if (!reply) throw new AppError('CASHIER_CRYPTO_UNAVAILABLE');
      return reply.networks;
    },

    /** The details view: the player's own address on the network, its QR code, confirmations, minimum. */
    async details(playerId: number, coin: string, network: string) {
      const asset = offeredAsset(coin, network);
      if (!asset) throw new AppError('CASHIER_CRYPTO_UNAVAILABLE');
      const address = await addressOn(playerId, asset.chain);
      return {
        ...networkReply(asset.network, asset.coin),
        coin: asset.coin,
        address,
        min_deposit: findCryptoCoin(asset.coin)?.minDeposit ?? '0',
        // Made here: no outside QR service ever sees a player's address.
        qr_code: await QRCode.toDataURL(address, { errorCorrectionLevel: 'M', margin: 2, width: 240 }),
      };
    },

    ...deposits,
    ...createBackofficeReads(db),

    /** Addresses a watcher watches on a chain, keyed as the chain's scanner normalises them. */
    async watchedAddresses(chain: CryptoChain, normalise: (address: string) => string) {
      const rows = await repository.addressesOnChain(db, chain);
      return new Map(
        rows.map((row) => [normalise(row.address), { playerId: row.playerId, address: row.address }]),
      );
    },

    assetFor: (coin: string, network: string) => offeredAsset(coin, network),
    chainOfNetwork,
  };
}

export type CryptoCashier = ReturnType<typeof createCryptoCashier>;
