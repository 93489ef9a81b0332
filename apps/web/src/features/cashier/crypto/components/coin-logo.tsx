// Each coin's mark, drawn here in SVG like the other payment marks (no image from a third party).
import { BitcoinLogo, EthereumLogo, Mark, TetherLogo } from '@/features/cashier/components/method-logos';

const LitecoinLogo = () => (
  <Mark label="litecoin">
    <circle cx="20" cy="13" r="11" fill="#345d9d" />
    <path
      d="m18.3 6.5-1.9 7-1.5.6-.4 1.4 1.5-.6-1 3.9h9l.5-1.9h-6.2l.8-2.8 1.7-.7.4-1.4-1.7.7 1.3-4.6-2.5-.6Z"
      fill="#fff"
    />
  </Mark>
);

const UsdCoinLogo = () => (
  <Mark label="usd-coin">
    <circle cx="20" cy="13" r="11" fill="#2775ca" />
    <circle cx="20" cy="13" r="7.6" fill="none" stroke="#fff" strokeWidth="1.2" />
    <path
      d="M21.9 14.4c0-1.1-.7-1.5-2-1.7-1-.1-1.2-.4-1.2-.8s.3-.7 1-.7c.6 0 .9.2 1.1.7l.1.1h.8v-.1c-.1-.7-.6-1.2-1.3-1.3v-.9h-.8v.9c-.8.1-1.4.7-1.4 1.4 0 1 .6 1.4 1.9 1.6.9.2 1.2.4 1.2.9s-.5.9-1.1.9c-.8 0-1.1-.4-1.2-.8v-.1h-.9v.1c.1.8.6 1.3 1.5 1.4v.9h.8v-.9c.9-.1 1.5-.7 1.5-1.5Z"
      fill="#fff"
    />
  </Mark>
);

const TronLogo = () => (
  <Mark label="tron">
    <circle cx="20" cy="13" r="11" fill="#eb0029" />
    <path
      d="m14.2 7.4 6.9 12.3 4.9-6.5-2-2-9.8-3.8Zm1.9 1.5 6.6 2.5-2.6 2.4-4-4.9Zm4.8 5.7 2.5-2.3 1.2 1.2-3.7 5v-3.9Zm-.8-.2v4.6l-4.3-7.6 4.3 3Z"
      fill="#fff"
    />
  </Mark>
);

const marks: Record<string, () => React.JSX.Element> = {
  btc: BitcoinLogo,
  eth: EthereumLogo,
  usdt: TetherLogo,
  ltc: LitecoinLogo,
  usdc: UsdCoinLogo,
  trx: TronLogo,
};

/** The mark of a coin by its logo key (the crypto list's `logo`). */
export function CoinLogo({ logo }: { logo: string }) {
  const Logo = marks[logo.toLowerCase()];
  return Logo ? <Logo /> : null;
}
