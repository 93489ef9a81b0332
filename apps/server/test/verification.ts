// Identity-verification calls for the compliance integration tests: the player's verification status and
// profile, a document's file (as its owner or a reviewer), and an upload that must succeed.
import { userProfile } from '@reelvault/contract/calls/account';
import { verificationStatus } from '@reelvault/contract/calls/compliance';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { jpegFile, uploadDocument } from './kyc';
import { bearer, type TestPlayer } from './players';

/** The verification form of an adult player, as `POST /api/account/verification` takes it. */
export const verificationDetailsForm = {
  name: 'Anna',
  surname: 'Georgiou',
  birth_day: 4,
  birth_month: 5,
  birth_year: 1990,
  address: 'Ermou 10',
  city: 'Athens',
};

export async function verificationStatusOf(app: FastifyInstance, player: TestPlayer) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/account/verification-status',
    headers: bearer(player.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return verificationStatus.reply.parse(response.json());
}

export async function profileOf(app: FastifyInstance, player: TestPlayer) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/user/profile',
    headers: bearer(player.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return userProfile.parse((response.json() as { data: unknown }).data);
}

export function documentFileOf(app: FastifyInstance, token: string, id: string, admin = false) {
  return app.inject({
    method: 'GET',
    url: admin ? `/api/admin/kyc/documents/${id}/file` : `/api/kyc/documents/${id}/file`,
    headers: bearer(token),
  });
}

/** Uploads one document of `type` (1..5) and answers it as stored. */
export async function uploadedDocument(
  app: FastifyInstance,
  player: TestPlayer,
  type: number,
  file: Parameters<typeof uploadDocument>[3] = jpegFile(),
) {
  const response = await uploadDocument(app, player.token, type, file);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { document: { id: string; status: string } } }).data.document;
}
