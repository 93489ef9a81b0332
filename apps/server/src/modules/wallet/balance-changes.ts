// Who hears that a player's balance changed: the ledger publishes the player's id after every commit that
// moved their money (transfers-service.ts), the balance streams (balance-stream.ts) subscribe. This node's
// bus is in memory; several API nodes need a shared backend behind the same interface (decision 0309).

export type BalanceListener = () => void;

export interface BalanceChanges {
  /** Tells the player's subscribers that their balance changed; called only after the commit. */
  publish(playerId: number): void;
  /** Calls `listener` on every change of the player's balance until the returned function is called. */
  subscribe(playerId: number, listener: BalanceListener): () => void;
}

/** The bus of one process: enough while one node serves every player (DESIGN.md section 8). */
export function inProcessBalanceChanges(): BalanceChanges {
  const listeners = new Map<number, Set<BalanceListener>>();
  return {
    publish(playerId) {
      for (const listener of listeners.get(playerId) ?? []) {
        try {
          listener();
        } catch {
          // One subscriber's failure must not keep the others, or the ledger's caller, from going on.
        }
      }
    },
    subscribe(playerId, listener) {
      const set = listeners.get(playerId) ?? new Set<BalanceListener>();
      listeners.set(playerId, set);
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(playerId) === set) listeners.delete(playerId);
      };
    },
  };
}
