// A small JSON-RPC 2.0 client over HTTP (Ethereum and Solana nodes speak it), with a time limit.
export class ChainRpcError extends Error {
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message);
    this.name = 'ChainRpcError';
  }
}

export function jsonRpcClient(url: string, options: { timeoutMs?: number; fetch?: typeof fetch } = {}) {
  const fetcher = options.fetch ?? fetch;
  let nextId = 1;
  return async function call<T>(method: string, params: unknown[] = []): Promise<T> {
    const id = nextId++;
    const response = await fetcher(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    if (!response.ok) throw new ChainRpcError(`${method}: HTTP ${response.status}`);
    const body = (await response.json()) as { result?: T; error?: { code: number; message: string } };
    if (body.error) throw new ChainRpcError(`${method}: ${body.error.message}`, body.error.code);
    return body.result as T;
  };
}

export type JsonRpcCall = ReturnType<typeof jsonRpcClient>;
