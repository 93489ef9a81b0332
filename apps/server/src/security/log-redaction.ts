// Which parts of a request are credentials, so that no log line carries one: a link opened from an
// e-mail, a client that puts a token in the query or a header would otherwise hand it to whoever reads
// the logs, and the token would still work (decision record 0206).

/** What a secret is replaced with in a log line. */
export const redactedMark = '[redacted]';

/** Parameter names whose value is a credential: exact names, compared without regard to case ... */
const secretParameterNames = new Set(['code', 'key', 'otp', 'pin', 'sig']);
/** ... and anything whose name says it holds one (token, access_token, password, client_secret, api_key). */
const secretParameterPattern = /token|passw(or)?d|secret|api[-_]?key|signature|session|credential|mnemonic/i;

/** Request headers that carry a session or a credential; pino's redact paths are built from these. */
export const secretHeaderNames = ['authorization', 'cookie', 'proxy-authorization', 'x-api-key'] as const;

/** Whether a query (or fragment) parameter named `name` holds a credential. */
export function isSecretParameter(name: string): boolean {
  const normalized = name.trim().toLowerCase();
  return secretParameterNames.has(normalized) || secretParameterPattern.test(normalized);
}

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    // A malformed escape is judged by its raw text; the redaction must never fail a log line.
    return raw;
  }
}

/** `name=value` after `?`, `&` or `#`: a parameter of a query or a fragment, also inside a longer text. */
const parameterPattern = /([?&#])([^=&#?\s"'<>]+)=([^&#?\s"'<>]*)/g;

/**
 * `text` (a request's path and query, a whole address, or a message that quotes one) with the value of
 * every secret parameter of a query or fragment replaced by the mark. The rest is kept as sent, so that
 * a log line still says which page or call it was.
 */
export function redactUrl(text: string): string {
  return text.replace(parameterPattern, (whole, separator: string, name: string, value: string) =>
    value !== '' && isSecretParameter(decodedName(name)) ? `${separator}${name}=${redactedMark}` : whole,
  );
}

/** pino `redact` paths for the secret headers wherever a request's headers are logged. */
export function secretHeaderLogPaths(): string[] {
  return secretHeaderNames.flatMap((name) => [`req.headers["${name}"]`, `headers["${name}"]`]);
}
