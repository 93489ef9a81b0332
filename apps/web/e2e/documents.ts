// Identity documents for the browser tests: a small JPEG as a phone camera sends it, its upload through
// the player's verification call, as the verification page makes it, and a reviewer's decision on it
// through the back-office API.
import { expect, type APIRequestContext } from '@playwright/test';

const segment = (marker: number, body: Buffer) =>
  Buffer.concat([Buffer.from([0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff]), body]);

/** An 8 x 8 baseline JPEG (the server decodes every picture it keeps, decision 0207). */
const pixels = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARES' +
    'EhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEB' +
    'AxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAwT/xAAUEQEA' +
    'AAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCwBEJ//9k=',
  'base64',
);

/** A small baseline JPEG, as a phone camera would send (with EXIF). */
export function photo(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    segment(0xe1, Buffer.from('Exif\0\0GPS', 'latin1')),
    pixels.subarray(2),
  ]);
}

/** A one-page-less scanned PDF with its catalog and cross-reference table, which the cleaner keeps as it is. */
export function scan(): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>'];
  let body = '%PDF-1.7\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Uploads a document of `type` through the verification call, as the page does. */
export async function uploadThroughApi(request: APIRequestContext, token: string, type: number) {
  const reply = await request.post('/api/account/verification-document', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      type: String(type),
      image: { name: `doc-${type}.jpg`, mimeType: 'image/jpeg', buffer: photo() },
    },
  });
  expect(reply.status(), await reply.text()).toBe(200);
}

/**
 * A player's documents for full verification (identity front, proof of address, selfie with the identity
 * document) and the personal details, all sent through the player's calls and waiting for review.
 */
export async function submitForVerification(request: APIRequestContext, token: string): Promise<void> {
  for (const type of [1, 3, 5]) await uploadThroughApi(request, token, type);
  const details = await request.post('/api/account/verification', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: 'Test',
      surname: 'Player',
      birth_day: 14,
      birth_month: 3,
      birth_year: 1988,
      address: 'Ermou 12',
      city: 'Athens',
    },
  });
  expect(details.status(), await details.text()).toBe(200);
}

function operatorHeaders() {
  const token = process.env.E2E_ADMIN_TOKEN;
  if (!token) throw new Error('E2E_ADMIN_TOKEN is not set: the global setup logs the operator in');
  return { authorization: `Bearer ${token}` };
}

/** The reviewer's queue entry of a player's pending document of `type`. */
export async function pendingDocument(
  request: APIRequestContext,
  username: string,
  type: number,
): Promise<string> {
  const response = await request.get('/api/admin/kyc/documents?status=pending_review', {
    headers: operatorHeaders(),
  });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as {
    data: { id: string; type: number; player: { username: string } }[];
  };
  const found = data.find((row) => row.player.username === username && row.type === type);
  if (!found) throw new Error(`no pending document ${type} of ${username}`);
  return found.id;
}

/** A reviewer approves or rejects (with the reason the player reads) a document in the back office. */
export async function review(
  request: APIRequestContext,
  id: string,
  action: 'approve' | 'reject',
  reason?: string,
) {
  const response = await request.post(`/api/admin/kyc/documents/${id}/${action}`, {
    headers: operatorHeaders(),
    ...(reason ? { data: { reason } } : {}),
  });
  expect(response.status(), await response.text()).toBe(200);
}
