// Configuration, read once at boot from the environment and checked with zod. A bad value stops the boot
// with a message that names the variable.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { realityCheckBounds } from '@reelvault/contract/constants/limits';
import { parseCurrencyAmount } from '@reelvault/contract/money';
import { z } from 'zod';
import {
  gatewayExceptions,
  paymentGatewayCodes,
  type BuyCryptoSettings,
  type PaymentGatewayCode,
  type PayopSettings,
} from './config-payments';
import * as siteAddresses from './config-site-addresses';
import { gamingSettings, gamingVariables, type GamingSettings } from './config-gaming';
import { scaleSettings, scaleVariables, type ScaleSettings } from './config-scale';
import {
  instantVerificationSettings,
  instantVerificationVariables,
  type InstantVerificationSettings,
} from './config-instant-verification';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** `EUR:2000,USD:2500` -> minor units per currency code; a bad entry names itself. */
function currencyAmounts(fallback: string) {
  return z
    .string()
    .default(fallback)
    .transform((text, context) => {
      const amounts: Record<string, bigint> = {};
      for (const entry of text.split(',').filter((part) => part.trim())) {
        const [currency = '', amount = ''] = entry.split(':').map((part) => part.trim());
        try {
          amounts[currency.toUpperCase()] = parseCurrencyAmount(amount, currency.toUpperCase());
        } catch {
          context.addIssue({ code: 'custom', message: `"${entry}" is not CURRENCY:amount (EUR:2000)` });
          return z.NEVER;
        }
      }
      return amounts;
    });
}

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  ...siteAddresses.siteAddressVariables,
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
    .optional(),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  ...scaleVariables,
  SITE_ID: z.string().regex(/^\d+$/, 'must be a number').default('1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  ADMIN_DIST: z.string().default(path.join(repoRoot, 'apps/admin/dist')),
  DEMO_SEED: booleanFlag.optional(),
  /** Serves the API documentation at /api/docs; unset: on outside production. */
  API_DOCS: booleanFlag.optional(),
  TRUST_PROXY: booleanFlag.default(false),
  /** Encrypts two-factor secrets at rest (AES-256-GCM); 32 bytes in base64. */
  TOTP_ENCRYPTION_KEY: z
    .string()
    .refine(
      (value) => /^[A-Za-z0-9+/]+={0,2}$/.test(value) && Buffer.from(value, 'base64').length === 32,
      'must be 32 random bytes in base64 (openssl rand -base64 32)',
    )
    .optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(720).default(12),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Reelvault <no-reply@reelvault.local>'),
  /** The platform's RSA private key (PEM) that signs the wallet API's answers to game providers. */
  WALLET_API_PRIVATE_KEY: z
    .string()
    .includes('PRIVATE KEY', { message: 'must be a PEM private key' })
    .optional(),
  WALLET_API_PRIVATE_KEY_FILE: z.string().min(1).optional(),
  ...gamingVariables,
  REGISTRATION_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  /** The gateway of every gateway deposit method: the built-in sandbox, Payop, or none (not offered). */
  PAYMENT_GATEWAY: z.enum(paymentGatewayCodes).optional(),
  /** Per-method exceptions, `payz:payop,neosurf:none`. */
  PAYMENT_GATEWAY_METHODS: z
    .string()
    .regex(
      /^\s*[a-z0-9-]+\s*:\s*(sandbox|payop|none)\s*(,\s*[a-z0-9-]+\s*:\s*(sandbox|payop|none)\s*)*$/,
      'must be a list of method:gateway pairs, such as payz:payop,neosurf:none',
    )
    .optional(),
  PAYOP_API_URL: z.url().default('https://api.payop.com'),
  PAYOP_CHECKOUT_URL: z.url().default('https://checkout.payop.com'),
  PAYOP_PUBLIC_KEY: z.string().min(1).optional(),
  PAYOP_SECRET_KEY: z.string().min(1).optional(),
  /** The JWT of the Payop project: transaction lookups confirm every notification before a credit. */
  PAYOP_JWT_TOKEN: z.string().min(1).optional(),
  /** Addresses Payop notifies from (comma-separated); unset accepts any, the lookup decides. */
  PAYOP_IPN_IPS: z.string().optional(),
  /** Signs the sandbox gateway's webhooks; kept in DATA_DIR/secrets.json when unset. */
  SANDBOX_GATEWAY_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** A gateway deposit that has not been paid by then is expired. */
  DEPOSIT_EXPIRY_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(7 * 24 * 60)
    .default(24 * 60),
  /** How many withdrawal requests a player may have waiting at once. */
  WITHDRAWALS_PENDING_MAX: z.coerce.number().int().min(1).max(100).default(1),
  /** The card-to-crypto provider's page; buying crypto is offered only when it is set. */
  BUY_CRYPTO_URL: z.url().optional(),
  BUY_CRYPTO_API_KEY: z.string().min(1).optional(),
  /** Signs the query string of the redirect (HMAC-SHA256, base64). */
  BUY_CRYPTO_SECRET: z.string().min(1).optional(),
  /** A back-office session ends this long after login. */
  ADMIN_SESSION_HOURS: z.coerce.number().int().min(1).max(24).default(8),
  /** The in-house studio's RSA private key (PEM), which signs its wallet API requests. */
  HOUSE_PRIVATE_KEY: z.string().includes('PRIVATE KEY', { message: 'must be a PEM private key' }).optional(),
  HOUSE_PRIVATE_KEY_FILE: z.string().min(1).optional(),
  /** Where verification documents are kept (outside any public path); DATA_DIR/kyc-documents by default. */
  KYC_STORAGE_DIR: z.string().min(1).optional(),
  /** Cumulative credited deposits per currency from which a withdrawal needs full verification (CUR:amount,...). */
  KYC_WITHDRAWAL_THRESHOLDS: currencyAmounts('EUR:2000'),
  ...instantVerificationVariables,
  /** Per currency (CUR:amount,...): the largest adjustment one operator applies alone (decision 0707). */
  ADJUSTMENT_THRESHOLDS: currencyAmounts(
    'EUR:100,USD:100,GBP:100,CHF:100,CAD:150,AUD:150,NZD:170,SGD:150,TRY:3500,JPY:15000,AED:400,BRL:550,CNY:800,GEL:300,INR:9000,NOK:1200,SEK:1200,PLN:450,USDT:100,USDC:100',
  ),
  /** Minutes of play after which the play page pauses for a reality check. */
  REALITY_CHECK_MINUTES: z.coerce
    .number()
    .int()
    .min(realityCheckBounds.min)
    .max(realityCheckBounds.max)
    .default(realityCheckBounds.default),
  /** How often the in-house studio looks for rounds left unfinished; 0 turns its sweeper off. */
  HOUSE_SWEEP_SECONDS: z.coerce.number().int().min(0).max(3600).default(15),
  /** Extended public keys of the deposit wallets (account level: m/84'/0'/0', m/84'/2'/0', m/44'/60'/0', m/44'/195'/0'). */
  CRYPTO_XPUB_BITCOIN: z
    .string()
    .regex(/^[a-zA-Z0-9]{100,120}$/, 'must be an extended public key')
    .optional(),
  CRYPTO_XPUB_LITECOIN: z
    .string()
    .regex(/^[a-zA-Z0-9]{100,120}$/, 'must be an extended public key')
    .optional(),
  CRYPTO_XPUB_EVM: z
    .string()
    .regex(/^[a-zA-Z0-9]{100,120}$/, 'must be an extended public key')
    .optional(),
  CRYPTO_XPUB_TRON: z
    .string()
    .regex(/^[a-zA-Z0-9]{100,120}$/, 'must be an extended public key')
    .optional(),
  /** Solana deposit addresses exported by the key holder, one per line, line n for player n. */
  CRYPTO_SOLANA_ADDRESSES_FILE: z.string().min(1).optional(),
  /** Node endpoints the watchers read; a chain without one is not watched. */
  CRYPTO_ETHEREUM_RPC_URL: z.url().optional(),
  CRYPTO_BSC_RPC_URL: z.url().optional(),
  CRYPTO_BITCOIN_ESPLORA_URL: z.url().optional(),
  CRYPTO_LITECOIN_ESPLORA_URL: z.url().optional(),
  CRYPTO_TRON_API_URL: z.url().optional(),
  CRYPTO_SOLANA_RPC_URL: z.url().optional(),
  /** Replaces token contracts: `USDT/ERC20=0x…:6,USDC/BSC=0x…`. */
  CRYPTO_TOKEN_CONTRACTS: z
    .string()
    .regex(
      /^\s*[A-Za-z]+\/[A-Za-z0-9]+=[A-Za-z0-9]+(:\d{1,2})?\s*(,\s*[A-Za-z]+\/[A-Za-z0-9]+=[A-Za-z0-9]+(:\d{1,2})?\s*)*$/,
      'must be a list of COIN/NETWORK=contract[:decimals]',
    )
    .optional(),
  /** Where exchange rates come from: a static table, or CoinGecko's simple price API. */
  CRYPTO_RATE_SOURCE: z.enum(['static', 'coingecko']).optional(),
  /** The static table: `BTC/EUR=60000,ETH/EUR=2800`; unset outside production: the demo table. */
  CRYPTO_RATES: z
    .string()
    .regex(
      /^\s*[A-Za-z]{2,6}\/[A-Za-z]{3}=\d+(\.\d{1,12})?\s*(,\s*[A-Za-z]{2,6}\/[A-Za-z]{3}=\d+(\.\d{1,12})?\s*)*$/,
      'must be a list of COIN/CURRENCY=rate',
    )
    .optional(),
  COINGECKO_API_URL: z.url().default('https://api.coingecko.com/api/v3'),
  COINGECKO_API_KEY: z.string().min(1).optional(),
  /** Seconds between two scans of a chain. */
  CRYPTO_WATCH_INTERVAL_SECONDS: z.coerce.number().min(0.2).max(3600).default(15),
  /** The licensed company named in the legal pages and the site's footer. */
  OPERATOR_NAME: z.string().trim().min(2).max(120).default('Reelvault N.V.'),
  /** Where support tickets are e-mailed. */
  SUPPORT_EMAIL: z.email('must be an e-mail address').default('support@reelvault.local'),
  /** A player (or an e-mail address) may send one support ticket per this many seconds. */
  SUPPORT_TICKET_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /** The live-chat (Intercom) app id; unset: no chat widget is loaded. */
  LIVE_CHAT_APP_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{3,64}$/, 'must be the app id of the chat workspace')
    .optional(),
  /** The sportsbook shown in the /sports frame; unset: /sports explains how to set it. */
  SPORTSBOOK_URL: z.url().optional(),
  /**
   * The utm_source of the ad network whose visitors go straight to AD_NETWORK_AFFILIATE_PATH (compared
   * without regard to case); `none`: no such redirect.
   */
  AD_NETWORK_UTM_SOURCE: z
    .string()
    .trim()
    .regex(/^[\w.-]{1,64}$/, 'must be a utm_source value (letters, digits, dot, dash, underscore) or none')
    .default('coinzilla'),
  /** The affiliate registration path those visitors land on, which credits the affiliate and campaign. */
  AD_NETWORK_AFFILIATE_PATH: z
    .string()
    .regex(
      /^\/register\/[^\s/?#]{1,64}\/[^\s/?#]{1,64}$/,
      'must be an affiliate registration path: /register/{affiliate_id}/{campaign_id}',
    )
    .default('/register/coinzilla/coinzilla'),
});

