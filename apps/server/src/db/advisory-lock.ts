// Start-up work that several server processes must not do at once (migrations, the demo seed): each waits
// for the same PostgreSQL advisory lock, so the first does the work and the next finds it done.
import type { Database } from './database';

/** The lock of the start-up work ("rv-start" in ASCII). */
export const startupLockKey = 0x72762d7374617274n;

/** Waits until this process holds the advisory lock `key`, runs `work`, then releases the lock. */
export async function withAdvisoryLock<T>(
  database: Pick<Database, 'tryAdvisoryLock'>,
  key: bigint,
  work: () => Promise<T>,
  pollMs = 200,
): Promise<T> {
  let release = await database.tryAdvisoryLock(key);
  while (!release) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    release = await database.tryAdvisoryLock(key);
  }
  try {
    return await work();
  } finally {
    await release();
  }
}
