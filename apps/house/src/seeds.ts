// Seed pairs per player: the active pair's server seed stays in the studio's database and only its SHA-256
// is shown; the player chooses the client seed by rotating, which reveals the old server seed and starts a
// new pair at nonce 0 (as Stake does, a new client seed always comes with a new server seed).
import type { SeedsReply } from '@reelvault/contract/calls/studio';
import {
  clientSeedProblem,
  generateClientSeed,
  generateServerSeed,
  hashServerSeed,
} from '@reelvault/fair/seeds';
import { transaction, type HouseDb, type HouseExecutor } from './db';
import { StudioError } from './errors';
import * as repository from './repository';
import type { SeedPairRow } from './repository';

const shownPreviousPairs = 20;

function newPair(walletUser: string, clientSeed: string, now: Date) {
  const serverSeed = generateServerSeed();
  return { walletUser, serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed, createdAt: now };
}

/**
 * The player's active pair, locked until the transaction ends (round starts, nonces and rotations of one
 * player queue here); made on first use.
 */
export async function lockedActivePair(
  tx: HouseExecutor,
  walletUser: string,
  now: Date,
): Promise<SeedPairRow> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const pair = await repository.activeSeedPair(tx, walletUser, { lock: true });
    if (pair) return pair;
    // None yet, or a concurrent rotation replaced it after this statement's snapshot: make or find it.
    await repository.insertSeedPairIfNone(tx, newPair(walletUser, generateClientSeed(), now));
  }
  throw new Error(`no active seed pair for ${walletUser}`);
}

export function createSeeds(db: HouseDb, now: () => Date) {
  async function view(walletUser: string): Promise<SeedsReply> {
    let active = await repository.activeSeedPair(db, walletUser);
    if (!active) {
      await repository.insertSeedPairIfNone(db, newPair(walletUser, generateClientSeed(), now()));
      active = await repository.activeSeedPair(db, walletUser);
    }
    if (!active) throw new Error(`no active seed pair for ${walletUser}`);
    const previous = await repository.revealedSeedPairs(db, walletUser, shownPreviousPairs);
    return {
      active: {
        server_seed_hash: active.serverSeedHash,
        client_seed: active.clientSeed,
        nonce: active.nonce,
      },
      previous: previous.map((pair) => ({
        server_seed: pair.serverSeed,
        server_seed_hash: pair.serverSeedHash,
        client_seed: pair.clientSeed,
        rounds: pair.nonce,
        revealed_at: (pair.revealedAt ?? pair.createdAt).toISOString(),
      })),
    };
  }

  return {
    view,

    /** Reveals the active pair and starts a new one with the given client seed (or a random one). */
    async rotate(walletUser: string, clientSeed: string | undefined): Promise<SeedsReply> {
      const chosen = clientSeed ?? generateClientSeed();
      const problem = clientSeedProblem(chosen);
      if (problem) throw new StudioError('INVALID_REQUEST', problem);
      await transaction(db, async (tx) => {
        const at = now();
        const pair = await lockedActivePair(tx, walletUser, at);
        // A hand still being played on this pair would be given away by its server seed.
        if (await repository.unfinishedRoundOnPair(tx, pair.id)) throw new StudioError('ROUND_IN_PROGRESS');
        await repository.revealSeedPair(tx, pair.id, at);
        await repository.insertSeedPairIfNone(tx, newPair(walletUser, chosen, at));
      });
      return view(walletUser);
    },
  };
}

export type Seeds = ReturnType<typeof createSeeds>;
