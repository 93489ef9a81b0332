// Two API nodes on one Redis (REDIS_URL, decision 0026): rate limits and failed-attempt counts are the
// nodes' sum, not each node's, and a push published on one node reaches the subscribers on the other.
// Each node here is an app of its own (its own database: what they share is Redis alone).
import { healthReply } from '@reelvault/contract/calls/system';
import { errorBodySchema } from '@reelvault/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';
import { testIp } from './players';
import { redisAvailable, redisTestPrefix, testRedisUrl } from './redis';

type Node = TestApp & { close(): Promise<void> };

describe.runIf(await redisAvailable())('two nodes sharing Redis', () => {
  const keys = redisTestPrefix();
  let first: Node;
  let second: Node;

  beforeAll(async () => {
    const settings = {
      REDIS_URL: testRedisUrl,
      REDIS_KEY_PREFIX: keys.prefix,
      REGISTRATION_LIMIT_PER_HOUR: '4',
    };
    [first, second] = await Promise.all([createTestApp(settings), createTestApp(settings)]);
  });

  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await keys.clean();
  });

  const register = (node: Node, remoteAddress: string) =>
    node.app.inject({ method: 'POST', url: '/api/auth/create', payload: { user_data: {} }, remoteAddress });

  const login = (node: Node, remoteAddress: string, attempt: number) =>
    node.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: `nobody${attempt}`, password: 'not-the-password' },
      remoteAddress,
    });

  it('count a rate limit across both: the fifth registration from one address is refused on either', async () => {
    const address = testIp();
    for (const node of [first, second, first, second]) {
      expect((await register(node, address)).statusCode).toBe(422);
    }
    const refused = await register(first, address);
    expect(refused.statusCode).toBe(429);
    expect(errorBodySchema.parse(refused.json()).error).toBe('RATE_LIMITED');
    expect((await register(second, address)).statusCode).toBe(429);
    // Another address has its own allowance.
    expect((await register(second, testIp())).statusCode).toBe(422);
  });

  it('count wrong logins from one address across both: the sixth is refused with Retry-After', async () => {
    const address = testIp();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const node = attempt % 2 === 0 ? second : first;
      expect((await login(node, address, attempt)).statusCode).toBe(401);
    }
    for (const node of [first, second]) {
      const sixth = await login(node, address, 6);
      expect(sixth.statusCode).toBe(429);
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('report their Redis in the health check', async () => {
    const health = await first.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(healthReply.parse(health.json())).toMatchObject({
      status: 'ok',
      redis: { configured: true, reachable: true },
    });
  });

  it("tell a player's balance change on one node to the player's pages on the other", async () => {
    const heard: string[] = [];
    const stop = second.app.wallet.balanceChanges.subscribe(4_242, () => heard.push('second'));
    const stopFirst = first.app.wallet.balanceChanges.subscribe(4_242, () => heard.push('first'));
    const other = second.app.wallet.balanceChanges.subscribe(4_243, () => heard.push('another player'));
    try {
      first.app.wallet.balanceChanges.publish(4_242);
      await expect.poll(() => [...heard].sort()).toEqual(['first', 'second']);
    } finally {
      stop();
      stopFirst();
      other();
    }
  });

  it("tell a crypto deposit seen by one node's watcher to the player's page on the other", async () => {
    const seen: unknown[] = [];
    const stop = second.app.crypto.cashier.subscribe((event) => seen.push(event));
    try {
      const event = { playerId: 7, deposit: { id: 'deposit-7', status: 'confirming' } };
      first.app.sharedState.topics.topic('crypto-deposits').publish(event);
      await expect.poll(() => seen).toEqual([event]);
    } finally {
      stop();
    }
  });
});
