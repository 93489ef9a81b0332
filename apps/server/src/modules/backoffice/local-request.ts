// Whether a request comes from the machine the server runs on (decision 0708): the first run is offered
// only there. The connection must come from loopback, and so must every address a proxy names: behind a
// reverse proxy on the same machine every connection is from loopback, but the proxy names the visitor
// in X-Forwarded-For (or Forwarded, X-Real-IP), whether or not the server trusts it (TRUST_PROXY).

/** What a request says about where it comes from. */
export interface RequestOrigin {
  /** The connection's peer (the socket's remote address). */
  readonly peer: string | undefined;
  /** Fastify's `request.ip`: the peer, or the visitor a trusted proxy named. */
  readonly ip: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
}

/** 127.0.0.0/8, ::1, and both as IPv4-mapped IPv6 addresses. */
export function isLoopback(address: string): boolean {
  const bare = address
    .trim()
    .replace(/^\[(.*)\](?::\d+)?$/, '$1')
    .replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, '$1')
    .toLowerCase();
  const ipv4 = bare.replace(/^::ffff:/, '');
  if (/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ipv4)) return true;
  return bare === '::1' || bare === '0:0:0:0:0:0:0:1';
}

const headerValues = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Every address the proxy headers name (`Forwarded: for=` parameters included; `unknown` and obfuscated names count as not loopback). */
export function forwardedAddresses(headers: RequestOrigin['headers']): string[] {
  const listed = [...headerValues(headers['x-forwarded-for']), ...headerValues(headers['x-real-ip'])]
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
  const forwarded = headerValues(headers.forwarded)
    .flatMap((value) => value.split(/[;,]/))
    .map((part) => /^\s*for\s*=\s*"?([^"]*)"?\s*$/i.exec(part)?.[1]?.trim())
    .filter((value): value is string => value !== undefined);
  return [...listed, ...forwarded];
}

export function fromThisMachine(origin: RequestOrigin): boolean {
  if (origin.peer === undefined || !isLoopback(origin.peer) || !isLoopback(origin.ip)) return false;
  return forwardedAddresses(origin.headers).every(isLoopback);
}
