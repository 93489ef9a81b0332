// Who hears that a player's balance changed: the ledger publishes the player's id after every commit that
// moved their money (transfers-service.ts), the balance streams (balance-stream.ts) subscribe. The ids go
// over a topic (decision 0026): this process's memory on one node, Redis pub/sub across several, so a
// player's open page hears of a bet paid through any node.
import { inProcessTopics, type Topic } from '../../shared-state/topics';

export type BalanceListener = () => void;

export interface BalanceChanges {
  /** Tells the player's subscribers that their balance changed; called only after the commit. */
  publish(playerId: number): void;
  /** Calls `listener` on every change of the player's balance until the returned function is called. */
  subscribe(playerId: number, listener: BalanceListener): () => void;
}

/** The players' subscribers on this node, fed by `topic` (every node's changes). */
export function balanceChangesOver(topic: Topic<number>): BalanceChanges {
  const listeners = new Map<number, Set<BalanceListener>>();
  topic.subscribe((playerId) => {
    for (const listener of listeners.get(playerId) ?? []) {
      try {
        listener();
      } catch {
        // One subscriber's failure must not keep the others, or the ledger's caller, from going on.
      }
    }
  });
  return {
    publish: (playerId) => topic.publish(playerId),
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

/** The bus of one process (unit tests, tools). */
export function inProcessBalanceChanges(): BalanceChanges {
  return balanceChangesOver(inProcessTopics().topic<number>('balance'));
}
