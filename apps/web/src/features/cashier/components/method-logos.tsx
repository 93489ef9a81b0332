// The payment methods' marks, drawn here in SVG (no image from a third party): card schemes, the coins
// the cashier lists, a bank, and a wallet mark for the e-wallets and vouchers. Decorative: the method's
// name is always written beside its mark.
import type { ReactNode } from 'react';

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

export const VisaLogo = () => (
  <Mark label="visa">
    <rect width="40" height="26" rx="4" fill="#1a1f71" />
    <path
      d="M16.6 17.2h-2.3l1.4-8.4H18l-1.4 8.4Zm9.6-8.2a5.6 5.6 0 0 0-2-.4c-2.2 0-3.8 1.2-3.8 2.9 0 1.2 1.1 1.9 2 2.3.9.4 1.2.7 1.2 1.1 0 .6-.7.9-1.4.9-.9 0-1.4-.1-2.2-.5l-.3-.1-.3 1.9c.5.2 1.5.4 2.6.4 2.4 0 3.9-1.2 3.9-3 0-1-.6-1.8-1.9-2.4-.8-.4-1.3-.7-1.3-1.1 0-.4.4-.8 1.3-.8.7 0 1.3.1 1.7.3l.2.1.3-1.7Zm5.8-.2h-1.7c-.5 0-.9.2-1.2.7l-3.3 7.7h2.4l.5-1.3h2.9l.3 1.3h2.1L32 8.8Zm-2.8 5.4.9-2.4.5 2.4h-1.4ZM12.4 8.8l-2.2 5.7-.2-1.2c-.4-1.3-1.7-2.8-3.1-3.5l2 7.4h2.4l3.6-8.4h-2.5Z"
      fill="#fff"
    />
    <path d="M8.1 8.8H4.4v.2c2.9.7 4.8 2.4 5.6 4.4l-.8-3.9c-.1-.5-.6-.7-1.1-.7Z" fill="#f7b600" />
  </Mark>
);

export const MastercardLogo = () => (
  <Mark label="mastercard">
    <rect width="40" height="26" rx="4" fill="#10131c" />
    <circle cx="16" cy="13" r="7" fill="#eb001b" />
    <circle cx="24" cy="13" r="7" fill="#f79e1b" />
    <path d="M20 7.3a7 7 0 0 1 0 11.4 7 7 0 0 1 0-11.4Z" fill="#ff5f00" />
  </Mark>
);

export const BitcoinLogo = () => (
  <Mark label="bitcoin">
    <circle cx="20" cy="13" r="11" fill="#f7931a" />
    <path
      d="M24.6 11.6c.2-1.4-.9-2.1-2.3-2.6l.5-1.9-1.2-.3-.5 1.8-.9-.2.5-1.8-1.2-.3-.5 1.9-2.3-.6-.3 1.3.9.2c.5.1.6.5.6.7l-1.3 5.2c-.1.2-.3.4-.7.3l-.9-.2-.6 1.4 2.3.6-.5 1.9 1.2.3.5-1.9.9.2-.5 1.9 1.2.3.5-1.9c2 .4 3.5.2 4.1-1.6.5-1.4 0-2.3-1.1-2.8.8-.2 1.4-.7 1.5-1.8Zm-2.7 3.8c-.4 1.4-2.8.7-3.6.5l.6-2.5c.8.2 3.3.6 3 2Zm.4-3.8c-.3 1.3-2.3.6-3 .5l.6-2.2c.6.1 2.7.4 2.4 1.7Z"
      fill="#fff"
    />
  </Mark>
);

export const TetherLogo = () => (
  <Mark label="tether">
    <circle cx="20" cy="13" r="11" fill="#26a17b" />
    <path
      d="M21.4 12.1V10.5h3.8V8h-10.4v2.5h3.8v1.6c-3.1.1-5.4.8-5.4 1.5s2.3 1.4 5.4 1.5v5.4h2.8v-5.4c3.1-.1 5.4-.8 5.4-1.5s-2.3-1.4-5.4-1.5Zm0 2.5c-.1 0-.5 0-1.4 0s-1.2 0-1.4 0c-2.7-.1-4.7-.6-4.7-1.1s2-1 4.7-1.1v1.8h2.8v-1.8c2.7.1 4.7.6 4.7 1.1s-2 1-4.7 1.1Z"
      fill="#fff"
    />
  </Mark>
);

export const EthereumLogo = () => (
  <Mark label="ethereum">
    <circle cx="20" cy="13" r="11" fill="#627eea" />
    <path d="m20 4.5-5.3 8.7 5.3 3.1 5.3-3.1L20 4.5Z" fill="#fff" fillOpacity=".9" />
    <path d="m20 17.3-5.3-3.1 5.3 7.4 5.3-7.4-5.3 3.1Z" fill="#fff" fillOpacity=".7" />
  </Mark>
);

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

/** E-wallets and vouchers (Payz, Revolut, Neosurf, Interac): a wallet mark in the brand's initial colour. */
export function WalletLogo({ initial, colour }: { initial: string; colour: string }) {
  return (
    <Mark label="wallet">
      <rect width="40" height="26" rx="4" fill={colour} />
      <text
        x="20"
        y="17.5"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize="12"
        fontWeight="800"
        fill="#fff"
      >
        {initial}
      </text>
    </Mark>
  );
}

const walletColours: Record<string, string> = {
  payz: '#5a2ee5',
  revolut: '#191c1f',
  neosurf: '#e6007e',
  interac: '#f5b800',
};

/** The marks shown for a payment method slug. */
export function MethodLogos({ slug, kind }: { slug: string; kind: string }) {
  if (kind === 'card') {
    return (
      <span className="flex gap-1">
        <VisaLogo />
        <MastercardLogo />
      </span>
    );
  }
  if (kind === 'crypto') {
    return (
      <span className="flex gap-1">
        <BitcoinLogo />
        <TetherLogo />
        <EthereumLogo />
      </span>
    );
  }
  if (kind === 'bank' || slug === 'bank-transfer') return <BankLogo />;
  return <WalletLogo initial={slug.slice(0, 1).toUpperCase()} colour={walletColours[slug] ?? '#3b4a6b'} />;
}