export const cryptoEndpointVariables = {
  ethereum: 'CRYPTO_ETHEREUM_RPC_URL',
  bsc: 'CRYPTO_BSC_RPC_URL',
  bitcoin: 'CRYPTO_BITCOIN_ESPLORA_URL',
  litecoin: 'CRYPTO_LITECOIN_ESPLORA_URL',
  tron: 'CRYPTO_TRON_API_URL',
  solana: 'CRYPTO_SOLANA_RPC_URL',
} as const;

export interface CryptoSettings {
  /** Account-level extended public keys per family; families without one use the demo wallet (not in production). */
  readonly xpubs: Readonly<Partial<Record<'bitcoin' | 'litecoin' | 'evm' | 'tron', string>>>;
  readonly solanaAddressesFile: string | undefined;
  /** The embedded demo wallet (mnemonic in DATA_DIR) fills in families without keys; never in production. */
  readonly demoWallet: boolean;
  readonly endpoints: Readonly<Partial<Record<keyof typeof cryptoEndpointVariables, string>>>;
  readonly tokenContracts: string | undefined;
  readonly rateSource: 'static' | 'coingecko';
  /** Unset: the demo table (not in production). */
  readonly rates: string | undefined;
  readonly coingecko: { readonly url: string; readonly apiKey: string | undefined };
  readonly watchIntervalMs: number;
}

