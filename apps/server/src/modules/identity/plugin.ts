// The identity module as a plugin: players, sessions and their guards. It comes first among the modules
// because every other module's routes need its `player` and `optional` guards; what it needs of modules
// registered after it (the wallet opens a new player's accounts, the catalogue keeps the favourites,
// compliance the verification facts) it calls through their decorators when a request asks for it.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sqlTransactor } from '../../db/transactor';
import { createSessionStreams, type SessionStreams } from '../../http/session-streams';
import { requireLater } from '../../plugins/late-bound';
import { registerAuthGuards } from './guards';
import { identityRoutes } from './routes';
import { redisAttemptLimiter, type AttemptLimits } from './attempt-limiter';
import { createIdentityService, type IdentityService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    identity: IdentityService;
    /** The players' open event streams (balance, crypto payments), each ended with its session. */
    sessionStreams: SessionStreams;
  }
}

async function identity(app: FastifyInstance): Promise<void> {
  const { redis } = app.sharedState;
  const service = createIdentityService({
    transactor: sqlTransactor(app.database.db),
    clock: app.clock,
    settings: app.config,
    totpEncryptionKey: app.secrets.totpEncryptionKey,
    notifications: app.notifications,
    // Other modules join the registration transaction here (the wallet opens the player's accounts).
    onPlayerRegistered: [
      async (tx, player) => {
        await app.wallet.openPlayerAccounts(tx, player);
      },
    ],
    // The profile lists the player's favourites, which the catalogue keeps, ...
    favouriteGameIds: (playerId) => app.catalogue.favouriteGameIds(playerId),
    // ... and their uploaded documents and deposits, which the compliance module reads.
    verificationFacts: (playerId) => app.compliance.profileFacts(playerId),
    // ... and the terms' published version, which the content module keeps (decision 0719).
    publishedTerms: (locale) => app.content.publishedTerms(locale),
    // Several processes or nodes count failed attempts together in their Redis (decision 0026).
    ...(redis && {
      attemptLimiter: (limits: AttemptLimits) =>
        redisAttemptLimiter(redis, app.clock, limits, (error) =>
          app.log.warn({ err: error }, 'failed attempts counted in this process while Redis cannot answer'),
        ),
    }),
  });
  requireLater(app, 'identity', ['wallet', 'catalogue', 'compliance', 'content']);
  app.decorate('identity', service);
  const streams = createSessionStreams({ sessionOpen: (token) => service.sessionOpen(token) });
  app.decorate('sessionStreams', streams);
  // Open streams would keep the server from closing.
  app.addHook('preClose', async () => streams.endAll());
  // The guards come before every module's routes: contractRoute looks them up when a route is added.
  registerAuthGuards(app, service);
  await app.register(identityRoutes(service));
}

export const identityPlugin = fp(identity, {
  name: 'identity',
  dependencies: ['platform', 'shared-state', 'notifications'],
});
