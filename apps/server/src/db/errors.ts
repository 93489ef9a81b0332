// Reading database errors through the drivers' wrappers (Drizzle wraps the driver's error in `cause`).

interface DriverError {
  readonly code?: unknown;
  readonly constraint?: unknown;
  readonly cause?: unknown;
}

/** The constraint (or unique index) a unique violation (SQLSTATE 23505) broke; undefined for other errors. */
export function uniqueViolation(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const candidate = current as DriverError;
    if (candidate.code === '23505') {
      return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    }
    current = candidate.cause;
  }
  return undefined;
}
