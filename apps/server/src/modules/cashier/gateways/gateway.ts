// What the cashier needs from a payment gateway: start a payment (the payer's page to go to), read a
// notification the gateway sent, and confirm a payment's state with the gateway itself before any money
// moves. Each gateway (the built-in sandbox, Payop) implements it; which one serves which method is
// configuration (PAYMENT_GATEWAY, PAYMENT_GATEWAY_METHODS).

export type GatewayCode = 'sandbox' | 'payop';

export interface PaymentRequest {
  readonly depositId: string;
  /** Minor units of `currency`. */
  readonly amount: bigint;
  readonly currency: string;
  /** Our method slug (payz, revolut, ...). */
  readonly method: string;
  /** The gateway's method id (Payop's py_id), when the method has one. */
  readonly gatewayMethodId: number | null;
  readonly description: string;
  readonly payer: { readonly email: string; readonly name: string };
  readonly language: string;
  /** Where the payer's browser goes after paying, and after a failure. */
  readonly successUrl: string;
  readonly failUrl: string;
}

export interface StartedPayment {
  /** The gateway's id of the payment (Payop's invoice id). */
  readonly reference: string;
  /** The gateway's payment page. */
  readonly redirectUrl: string;
}

export type PaymentState = 'paid' | 'failed' | 'pending';

export interface IncomingNotification {
  readonly body: Buffer;
  readonly headers: Readonly<Record<string, string | undefined>>;
  readonly ip: string;
}

/** What a notification says; nothing is believed before `confirm` asked the gateway. */
export interface NotificationClaim {
  /** Our deposit id as the gateway echoes it (Payop's order id, the sandbox's merchant reference). */
  readonly depositId: string | undefined;
  readonly transactionId: string | undefined;
  readonly state: PaymentState;
}

export interface ConfirmedPayment {
  readonly depositId: string;
  readonly transactionId: string;
  readonly state: PaymentState;
  /** What the gateway says was paid, in minor units of `currency`. */
  readonly amount: bigint;
  readonly currency: string;
  readonly reason?: string;
}

export type RefusalOutcome = 'refused_signature' | 'refused_stale' | 'refused_source' | 'malformed';

/** A notification that is not believed at all (forged, stale, from elsewhere, unreadable). */
export class NotificationRefused extends Error {
  constructor(
    readonly outcome: RefusalOutcome,
    message: string,
  ) {
    super(message);
    this.name = 'NotificationRefused';
  }
}

/** The gateway could not be asked (network, 5xx): the notification is answered so that it comes again. */
export class GatewayUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GatewayUnavailable';
  }
}

export interface PaymentGateway {
  readonly code: GatewayCode;
  startPayment(request: PaymentRequest): Promise<StartedPayment>;
  /** Reads and authenticates a notification as far as the gateway allows; throws NotificationRefused. */
  readNotification(notification: IncomingNotification): NotificationClaim;
  /**
   * The payment's state as the gateway itself reports it (Payop: the transaction lookup). Undefined when
   * the gateway does not know the payment.
   */
  confirm(claim: NotificationClaim): Promise<ConfirmedPayment | undefined>;
}
