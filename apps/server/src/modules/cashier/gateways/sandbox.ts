// The built-in sandbox gateway, for demos and tests: a hosted payment page served by Reelvault
// (/sandbox-pay/<id>) where the payer approves or declines, a webhook signed like a real gateway's
// (HMAC-SHA256 over time and raw body, see webhook-signature.ts), and the payer's browser sent back to
// the success or failure address the cashier gave. It keeps its own payments and never believes a
// notification it did not sign; `confirm` reads the payment back from its own records, as the cashier
// asks any gateway to.
import { randomUUID } from 'node:crypto';
import { formatCurrencyAmount } from '@reelvault/contract/money';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/database';
import * as repository from '../repository';
import type { SandboxPaymentRow } from '../repository';
import {
  NotificationRefused,
  type ConfirmedPayment,
  type IncomingNotification,
  type NotificationClaim,
  type PaymentGateway,
  type PaymentRequest,
  type PaymentState,
  type StartedPayment,
} from './gateway';
import { checkWebhookSignature, sandboxSignatureHeader, signWebhook } from './webhook-signature';

export const sandboxPagePath = '/sandbox-pay';

export interface SandboxWebhook {
  readonly body: Buffer;
  readonly signature: string;
}

export interface SandboxGateway extends PaymentGateway {
  payment(id: string): Promise<SandboxPaymentRow | undefined>;
  /** The payer's decision on the hosted page (the first one stands). */
  decide(id: string, decision: 'approved' | 'declined'): Promise<SandboxPaymentRow | undefined>;
  /** The signed webhook that tells the cashier about a decided payment. */
  webhook(payment: SandboxPaymentRow): SandboxWebhook;
}

function stateOf(status: SandboxPaymentRow['status']): PaymentState {
  if (status === 'approved') return 'paid';
  if (status === 'declined') return 'failed';
  return 'pending';
}

export function createSandboxGateway(options: {
  db: Db;
  clock: Clock;
  secret: Buffer;
  publicUrl: string;
}): SandboxGateway {
  const { db, clock, secret } = options;
  return {
    code: 'sandbox',

    async startPayment(request: PaymentRequest): Promise<StartedPayment> {
      const payment = await repository.insertSandboxPayment(db, {
        id: randomUUID(),
        merchantReference: request.depositId,
        amount: request.amount,
        currency: request.currency,
        description: request.description,
        successUrl: request.successUrl,
        failUrl: request.failUrl,
        status: 'open',
        createdAt: clock.now(),
      });
      return { reference: payment.id, redirectUrl: `${options.publicUrl}${sandboxPagePath}/${payment.id}` };
    },

    payment: (id) => repository.findSandboxPayment(db, id),

    decide: (id, decision) => repository.decideSandboxPayment(db, id, decision, clock.now()),

    webhook(payment) {
      const body = Buffer.from(
        JSON.stringify({
          id: payment.id,
          merchant_reference: payment.merchantReference,
          status: payment.status,
          amount: formatCurrencyAmount(payment.amount, payment.currency),
          currency: payment.currency,
        }),
      );
      return { body, signature: signWebhook(secret, body, clock.now()) };
    },

    readNotification(notification: IncomingNotification): NotificationClaim {
      const check = checkWebhookSignature(
        secret,
        notification.body,
        notification.headers[sandboxSignatureHeader],
        clock.now(),
      );
      if (check === 'stale') throw new NotificationRefused('refused_stale', 'The signature is too old.');
      if (check !== 'valid') throw new NotificationRefused('refused_signature', `The signature is ${check}.`);
      let parsed: { id?: unknown; merchant_reference?: unknown; status?: unknown };
      try {
        parsed = JSON.parse(notification.body.toString('utf8')) as typeof parsed;
      } catch {
        throw new NotificationRefused('malformed', 'The webhook is not JSON.');
      }
      const status = parsed.status;
      if (typeof parsed.id !== 'string' || (status !== 'approved' && status !== 'declined')) {
        throw new NotificationRefused('malformed', 'The webhook names no payment or decision.');
      }
      return {
        depositId: typeof parsed.merchant_reference === 'string' ? parsed.merchant_reference : undefined,
        transactionId: parsed.id,
        state: stateOf(status),
      };
    },

    async confirm(claim: NotificationClaim): Promise<ConfirmedPayment | undefined> {
      if (!claim.transactionId) return undefined;
      const payment = await repository.findSandboxPayment(db, claim.transactionId);
      if (!payment) return undefined;
      return {
        depositId: payment.merchantReference,
        transactionId: payment.id,
        state: stateOf(payment.status),
        amount: payment.amount,
        currency: payment.currency,
        ...(payment.status === 'declined' ? { reason: 'Declined by the payer' } : {}),
      };
    },
  };
}
