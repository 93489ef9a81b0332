// Calls to the in-house studio's own API (/house/api/*) with a studio session: replies are parsed with the
// contract's schemas, and a refusal becomes a StudioFailure carrying the studio's error code.
import { studioErrorBody, type StudioErrorCode } from '@reelvault/contract/calls/studio';
import type { z } from 'zod';

export class StudioFailure extends Error {
  constructor(readonly code: StudioErrorCode | 'NETWORK') {
    super(code);
    this.name = 'StudioFailure';
  }
}

export async function studioFetch<T extends z.ZodType>(
  schema: T,
  path: string,
  options: { token?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<z.output<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.body === undefined ? 'GET' : 'POST',
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch {
    throw new StudioFailure('NETWORK');
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const failure = studioErrorBody.safeParse(body);
    throw new StudioFailure(failure.success ? failure.data.code : 'NETWORK');
  }
  return schema.parse(body);
}
