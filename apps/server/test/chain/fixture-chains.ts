// Fixture servers that speak the documented APIs of the chains that cannot run here: Esplora's REST API
// (Bitcoin, Litecoin), a TRON full node's HTTP API (solidified blocks) and Solana's JSON-RPC (finalized
// blocks). Each keeps a little chain in memory that a test extends block by block and re-organises.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FixtureBlock<T> {
  readonly height: number;
  readonly hash: string;
  readonly transactions: T[];
}

export class FixtureChain<T extends { readonly id: string }> {
  blocks: FixtureBlock<T>[] = [];

  constructor(private readonly hashOf: () => string = () => randomBytes(32).toString('hex')) {
    this.mine([]);
  }

  get tip(): number {
    return this.blocks.length - 1;
  }

  mine(transactions: T[] = []): FixtureBlock<T> {
    const block = { height: this.blocks.length, hash: this.hashOf(), transactions };
    this.blocks.push(block);
    return block;
  }

  /** Replaces every block from `height` on with empty ones of new hashes (their transactions are gone). */
  reorganise(height: number, newBlocks: number): void {
    this.blocks = this.blocks.slice(0, height);
    for (let i = 0; i < newBlocks; i += 1) this.mine([]);
  }

  find(id: string): { block: FixtureBlock<T>; transaction: T } | undefined {
    for (const block of this.blocks) {
      const transaction = block.transactions.find((entry) => entry.id === id);
      if (transaction) return { block, transaction };
    }
    return undefined;
  }
}

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : {};
}

function send(response: ServerResponse, status: number, body: unknown): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  response.writeHead(status, {
    'content-type': typeof body === 'string' ? 'text/plain' : 'application/json',
  });
  response.end(text);
}

export interface FixtureServer {
  readonly url: string;
  close(): Promise<void>;
}

async function listen(
  handler: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
): Promise<FixtureServer> {
  const server: Server = createServer((request, response) => {
    handler(request, response).catch((error: unknown) => send(response, 500, String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// Esplora (https://github.com/Blockstream/esplora/blob/master/API.md)

export interface BitcoinTransaction {
  readonly id: string;
  readonly outputs: readonly { readonly address: string; readonly value: number }[];
}

export function esploraFixture(chain: FixtureChain<BitcoinTransaction>): Promise<FixtureServer> {
  return listen(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://fixture').pathname;
    let match: RegExpExecArray | null;
    if (path === '/blocks/tip/height') return send(response, 200, String(chain.tip));
    if ((match = /^\/block-height\/(\d+)$/.exec(path))) {
      const block = chain.blocks[Number(match[1])];
      return block ? send(response, 200, block.hash) : send(response, 404, 'Block not found');
    }
    if ((match = /^\/block\/([0-9a-f]{64})\/txs\/(\d+)$/.exec(path))) {
      const block = chain.blocks.find((entry) => entry.hash === match?.[1]);
      if (!block) return send(response, 404, 'Block not found');
      const start = Number(match[2]);
      return send(
        response,
        200,
        block.transactions.slice(start, start + 25).map((transaction) => ({
          txid: transaction.id,
          vout: transaction.outputs.map((output) => ({
            scriptpubkey_address: output.address,
            value: output.value,
          })),
          status: { confirmed: true, block_height: block.height, block_hash: block.hash },
        })),
      );
    }
    if ((match = /^\/tx\/([0-9a-f]{64})\/status$/.exec(path))) {
      const found = chain.find(match[1] ?? '');
      if (!found) return send(response, 404, 'Transaction not found');
      return send(response, 200, {
        confirmed: true,
        block_height: found.block.height,
        block_hash: found.block.hash,
      });
    }
    send(response, 404, 'not found');
  });
}

// TRON (https://developers.tron.network/reference/full-node-api-overview): /walletsolidity/*

export interface TronTransaction {
  readonly id: string;
  readonly contract: Record<string, unknown>;
  readonly result?: 'SUCCESS' | 'REVERT';
}

export function tronFixture(chain: FixtureChain<TronTransaction>): Promise<FixtureServer> {
  const blockReply = (height: number) => {
    const block = chain.blocks[height];
    if (!block) return {};
    return {
      blockID: block.hash,
      block_header: { raw_data: { number: block.height } },
      transactions: block.transactions.map((transaction) => ({
        txID: transaction.id,
        ret: [{ contractRet: transaction.result ?? 'SUCCESS' }],
        raw_data: { contract: [transaction.contract] },
      })),
    };
  };
  return listen(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://fixture').pathname;
    const body = (await bodyOf(request)) as { num?: number; value?: string };
    if (path === '/walletsolidity/getnowblock') return send(response, 200, blockReply(chain.tip));
    if (path === '/walletsolidity/getblockbynum') return send(response, 200, blockReply(body.num ?? -1));
    if (path === '/walletsolidity/gettransactioninfobyid') {
      const found = chain.find(body.value ?? '');
      if (!found) return send(response, 200, {});
      return send(response, 200, {
        id: found.transaction.id,
        blockNumber: found.block.height,
        receipt: { result: found.transaction.result ?? 'SUCCESS' },
      });
    }
    send(response, 404, { Error: 'not found' });
  });
}

// Solana JSON-RPC (https://solana.com/docs/rpc): getSlot, getBlock, getSignatureStatuses at finalized.

export interface SolanaTransaction {
  readonly id: string;
  readonly pre: readonly { accountIndex: number; mint: string; owner: string; amount: string }[];
  readonly post: readonly { accountIndex: number; mint: string; owner: string; amount: string }[];
}

export function solanaFixture(
  chain: FixtureChain<SolanaTransaction>,
  skipped: Set<number>,
): Promise<FixtureServer> {
  const balances = (entries: SolanaTransaction['pre']) =>
    entries.map((entry) => ({
      accountIndex: entry.accountIndex,
      mint: entry.mint,
      owner: entry.owner,
      uiTokenAmount: { amount: entry.amount, decimals: 6 },
    }));
  return listen(async (request, response) => {
    const call = (await bodyOf(request)) as { id: number; method: string; params: unknown[] };
    const reply = (result: unknown) => send(response, 200, { jsonrpc: '2.0', id: call.id, result });
    const fail = (code: number, message: string) =>
      send(response, 200, { jsonrpc: '2.0', id: call.id, error: { code, message } });
    if (call.method === 'getSlot') return reply(chain.tip);
    if (call.method === 'getBlock') {
      const slot = Number(call.params[0]);
      const block = chain.blocks[slot];
      if (!block || skipped.has(slot))
        return fail(-32007, `Slot ${slot} was skipped, or missing due to ledger jump to recent snapshot`);
      const details = (call.params[1] as { transactionDetails?: string }).transactionDetails;
      return reply({
        blockhash: block.hash,
        parentSlot: slot - 1,
        ...(details === 'none'
          ? {}
          : {
              transactions: block.transactions.map((transaction) => ({
                transaction: { signatures: [transaction.id] },
                meta: {
                  err: null,
                  preTokenBalances: balances(transaction.pre),
                  postTokenBalances: balances(transaction.post),
                },
              })),
            }),
      });
    }
    if (call.method === 'getSignatureStatuses') {
      const signatures = call.params[0] as string[];
      return reply({
        context: { slot: chain.tip },
        value: signatures.map((signature) => {
          const found = chain.find(signature);
          return found
            ? { slot: found.block.height, confirmations: null, err: null, confirmationStatus: 'finalized' }
            : null;
        }),
      });
    }
    fail(-32601, 'Method not found');
  });
}
