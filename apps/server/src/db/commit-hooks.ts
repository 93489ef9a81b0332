// Work that must wait for a commit: `afterCommit` runs a callback once what an executor wrote is committed,
// at once outside a transaction, after the commit inside one, never when it rolls back. `trackCommits`
// teaches a Drizzle database's `transaction` (and the savepoints opened inside it) to keep these callbacks,
// so that every way a module opens a transaction is covered, `inTransaction` or a plain `db.transaction`.
type Callback = () => void;

/** What `transaction` looks like on the database and on a transaction (a savepoint), as far as needed here. */
interface Transactional {
  transaction<T>(work: (tx: Transactional) => Promise<T>, config?: unknown): Promise<T>;
}

/** The callbacks waiting for each open transaction's commit. */
const waiting = new WeakMap<object, Callback[]>();

function runAll(callbacks: readonly Callback[]): void {
  for (const callback of callbacks) {
    try {
      callback();
    } catch {
      // The transaction is committed whatever a callback does: its caller must not see a failure.
    }
  }
}

/**
 * Runs `callback` once the writes made through `executor` are committed: now when `executor` is not a
 * transaction (each statement commits on its own), after the outermost commit when it is one, and never
 * when that transaction, or the savepoint `executor` stands for, rolls back. `callback` must not throw.
 */
export function afterCommit(executor: object, callback: Callback): void {
  const callbacks = waiting.get(executor);
  if (callbacks) callbacks.push(callback);
  else runAll([callback]);
}

function track(owner: Transactional, outer: Callback[] | undefined): void {
  const transaction = owner.transaction.bind(owner);
  Object.defineProperty(owner, 'transaction', {
    configurable: true,
    writable: true,
    value: async <T>(work: (tx: Transactional) => Promise<T>, config?: unknown): Promise<T> => {
      const callbacks: Callback[] = [];
      const result = await transaction(async (tx) => {
        waiting.set(tx, callbacks);
        track(tx, callbacks);
        return work(tx);
      }, config);
      // A released savepoint's callbacks wait for the outer commit; the outermost runs them.
      if (outer) outer.push(...callbacks);
      else runAll(callbacks);
      return result;
    },
  });
}

/** Makes `db.transaction` keep the callbacks of `afterCommit`; returns `db`. */
export function trackCommits<Db extends object>(db: Db): Db {
  // Drizzle's transaction types differ per driver; both have the one method used here.
  track(db as unknown as Transactional, undefined);
  return db;
}
