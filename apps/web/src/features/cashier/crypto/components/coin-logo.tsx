// Each coin's mark, from cryptocurrency-icons (CC0) like the cashier's other coin marks (ADR 0140); a coin
// the set does not draw shows no mark, its name beside it says which it is.
import bitcoinCash from 'cryptocurrency-icons/svg/color/bch.svg';
import litecoin from 'cryptocurrency-icons/svg/color/ltc.svg';
import tron from 'cryptocurrency-icons/svg/color/trx.svg';
import usdCoin from 'cryptocurrency-icons/svg/color/usdc.svg';
import ripple from 'cryptocurrency-icons/svg/color/xrp.svg';
import { BitcoinLogo, CoinMark, EthereumLogo, TetherLogo } from '@/features/cashier/components/method-logos';

const marks: Readonly<Record<string, () => React.JSX.Element>> = {
  btc: BitcoinLogo,
  eth: EthereumLogo,
  usdt: TetherLogo,
  ltc: () => <CoinMark src={litecoin} label="litecoin" />,
  usdc: () => <CoinMark src={usdCoin} label="usd-coin" />,
  trx: () => <CoinMark src={tron} label="tron" />,
  xrp: () => <CoinMark src={ripple} label="xrp" />,
  bch: () => <CoinMark src={bitcoinCash} label="bitcoin-cash" />,
};

/** Whether the cashier draws a mark for a coin's logo key (the crypto list's `logo`). */
export function hasCoinLogo(logo: string): boolean {
  return Object.hasOwn(marks, logo.toLowerCase());
}

/** The mark of a coin by its logo key (the crypto list's `logo`). */
export function CoinLogo({ logo }: { logo: string }) {
  const Logo = marks[logo.toLowerCase()];
  return Logo ? <Logo /> : null;
}