/** Every environment variable the server reads (the README documents each one). */
export const environmentVariables: readonly string[] = Object.keys(environmentSchema.shape);

export interface Config extends siteAddresses.SiteAddressSettings, GamingSettings, ScaleSettings {
  readonly env: 'development' | 'production' | 'test';
  readonly host: string;
  readonly port: number;
  /** Unset: embedded PostgreSQL (PGlite) in `dataDir`. */
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  readonly siteId: string;
  readonly logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  readonly webDist: string;
  /** The built back office (apps/admin), served under /admin. */
  readonly adminDist: string;
  /** Seeds demo data into an empty database. */
  readonly demoSeed: boolean;
  /** Serves the OpenAPI document and its browsable UI at /api/docs. */
  readonly apiDocs: boolean;
  readonly trustProxy: boolean;
  /** Key for two-factor secrets at rest; unset outside production: see secrets.ts. */
  readonly totpEncryptionKey: Buffer | undefined;
  /** A session ends after this long without a call. */
  readonly sessionIdleMinutes: number;
  /** A session ends this long after login, whatever happens. */
  readonly sessionMaxHours: number;
  /** Unset: e-mails stay in the outbox and show at /dev/mailbox (embedded mode only). */
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  /** Serves /dev/mailbox: embedded database (no DATABASE_URL) and not production. */
  readonly devMailbox: boolean;
  /**
   * The key that signs wallet API answers: PEM text, or a file holding it. When neither is given (not
   * allowed in production) one is generated and kept in `dataDir` (an ephemeral one in tests).
   */
  readonly walletApiPrivateKey: string | undefined;
  readonly walletApiPrivateKeyFile: string | undefined;
  /**
   * Registrations accepted per IP address in an hour. The browser tests register many players from
   * 127.0.0.1 and raise it; a public site keeps the default.
   */
  readonly registrationLimitPerHour: number;
  /** The gateway of each gateway deposit method not named in `paymentGatewayMethods`. */
  readonly paymentGateway: PaymentGatewayCode;
  readonly paymentGatewayMethods: Readonly<Record<string, PaymentGatewayCode>>;
  /** Set when any method is served by Payop. */
  readonly payop: PayopSettings | undefined;
  readonly sandboxGatewaySecret: string | undefined;
  readonly depositExpiryMinutes: number;
  readonly withdrawalsPendingMax: number;
  readonly buyCrypto: BuyCryptoSettings | undefined;
  readonly adminSessionHours: number;
  /**
   * The in-house studio's signing key: PEM text, or a file holding it. Outside production the key the demo
   * seed keeps in `dataDir` is used when neither is given; without any key the studio is not mounted.
   */
  readonly housePrivateKey: string | undefined;
  readonly housePrivateKeyFile: string | undefined;
  readonly houseSweepSeconds: number;
  readonly kycStorageDir: string;
  /** Minor units of each currency; a currency not listed needs full verification for any withdrawal. */
  readonly withdrawalVerificationThresholds: Readonly<Record<string, bigint>>;
  /** Unset: instant verification is not offered, only the documents' manual review. */
  readonly instantVerification: InstantVerificationSettings | undefined;
  /** Minor units per currency up to which one operator's adjustment is applied at once (decision 0707). */
  readonly adjustmentFourEyesThresholds: Readonly<Record<string, bigint>>;
  readonly realityCheckMinutes: number;
  readonly crypto: CryptoSettings;
  readonly operatorName: string;
  readonly supportEmail: string;
  readonly supportTicketIntervalSeconds: number;
  readonly liveChatAppId: string | undefined;
  readonly sportsbookUrl: string | undefined;
  /** Visits with this utm_source are sent to `path`; undefined: no such redirect. */
  readonly adNetworkRedirect: { readonly utmSource: string; readonly path: string } | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(environment: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const values = parsed.data;
  const production = values.NODE_ENV === 'production';
  const problems: string[] = [];
  const scale = scaleSettings(values, problems);
  if (production && values.DEMO_SEED === true) problems.push('DEMO_SEED: the demo seed is off in production');
  if (production && !values.TOTP_ENCRYPTION_KEY) {
    problems.push('TOTP_ENCRYPTION_KEY: required in production (openssl rand -base64 32)');
  }
  problems.push(...siteAddresses.siteAddressProblems(values, production));
  if (production && !values.WALLET_API_PRIVATE_KEY && !values.WALLET_API_PRIVATE_KEY_FILE) {
    problems.push(
      'WALLET_API_PRIVATE_KEY: required in production (or WALLET_API_PRIVATE_KEY_FILE): the key that signs wallet API answers',
    );
  }
  // Embedded mode, development and tests pay through the sandbox; production offers no gateway until
  // one is named, and never the sandbox, whose payer approves with one click.
  const paymentGateway = values.PAYMENT_GATEWAY ?? (production ? 'none' : 'sandbox');
  const paymentGatewayMethods = gatewayExceptions(values.PAYMENT_GATEWAY_METHODS);
  const gatewaysInUse = new Set([paymentGateway, ...Object.values(paymentGatewayMethods)]);
  if (production && gatewaysInUse.has('sandbox')) {
    problems.push('PAYMENT_GATEWAY: the sandbox gateway is not allowed in production');
  }
  const payopKeys = {
    PAYOP_PUBLIC_KEY: values.PAYOP_PUBLIC_KEY,
    PAYOP_SECRET_KEY: values.PAYOP_SECRET_KEY,
    PAYOP_JWT_TOKEN: values.PAYOP_JWT_TOKEN,
  };
  if (gatewaysInUse.has('payop')) {
    for (const [name, value] of Object.entries(payopKeys)) {
      if (!value) problems.push(`${name}: required when a payment method is served by Payop`);
    }
  }
  const buyCryptoKeys = [values.BUY_CRYPTO_URL, values.BUY_CRYPTO_API_KEY, values.BUY_CRYPTO_SECRET];
  if (buyCryptoKeys.some(Boolean) && !buyCryptoKeys.every(Boolean)) {
    problems.push('BUY_CRYPTO_URL: give BUY_CRYPTO_URL, BUY_CRYPTO_API_KEY and BUY_CRYPTO_SECRET together');
  }
  const instantVerification = instantVerificationSettings(values, problems);
  // Production without a table of the operator's own reads CoinGecko's public prices.
  const rateSource =
    values.CRYPTO_RATE_SOURCE ?? (production && !values.CRYPTO_RATES ? 'coingecko' : 'static');
  if (production && rateSource === 'static' && !values.CRYPTO_RATES) {
    problems.push('CRYPTO_RATES: required in production when the rate source is static');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    env: values.NODE_ENV,
    host: values.HOST,
    port: values.PORT,
    ...siteAddresses.siteAddressSettings(values, production),
    databaseUrl: values.DATABASE_URL,
    dataDir: path.resolve(values.DATA_DIR),
    ...scale,
    siteId: values.SITE_ID,
    logLevel: values.LOG_LEVEL,
    webDist: path.resolve(values.WEB_DIST),
    adminDist: path.resolve(values.ADMIN_DIST),
    demoSeed: production ? false : (values.DEMO_SEED ?? values.DATABASE_URL === undefined),
    apiDocs: values.API_DOCS ?? !production,
    trustProxy: values.TRUST_PROXY,
    totpEncryptionKey: values.TOTP_ENCRYPTION_KEY
      ? Buffer.from(values.TOTP_ENCRYPTION_KEY, 'base64')
      : undefined,
    sessionIdleMinutes: values.SESSION_IDLE_MINUTES,
    sessionMaxHours: values.SESSION_MAX_HOURS,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    devMailbox: values.DATABASE_URL === undefined && !production,
    // A PEM given in one line with literal \n (as many secret stores hand it over) is made multi-line.
    walletApiPrivateKey: values.WALLET_API_PRIVATE_KEY?.replaceAll('\\n', '\n'),
    walletApiPrivateKeyFile: values.WALLET_API_PRIVATE_KEY_FILE
      ? path.resolve(values.WALLET_API_PRIVATE_KEY_FILE)
      : undefined,
    ...gamingSettings(values),
    registrationLimitPerHour: values.REGISTRATION_LIMIT_PER_HOUR,
    paymentGateway,
    paymentGatewayMethods,
    payop:
      values.PAYOP_PUBLIC_KEY && values.PAYOP_SECRET_KEY && values.PAYOP_JWT_TOKEN
        ? {
            apiUrl: values.PAYOP_API_URL.replace(/\/+$/, ''),
            checkoutUrl: values.PAYOP_CHECKOUT_URL.replace(/\/+$/, ''),
            publicKey: values.PAYOP_PUBLIC_KEY,
            secretKey: values.PAYOP_SECRET_KEY,
            jwtToken: values.PAYOP_JWT_TOKEN,
            notifyFrom: (values.PAYOP_IPN_IPS ?? '')
              .split(',')
              .map((ip) => ip.trim())
              .filter(Boolean),
          }
        : undefined,
    sandboxGatewaySecret: values.SANDBOX_GATEWAY_SECRET,
    depositExpiryMinutes: values.DEPOSIT_EXPIRY_MINUTES,
    withdrawalsPendingMax: values.WITHDRAWALS_PENDING_MAX,
    buyCrypto:
      values.BUY_CRYPTO_URL && values.BUY_CRYPTO_API_KEY && values.BUY_CRYPTO_SECRET
        ? { url: values.BUY_CRYPTO_URL, apiKey: values.BUY_CRYPTO_API_KEY, secret: values.BUY_CRYPTO_SECRET }
        : undefined,
    adminSessionHours: values.ADMIN_SESSION_HOURS,
    housePrivateKey: values.HOUSE_PRIVATE_KEY?.replaceAll('\\n', '\n'),
    housePrivateKeyFile: values.HOUSE_PRIVATE_KEY_FILE
      ? path.resolve(values.HOUSE_PRIVATE_KEY_FILE)
      : undefined,
    houseSweepSeconds: values.HOUSE_SWEEP_SECONDS,
    kycStorageDir: path.resolve(values.KYC_STORAGE_DIR ?? path.join(values.DATA_DIR, 'kyc-documents')),
    withdrawalVerificationThresholds: values.KYC_WITHDRAWAL_THRESHOLDS,
    instantVerification,
    adjustmentFourEyesThresholds: values.ADJUSTMENT_THRESHOLDS,
    realityCheckMinutes: values.REALITY_CHECK_MINUTES,
    crypto: {
      xpubs: {
        ...(values.CRYPTO_XPUB_BITCOIN ? { bitcoin: values.CRYPTO_XPUB_BITCOIN } : {}),
        ...(values.CRYPTO_XPUB_LITECOIN ? { litecoin: values.CRYPTO_XPUB_LITECOIN } : {}),
        ...(values.CRYPTO_XPUB_EVM ? { evm: values.CRYPTO_XPUB_EVM } : {}),
        ...(values.CRYPTO_XPUB_TRON ? { tron: values.CRYPTO_XPUB_TRON } : {}),
      },
      solanaAddressesFile: values.CRYPTO_SOLANA_ADDRESSES_FILE
        ? path.resolve(values.CRYPTO_SOLANA_ADDRESSES_FILE)
        : undefined,
      demoWallet: !production,
      endpoints: Object.fromEntries(
        Object.entries(cryptoEndpointVariables)
          .map(([chain, name]) => [chain, values[name]] as const)
          .filter((entry): entry is readonly [string, string] => typeof entry[1] === 'string'),
      ),
      tokenContracts: values.CRYPTO_TOKEN_CONTRACTS,
      rateSource,
      rates: values.CRYPTO_RATES,
      coingecko: { url: values.COINGECKO_API_URL, apiKey: values.COINGECKO_API_KEY },
      watchIntervalMs: Math.round(values.CRYPTO_WATCH_INTERVAL_SECONDS * 1000),
    },
    operatorName: values.OPERATOR_NAME,
    supportEmail: values.SUPPORT_EMAIL,
    supportTicketIntervalSeconds: values.SUPPORT_TICKET_INTERVAL_SECONDS,
    liveChatAppId: values.LIVE_CHAT_APP_ID,
    sportsbookUrl: values.SPORTSBOOK_URL,
    adNetworkRedirect:
      values.AD_NETWORK_UTM_SOURCE.toLowerCase() === 'none'
        ? undefined
        : { utmSource: values.AD_NETWORK_UTM_SOURCE, path: values.AD_NETWORK_AFFILIATE_PATH },
  };
}
