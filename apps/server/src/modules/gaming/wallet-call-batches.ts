// Group commit of wallet calls (decision 0314), TigerBeetle's batching: one batch in flight per server
// process. A call that finds none in flight goes at once, alone (a lone call never waits); calls that
// arrive while one is in flight wait for it and then go together as the next batch, up to `maxCalls`, so
// the batch grows with the load and adds no wait of its own. Each caller is answered with its own call's
// outcome; a batch that fails as a whole fails each of its callers.

/** How calls are put together. */
export interface BatchSettings {
  /** The most calls one batch carries; 1 sends every call alone. */
  readonly maxCalls: number;
  /**
   * Milliseconds a batch that is not full waits for more calls before it goes. 0 (production): it goes as
   * soon as no batch is in flight. Tests and benchmarks force full batches with it.
   */
  readonly gatherMs: number;
}

export const defaultBatchSettings: BatchSettings = { maxCalls: 32, gatherMs: 0 };

/** What the batches did so far (the benchmark prints the average size). */
export interface BatchFigures {
  /** Batches sent (each one statement). */
  readonly batches: number;
  readonly calls: number;
  readonly largest: number;
}

interface Waiting<Call, Outcome> {
  readonly call: Call;
  readonly resolve: (outcome: Outcome) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * A queue in front of `apply`, which applies a batch of calls (in the order given) and answers one outcome
 * per call in that order.
 */
export function createBatcher<Call, Outcome>(
  settings: BatchSettings,
  apply: (calls: readonly Call[]) => Promise<readonly Outcome[]>,
) {
  const maxCalls = Math.max(1, Math.floor(settings.maxCalls));
  const queue: Waiting<Call, Outcome>[] = [];
  let inFlight = false;
  let gathering: ReturnType<typeof setTimeout> | undefined;
  let figures: BatchFigures = { batches: 0, calls: 0, largest: 0 };

  async function send(batch: readonly Waiting<Call, Outcome>[]): Promise<void> {
    figures = {
      batches: figures.batches + 1,
      calls: figures.calls + batch.length,
      largest: Math.max(figures.largest, batch.length),
    };
    try {
      const outcomes = await apply(batch.map((waiting) => waiting.call));
      if (outcomes.length !== batch.length) {
        throw new Error(`a batch of ${batch.length} wallet calls was answered ${outcomes.length} times`);
      }
      batch.forEach((waiting, index) => waiting.resolve(outcomes[index] as Outcome));
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  }

  function flush(): void {
    if (gathering) {
      clearTimeout(gathering);
      gathering = undefined;
    }
    if (inFlight || queue.length === 0) return;
    inFlight = true;
    void send(queue.splice(0, maxCalls)).finally(() => {
      inFlight = false;
      next();
    });
  }

  function next(): void {
    if (inFlight || queue.length === 0) return;
    if (settings.gatherMs > 0 && queue.length < maxCalls) {
      gathering ??= setTimeout(flush, settings.gatherMs);
      return;
    }
    flush();
  }

  return {
    /** Applies `call` in the next batch; resolves with its outcome once that batch is committed. */
    submit(call: Call): Promise<Outcome> {
      return new Promise<Outcome>((resolve, reject) => {
        queue.push({ call, resolve, reject });
        next();
      });
    },
    figures: (): BatchFigures => figures,
  };
}
