// The payment methods' marks (ADR 0140): card schemes, e-wallets and SEPA from Simple Icons (CC0; each
// brand's own guidelines still apply), coins from cryptocurrency-icons (CC0), each imported alone so the
// bundle holds only these. A method without a mark in either set gets a neutral tile (a wallet or a bank),
// never a letter. Decorative: the method's name is always written beside its mark.
import bitcoinCoin from 'cryptocurrency-icons/svg/color/btc.svg';
import ethereumCoin from 'cryptocurrency-icons/svg/color/eth.svg';
import tetherCoin from 'cryptocurrency-icons/svg/color/usdt.svg';
import type { ReactNode } from 'react';
import { siMastercard, siRevolut, siSepa, siVisa, type SimpleIcon } from 'simple-icons';

export function Mark({ children, label }: { children: ReactNode; label: string }) {
  return (
    <svg
      viewBox="0 0 40 26"
      className="h-6 w-9 shrink-0"
      aria-hidden="true"
      focusable="false"
      data-logo={label}
    >
      {children}
    </svg>
  );
}

/** A Simple Icons brand mark: the brand's one colour as the tile, its glyph in white. */
function BrandMark({ icon, label }: { icon: SimpleIcon; label: string }) {
  return (
    <Mark label={label}>
      <rect width="40" height="26" rx="4" fill={`#${icon.hex}`} />
      <path d={icon.path} transform="translate(11 4) scale(0.75)" fill="#fff" />
    </Mark>
  );
}

/** A coin's mark from cryptocurrency-icons, in the coin's colours. */
export function CoinMark({ src, label }: { src: string; label: string }) {
  return <img src={src} alt="" aria-hidden="true" className="h-6 w-6 shrink-0" data-logo={label} />;
}

export const VisaLogo = () => <BrandMark icon={siVisa} label="visa" />;
export const MastercardLogo = () => <BrandMark icon={siMastercard} label="mastercard" />;
export const BitcoinLogo = () => <CoinMark src={bitcoinCoin} label="bitcoin" />;
export const EthereumLogo = () => <CoinMark src={ethereumCoin} label="ethereum" />;
export const TetherLogo = () => <CoinMark src={tetherCoin} label="tether" />;

/** The neutral tile of a bank transfer, and of a bank without a mark of its own. */
export const BankLogo = () => (
  <Mark label="bank">
    <rect width="40" height="26" rx="4" fill="#243049" />
    <path d="M20 5 11 9.5v1.5h18V9.5L20 5Z" fill="#e8c770" />
    <path
      d="M13 12.5h2.2v6H13zM18.9 12.5h2.2v6h-2.2zM24.8 12.5H27v6h-2.2zM11 19.5h18V21H11z"
      fill="#e8c770"
    />
  </Mark>
);

/** The neutral tile of an e-wallet or voucher whose brand no icon set draws (Payz, Neosurf, Interac). */
export const WalletLogo = () => (
  <Mark label="wallet">
    <rect width="40" height="26" rx="4" fill="#3b4a6b" />
    <path
      d="M12 8.5A1.5 1.5 0 0 1 13.5 7H25v2.5h-11.5v.5H28v9.5a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 12 19.5Z"
      fill="#c9d3ea"
    />
    <circle cx="24.5" cy="15" r="1.4" fill="#3b4a6b" />
  </Mark>
);

const RevolutLogo = () => <BrandMark icon={siRevolut} label="revolut" />;
const SepaLogo = () => <BrandMark icon={siSepa} label="sepa" />;

/** The marks of each method the cashier may list, by slug; a method not named here falls back by its kind. */
const methodMarks: Readonly<Record<string, readonly (() => ReactNode)[]>> = {
  card: [VisaLogo, MastercardLogo],
  crypto: [BitcoinLogo, TetherLogo, EthereumLogo],
  revolut: [RevolutLogo],
  sepa: [SepaLogo],
  'bank-transfer': [BankLogo],
  wire: [BankLogo],
};

/** The marks shown for a payment method: its brand's, else the neutral tile of its kind. */
export function methodMarksOf(slug: string, kind: string): readonly (() => ReactNode)[] {
  const byKind = kind === 'card' || kind === 'crypto' ? methodMarks[kind] : undefined;
  return methodMarks[slug] ?? byKind ?? [kind === 'bank' ? BankLogo : WalletLogo];
}

export function MethodLogos({ slug, kind }: { slug: string; kind: string }) {
  const marks = methodMarksOf(slug, kind);
  return (
    <span className="flex gap-1">
      {marks.map((Logo, index) => (
        <Logo key={index} />
      ))}
    </span>
  );
}
