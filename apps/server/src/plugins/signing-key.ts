// The key that signs the wallet API's answers (the gaming module signs with it; providers and the in-house
// studio check with its public half).
import type { KeyObject } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { platformSigningKey } from '../modules/gaming/keys';
import { publicKeyPem } from '../modules/gaming/signatures';

declare module 'fastify' {
  interface FastifyInstance {
    /** The private key of the wallet API's signatures. */
    walletApiSigningKey: KeyObject;
    /** The platform's wallet API public key (PEM), which providers use to check our answers. */
    walletApiPublicKey: string;
  }
}

async function signingKey(app: FastifyInstance): Promise<void> {
  const key = await platformSigningKey(app.config);
  app.decorate('walletApiSigningKey', key);
  app.decorate('walletApiPublicKey', publicKeyPem(key));
}

export const signingKeyPlugin = fp(signingKey, { name: 'signing-key', dependencies: ['platform'] });
