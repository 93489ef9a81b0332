// The running server's command socket (decision 0028): in embedded mode only the server's process may
// open the embedded database, so a command an operator runs meanwhile (`npm run admin:create`,
// `ledger:check`, `reports:check`) is sent to the server over a Unix socket in DATA_DIR and run there, on
// the server's open database. The socket is a file only its owner may open (mode 0600): who may read
// DATA_DIR may run the commands, as who may read it may open the database itself. Nothing it carries is
// logged: admin:create answers a password and a two-factor secret.
import { chmod, rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Command, CommandOutput } from './commands/command';
import { adminCreate } from './commands/admin-create';
import { ledgerCheck } from './commands/ledger-check';
import { reportsCheck } from './commands/reports-check';

/** The commands a running server runs for the terminal. */
export const socketCommands: readonly Command[] = [adminCreate, ledgerCheck, reportsCheck];

/** Where the socket of the server that runs on `dataDir` is. */
export const commandSocketPath = (dataDir: string) => path.join(dataDir, 'commands.sock');

const commandRequest = z.object({
  command: z.string(),
  argv: z.array(z.string()).max(64),
  stdin: z.string().max(4096).optional(),
});

export interface CommandAnswer {
  readonly code: number;
  readonly out: string[];
  readonly err: string[];
}

const commandAnswer = z.object({
  code: z.number().int(),
  out: z.array(z.string()),
  err: z.array(z.string()),
});

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function readBody(request: http.IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) {
    body += String(chunk);
    if (body.length > 64 * 1024) throw new Error('too long');
  }
  return body;
}

/** Whether a server answers on the socket (a file left by a server that died answers nothing). */
function answers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = http.request({ socketPath, method: 'GET', path: '/', timeout: 2_000 }, (response) => {
      response.resume();
      resolve(true);
    });
    probe.on('error', () => resolve(false));
    probe.on('timeout', () => probe.destroy());
    probe.end();
  });
}

/**
 * Serves the commands on `DATA_DIR/commands.sock` for `app` (embedded mode); the returned function closes
 * the socket and removes its file.
 */
export async function openCommandSocket(app: FastifyInstance): Promise<() => Promise<void>> {
  const socketPath = commandSocketPath(app.config.dataDir);
  if (await answers(socketPath)) {
    app.log.warn({ socketPath }, 'another server answers on the command socket: this one opens none');
    return async () => undefined;
  }
  await rm(socketPath, { force: true });
  const server = http.createServer((request, response) => {
    void (async () => {
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.method !== 'POST') return reply(200, { commands: socketCommands.map((c) => c.name) });
      const parsed = commandRequest.safeParse(parseJson(await readBody(request).catch(() => '')));
      const command = parsed.success && socketCommands.find((c) => c.name === parsed.data.command);
      if (!parsed.success || !command) return reply(400, { error: 'unknown command' });
      const out: string[] = [];
      const err: string[] = [];
      const output: CommandOutput = { out: (line) => out.push(line), err: (line) => err.push(line) };
      try {
        const code = await command.run(
          {
            config: app.config,
            database: app.database,
            secrets: app.secrets,
            output,
            stdinLine: parsed.data.stdin,
          },
          parsed.data.argv,
        );
        reply(200, { code, out, err } satisfies CommandAnswer);
      } catch (error) {
        app.log.error({ err: error, command: command.name }, 'a command from the command socket failed');
        reply(200, { code: 70, out, err: [...err, 'The command failed in the server: see its log.'] });
      }
    })().catch(() => response.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  await chmod(socketPath, 0o600);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(socketPath, { force: true });
  };
}

/** Runs `command` in the server answering on `socketPath`, or answers undefined when none does. */
export async function askRunningServer(
  socketPath: string,
  request: z.infer<typeof commandRequest>,
): Promise<CommandAnswer | undefined> {
  return new Promise((resolve, reject) => {
    const call = http.request(
      { socketPath, method: 'POST', path: '/', headers: { 'content-type': 'application/json' } },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => {
          const answer = commandAnswer.safeParse(parseJson(body));
          if (answer.success) resolve(answer.data);
          else reject(new Error(`the running server refused the command (${response.statusCode})`));
        });
      },
    );
    // No socket, or a file left by a server that died: there is no running server to ask.
    call.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined);
      else reject(error);
    });
    call.end(JSON.stringify(request));
  });
}
