import { availableParallelism } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to embedded PostgreSQL on 127.0.0.1:3000 with the demo seed', () => {
    const config = loadConfig({});
    expect(config.host).toBe('127.0.0.1');
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demoSeed).toBe(true);
    expect(config.siteId).toBe('1');
    expect(path.isAbsolute(config.dataDir)).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('uses PostgreSQL when DATABASE_URL is set, without the demo seed unless asked', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/reelvault' });
    expect(config.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/reelvault');
    expect(config.demoSeed).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://h/db', DEMO_SEED: 'true' }).demoSeed).toBe(true);
  });

  it('runs one server process by default, several on PostgreSQL with Redis, and refuses several without either', () => {
    expect(loadConfig({}).serverProcesses).toBe(1);
    expect(loadConfig({}).redis).toBeUndefined();
    const postgres = 'postgres://postgres@127.0.0.1:5432/reelvault';
    const shared = { DATABASE_URL: postgres, REDIS_URL: 'redis://127.0.0.1:6379' };
    expect(loadConfig({ ...shared, SERVER_PROCESSES: '4' }).serverProcesses).toBe(4);
    expect(loadConfig({ ...shared, SERVER_PROCESSES: '4' }).redis).toEqual({
      url: 'redis://127.0.0.1:6379',
      keyPrefix: 'reelvault:',
    });
    expect(loadConfig({ ...shared, SERVER_PROCESSES: 'auto' }).serverProcesses).toBe(availableParallelism());
    expect(() => loadConfig({ SERVER_PROCESSES: '2', REDIS_URL: shared.REDIS_URL })).toThrow(
      /SERVER_PROCESSES: .*DATABASE_URL/,
    );
    expect(() => loadConfig({ SERVER_PROCESSES: 'auto' })).toThrow(/SERVER_PROCESSES/);
    // Several processes without Redis would each count rate limits and attempts alone: refused.
    expect(() => loadConfig({ DATABASE_URL: postgres, SERVER_PROCESSES: '2' })).toThrow(
      /SERVER_PROCESSES: several server processes need Redis \(REDIS_URL\)/,
    );
    expect(() => loadConfig({ ...shared, SERVER_PROCESSES: 'many' })).toThrow(
      /SERVER_PROCESSES: must be a number of processes from 1 to 64, or auto/,
    );
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(
      /REDIS_URL: must be a redis:\/\//,
    );
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'a b' })).toThrow(/REDIS_KEY_PREFIX/);
  });

  it('names every bad variable', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
      expect.unreachable('a bad configuration must not load');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('LOG_LEVEL');
    }
  });

  it('lists the site addresses, PUBLIC_URL first, and the loopback names of a local one outside production', () => {
    expect(loadConfig({}).siteAddresses).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
    expect(
      loadConfig({
        PUBLIC_URL: 'https://casino.example/',
        SITE_ADDRESSES: 'https://www.casino.example/, https://casino.example',
      }).siteAddresses,
    ).toEqual(['https://casino.example', 'https://www.casino.example']);
    expect(() => loadConfig({ SITE_ADDRESSES: 'casino.example' })).toThrow(/SITE_ADDRESSES/);
  });

  const production = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://h/db',
    PUBLIC_URL: 'https://casino.example',
    TOTP_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    WALLET_API_PRIVATE_KEY_FILE: '/run/secrets/wallet-api.pem',
  };

  it('adds no loopback name to a local PUBLIC_URL in production', () => {
    expect(loadConfig({ ...production, PUBLIC_URL: 'http://localhost:8080' }).siteAddresses).toEqual([
      'http://localhost:8080',
    ]);
  });

  it('never seeds demo data in production', () => {
    expect(loadConfig(production).demoSeed).toBe(false);
    expect(() => loadConfig({ ...production, DEMO_SEED: 'true' })).toThrow(/DEMO_SEED/);
  });

  it('serves the API documentation outside production, and in production only when asked', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
  });

  it('requires the secrets in production instead of generating them', () => {
    expect(() => loadConfig({ ...production, TOTP_ENCRYPTION_KEY: '' })).toThrow(/TOTP_ENCRYPTION_KEY/);
    expect(() => loadConfig({ ...production, PUBLIC_URL: '' })).toThrow(/PUBLIC_URL/);
  });

  it('requires the wallet API signing key in production, and reads it given inline or as a file', () => {
    expect(() => loadConfig({ ...production, WALLET_API_PRIVATE_KEY_FILE: '' })).toThrow(
      /WALLET_API_PRIVATE_KEY/,
    );
    const inline = loadConfig({
      WALLET_API_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nMIIB\\n-----END PRIVATE KEY-----',
    });
    expect(inline.walletApiPrivateKey).toBe('-----BEGIN PRIVATE KEY-----\nMIIB\n-----END PRIVATE KEY-----');
    expect(() => loadConfig({ WALLET_API_PRIVATE_KEY: 'secret' })).toThrow(/WALLET_API_PRIVATE_KEY/);
    expect(loadConfig({ WALLET_API_PRIVATE_KEY_FILE: 'keys/k.pem' }).walletApiPrivateKeyFile).toBe(
      path.resolve('keys/k.pem'),
    );
    expect(loadConfig({}).gameSessionTtlMinutes).toBe(240);
  });

  it('limits registrations to 10 per IP and hour unless REGISTRATION_LIMIT_PER_HOUR says otherwise', () => {
    expect(loadConfig({}).registrationLimitPerHour).toBe(10);
    expect(loadConfig({ REGISTRATION_LIMIT_PER_HOUR: '500' }).registrationLimitPerHour).toBe(500);
    expect(() => loadConfig({ REGISTRATION_LIMIT_PER_HOUR: '0' })).toThrow(/REGISTRATION_LIMIT_PER_HOUR/);
    expect(() => loadConfig({ REGISTRATION_LIMIT_PER_HOUR: 'many' })).toThrow(/REGISTRATION_LIMIT_PER_HOUR/);
  });

  it('pays through the sandbox outside production, through no gateway in production until one is named', () => {
    expect(loadConfig({}).paymentGateway).toBe('sandbox');
    expect(loadConfig(production).paymentGateway).toBe('none');
    expect(() => loadConfig({ ...production, PAYMENT_GATEWAY: 'sandbox' })).toThrow(/sandbox gateway/);
    expect(() => loadConfig({ ...production, PAYMENT_GATEWAY_METHODS: 'payz:sandbox' })).toThrow(/sandbox/);
    const mixed = loadConfig({ PAYMENT_GATEWAY_METHODS: 'payz:none, neosurf:sandbox' });
    expect(mixed.paymentGatewayMethods).toEqual({ payz: 'none', neosurf: 'sandbox' });
    expect(() => loadConfig({ PAYMENT_GATEWAY_METHODS: 'payz=payop' })).toThrow(/PAYMENT_GATEWAY_METHODS/);
  });

  it('needs the three Payop keys as soon as a method is served by Payop', () => {
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'payop' })).toThrow(/PAYOP_PUBLIC_KEY/);
    expect(() => loadConfig({ PAYMENT_GATEWAY_METHODS: 'payz:payop', PAYOP_PUBLIC_KEY: 'p' })).toThrow(
      /PAYOP_JWT_TOKEN/,
    );
    const payop = loadConfig({
      ...production,
      PAYMENT_GATEWAY: 'payop',
      PAYOP_PUBLIC_KEY: 'application-1',
      PAYOP_SECRET_KEY: 'secret',
      PAYOP_JWT_TOKEN: 'jwt',
      PAYOP_IPN_IPS: '18.199.249.46, 35.158.36.143',
    });
    expect(payop.payop).toMatchObject({
      apiUrl: 'https://api.payop.com',
      notifyFrom: ['18.199.249.46', '35.158.36.143'],
    });
  });

  it('sends coinzilla visitors to an affiliate registration path unless told otherwise', () => {
    expect(loadConfig({}).adNetworkRedirect).toEqual({
      utmSource: 'coinzilla',
      path: '/register/coinzilla/coinzilla',
    });
    expect(
      loadConfig({ AD_NETWORK_UTM_SOURCE: 'adnet', AD_NETWORK_AFFILIATE_PATH: '/register/aff-9/spring' })
        .adNetworkRedirect,
    ).toEqual({ utmSource: 'adnet', path: '/register/aff-9/spring' });
    expect(loadConfig({ AD_NETWORK_UTM_SOURCE: 'none' }).adNetworkRedirect).toBeUndefined();
    expect(() => loadConfig({ AD_NETWORK_AFFILIATE_PATH: 'https://elsewhere.example/register/1/2' })).toThrow(
      /AD_NETWORK_AFFILIATE_PATH/,
    );
    expect(() => loadConfig({ AD_NETWORK_UTM_SOURCE: 'ad network' })).toThrow(/AD_NETWORK_UTM_SOURCE/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });
});
