// Payment methods in the back office (decision 0717): a currency's methods with their switches, order and
// limits, an operator's save of them (audited with before and after, in one transaction with the write),
// and the gateways' configuration status, which says which gateway serves which method and in which mode,
// never a key or any part of one.
import type {
  AdminPaymentGateway,
  AdminPaymentMethodInput,
  AdminPaymentMethodSetting,
} from '@reelvault/contract/calls/backoffice-payments';
import { paymentMethodTypes } from '@reelvault/contract/constants/cashier';
import { registrationCurrencies } from '@reelvault/contract/constants/currencies';
import { formatCurrencyAmount } from '@reelvault/contract/money';
import type { Clock } from '../../clock';
import type { Db, DbExecutor } from '../../db/database';
import { validationError } from '../../http/app-error';
import type { AuthenticatedAdmin } from '../../http/auth';
import type { AdminCaller, BackofficeService } from '../backoffice/service';
import type { GatewayCode } from './gateways/gateway';
import { checkedSettings, methodsInCurrency, type MethodInCurrency } from './method-settings';
import * as settingsRepository from './method-settings-repository';

export interface PaymentMethodsAdminDependencies {
  readonly db: Db;
  readonly clock: Clock;
  readonly backoffice: Pick<BackofficeService, 'audited' | 'requirePermission'>;
  /** The gateway serving a gateway method, if one is configured for it. */
  readonly gatewayCodeFor: (methodSlug: string) => GatewayCode | undefined;
  /** The gateways whose settings are present. */
  readonly configuredGateways: readonly GatewayCode[];
  /** The card-to-crypto provider's settings are present. */
  readonly buyCryptoConfigured: boolean;
}

const gatewayModes: Record<GatewayCode, AdminPaymentGateway['mode']> = { sandbox: 'sandbox', payop: 'live' };

function registrationCurrency(currency: string): string {
  if (!(registrationCurrencies as readonly string[]).includes(currency)) {
    throw validationError({ currency: ['The currency is not a registration currency.'] });
  }
  return currency;
}

export function createPaymentMethodsAdmin(dependencies: PaymentMethodsAdminDependencies) {
  const { db, clock, backoffice, gatewayCodeFor } = dependencies;

  function reply(setting: MethodInCurrency): AdminPaymentMethodSetting {
    const { method, currency } = setting;
    const gateway = method.kind === 'gateway' ? (gatewayCodeFor(method.slug) ?? null) : null;
    const available =
      method.enabled &&
      (method.kind === 'gateway'
        ? gateway !== null
        : method.kind !== 'card' || dependencies.buyCryptoConfigured);
    return {
      type: method.type === paymentMethodTypes.withdrawal ? 2 : 1,
      slug: method.slug,
      name: method.name,
      kind: method.kind,
      currency,
      enabled: setting.enabled,
      position: setting.position,
      min_amount: setting.minAmount === null ? null : formatCurrencyAmount(setting.minAmount, currency),
      max_amount: setting.maxAmount === null ? null : formatCurrencyAmount(setting.maxAmount, currency),
      gateway,
      available,
    };
  }

  async function currencyMethods(executor: DbExecutor, currency: string, forUpdate = false) {
    const [methods, saved] = await Promise.all([
      settingsRepository.allPaymentMethods(executor),
      settingsRepository.settingsOf(executor, currency, { forUpdate }),
    ]);
    return { methods, settings: methodsInCurrency(methods, saved, currency).map(reply) };
  }

  return {
    async methods(admin: AuthenticatedAdmin, currency: string): Promise<AdminPaymentMethodSetting[]> {
      backoffice.requirePermission(admin, 'payments.read');
      return (await currencyMethods(db, registrationCurrency(currency))).settings;
    },

    /** Saves every method of the currency at once; the audit entry holds the currency's rows before and after. */
    async save(
      admin: AuthenticatedAdmin,
      caller: AdminCaller,
      currency: string,
      input: readonly AdminPaymentMethodInput[],
    ): Promise<AdminPaymentMethodSetting[]> {
      backoffice.requirePermission(admin, 'payments.manage');
      const code = registrationCurrency(currency);
      return backoffice.audited(
        admin,
        caller,
        'payments.manage',
        { action: 'payment_methods.save', type: 'payment_methods', id: code },
        async (tx) => {
          const before = await currencyMethods(tx, code, true);
          await settingsRepository.saveSettings(
            tx,
            checkedSettings(before.methods, input, code),
            clock.now(),
          );
          const after = (await currencyMethods(tx, code)).settings;
          return { before: { methods: before.settings }, after: { methods: after }, result: after };
        },
      );
    },

    async gateways(admin: AuthenticatedAdmin) {
      backoffice.requirePermission(admin, 'payments.read');
      const methods = await settingsRepository.allPaymentMethods(db);
      const gatewayMethods = methods.filter(
        (method) => method.type === paymentMethodTypes.deposit && method.kind === 'gateway',
      );
      const codes: GatewayCode[] = ['sandbox', 'payop'];
      const gateways: AdminPaymentGateway[] = codes.map((code) => ({
        code,
        configured: dependencies.configuredGateways.includes(code),
        mode: gatewayModes[code],
        methods: gatewayMethods
          .filter((method) => gatewayCodeFor(method.slug) === code)
          .map((method) => method.slug),
      }));
      return {
        gateways,
        unserved: gatewayMethods
          .filter((method) => gatewayCodeFor(method.slug) === undefined)
          .map((method) => method.slug),
        buy_crypto: dependencies.buyCryptoConfigured,
      };
    },
  };
}

export type PaymentMethodsAdmin = ReturnType<typeof createPaymentMethodsAdmin>;
