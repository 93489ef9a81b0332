// The payment gateways' settings: which gateway takes the bank and card methods (one for all, with
// exceptions per method), Payop's keys and the buy-crypto partner's.

export const paymentGatewayCodes = ['sandbox', 'payop', 'none'] as const;
export type PaymentGatewayCode = (typeof paymentGatewayCodes)[number];

export interface PayopSettings {
  readonly apiUrl: string;
  readonly checkoutUrl: string;
  readonly publicKey: string;
  readonly secretKey: string;
  readonly jwtToken: string;
  /** Empty: notifications from any address (the transaction lookup decides). */
  readonly notifyFrom: readonly string[];
}

export interface BuyCryptoSettings {
  readonly url: string;
  readonly apiKey: string;
  readonly secret: string;
}

/** `payz:payop, neosurf:none` -> {payz: 'payop', neosurf: 'none'} */
export function gatewayExceptions(text: string | undefined): Record<string, PaymentGatewayCode> {
  const result: Record<string, PaymentGatewayCode> = {};
  for (const pair of (text ?? '').split(',')) {
    const [method, gateway] = pair.split(':').map((part) => part.trim());
    if (method && gateway && (paymentGatewayCodes as readonly string[]).includes(gateway)) {
      result[method] = gateway as PaymentGatewayCode;
    }
  }
  return result;
}
