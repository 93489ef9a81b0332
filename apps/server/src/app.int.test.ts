// The app's shape: every module is a plugin of its own name, each refuses to load without the modules it
// declares, and the workers the plugins start when the app is ready stop when it closes.
import { generateKeyPairSync } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, createTestDatabase, testConfig, type TestDatabase } from '../test/helper';
import { buildApp } from './app';
import { bonusesPlugin } from './modules/bonuses/plugin';
import { backofficePlugin } from './modules/backoffice/plugin';
import { cataloguePlugin } from './modules/catalogue/plugin';
import { compliancePlugin } from './modules/compliance/plugin';
import { contentPlugin } from './modules/content/plugin';
import { identityPlugin } from './modules/identity/plugin';
import { notificationsPlugin } from './modules/notifications/plugin';
import type { MailTransport } from './modules/notifications/service';
import { walletPlugin } from './modules/wallet/plugin';
import { httpPlugin } from './plugins/http';
import { platformPlugin } from './plugins/platform';
import { sharedStatePlugin } from './plugins/shared-state';
import { singleInstancePlugin } from './plugins/single-instance';

const modules = readdirSync(path.join(import.meta.dirname, 'modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('buildApp', () => {
  it('registers every module in modules/ as a plugin of its name, with its service on the app', async () => {
    const testApp = await createTestApp();
    try {
      expect(modules).toContain('identity');
      for (const module of modules) {
        expect(testApp.app.hasPlugin(module), `plugin '${module}'`).toBe(true);
        expect(testApp.app.hasDecorator(module), `app.${module}`).toBe(true);
      }
      for (const platform of ['platform', 'http', 'signing-key', 'house-studio']) {
        expect(testApp.app.hasPlugin(platform), `plugin '${platform}'`).toBe(true);
      }
    } finally {
      await testApp.close();
    }
  });
});

describe('module plugins', () => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
  });
  afterAll(async () => {
    await testDatabase.drop();
  });

  it('refuses a module registered before the modules it declares', async () => {
    const app = Fastify();
    await app.register(platformPlugin, { config: testConfig(), database: testDatabase.database });
    await expect(app.register(compliancePlugin)).rejects.toMatchObject({
      code: 'FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED',
      message: expect.stringContaining("'identity' of plugin 'compliance'"),
    });
    await app.close();
  });

  it('fails the boot when a module it calls late was never registered', async () => {
    const app = Fastify();
    await app.register(platformPlugin, { config: testConfig(), database: testDatabase.database });
    await app.register(sharedStatePlugin);
    await app.register(singleInstancePlugin);
    await app.register(httpPlugin);
    await app.register(notificationsPlugin);
    await app.register(identityPlugin);
    await app.register(walletPlugin);
    await app.register(cataloguePlugin);
    await app.register(bonusesPlugin);
    await app.register(backofficePlugin);
    await app.register(compliancePlugin);
    await app.register(contentPlugin);
    await expect(app.ready()).rejects.toThrow(
      "The plugin 'backoffice' calls cashier, which no plugin registered",
    );
    await app.close();
  });
});

describe('workers', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('start when the app is ready and stop when it closes', async () => {
    // Only the repeating timers are faked: the database and the HTTP pipeline keep their real timeouts.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const sent: string[] = [];
    const mailTransport: MailTransport = {
      async sendMail(message) {
        sent.push(message.to);
      },
    };
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const testDatabase = await createTestDatabase();
    const { db } = testDatabase.database;
    try {
      const app = await buildApp(testConfig({ SMTP_URL: 'smtp://mail.test:25' }), {
        database: testDatabase.database,
        mailTransport,
        // The studio's sweeper runs too, with a key of its own.
        house: {
          privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
          sweepSeconds: 1,
        },
      });
      expect(vi.getTimerCount()).toBe(0);
      await app.ready();
      expect(vi.getTimerCount()).toBeGreaterThanOrEqual(2);

      // The outbox runs in the process holding its lock: taken over a real connection, in real time.
      await vi.waitFor(() => expect(app.singleInstance.held()).toContain('email-outbox'), {
        timeout: 10_000,
      });
      const mail = { kind: 'test', subject: 'Hello', text: 'Hello' };
      await app.notifications.enqueueEmail(db, { ...mail, to: 'open@casino.test' });
      await vi.advanceTimersByTimeAsync(5_000);
      await vi.waitFor(() => expect(sent).toEqual(['open@casino.test']));

      await app.close();
      expect(vi.getTimerCount()).toBe(0);
      await app.notifications.enqueueEmail(db, { ...mail, to: 'closed@casino.test' });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(sent).toEqual(['open@casino.test']);
    } finally {
      await testDatabase.drop();
    }
  });
});
