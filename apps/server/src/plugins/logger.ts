// The server's logger options (pino through Fastify): the level from the config, credentials and the URL's
// secret parameters kept out of every line, pretty lines on a developer's terminal.
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';
import { redactUrl, secretHeaderLogPaths } from '../security/log-redaction';

/** Where log lines go; pino's destination shape. */
export interface LogDestination {
  write(line: string): void;
}

export function loggerOptions(
  config: Config,
  stream: LogDestination | undefined,
): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  const pretty = !stream && config.env === 'development' && process.stdout.isTTY;
  return {
    level: config.logLevel,
    // Headers are not logged; should a line ever carry them, these paths still hide the credentials.
    redact: secretHeaderLogPaths(),
    serializers: {
      // Fastify's request fields, with the URL's secret parameters (a reset link's token) hidden.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket.remotePort,
      }),
    },
    hooks: {
      // Some of Fastify's own messages quote the requested URL in their text.
      logMethod(args, method) {
        const redacted = args.map((part: unknown) => (typeof part === 'string' ? redactUrl(part) : part));
        method.apply(this, redacted as typeof args);
      },
    },
    ...(stream ? { stream } : {}),
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } } : {}),
  };
}
