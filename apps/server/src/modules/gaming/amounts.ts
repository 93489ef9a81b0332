// Wire amounts of the wallet API (currency units x 100000, integers) to and from the ledger's minor units.
import { walletApiAmountScale } from '@reelvault/contract/calls/wallet-api';

const scaleDigits = walletApiAmountScale.toString().length - 1;

/**
 * Minor units for a wire amount, or undefined when the amount has more precision than the currency
 * (0.00001 EUR cannot be booked).
 */
export function wireToMinor(wire: bigint, exponent: number): bigint | undefined {
  if (wire < 0n) return undefined;
  if (exponent >= scaleDigits) return wire * 10n ** BigInt(exponent - scaleDigits);
  const divisor = 10n ** BigInt(scaleDigits - exponent);
  return wire % divisor === 0n ? wire / divisor : undefined;
}

/** The wire amount for a balance; digits finer than 0.00001 are dropped (never rounded up). */
export function minorToWire(minor: bigint, exponent: number): bigint {
  if (exponent >= scaleDigits) return minor / 10n ** BigInt(exponent - scaleDigits);
  return minor * 10n ** BigInt(scaleDigits - exponent);
}
