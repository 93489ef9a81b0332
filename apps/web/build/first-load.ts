// Build helpers for the first load of a page over HTTP/1.1, where a browser opens at most six
// connections per host and every further request waits a round trip: on a phone's network the lobby's
// thirty small shared chunks cost more in waiting than in bytes.
// - "app": the site's own modules that the entry's import of the site reaches (src/main.tsx imports
//   app/start.tsx dynamically, so the preloader is painted first) through static imports, in one chunk,
//   so the first load is the entry, the runtime, React, the libraries and the app: one round of requests.
// - "games": the site's modules that at least two of the browsing pages (lobby, game lists, play page)
//   share and the first load does not hold (cards, lists, their calls and formatting), in one chunk
//   beside each page's own instead of a dozen small ones.
import type { Plugin } from 'vite';

/** Module ids per group, filled in when the module graph is complete (before chunks are made). */
export interface ChunkPlan {
  readonly app: Set<string>;
  readonly games: Set<string>;
}

export function emptyChunkPlan(): ChunkPlan {
  return { app: new Set(), games: new Set() };
}

// The site's sources and the contract package: libraries keep their own groups.
const siteSource = /[\\/](apps[\\/]web[\\/]src|packages[\\/]contract[\\/]src)[\\/]/;

type ModuleInfoOf = (
  id: string,
) => { readonly importedIds: readonly string[]; readonly dynamicallyImportedIds: readonly string[] } | null;

function staticClosure(start: readonly string[], infoOf: ModuleInfoOf): Set<string> {
  const seen = new Set<string>();
  const pending = [...start];
  while (pending.length > 0) {
    const id = pending.pop();
    if (id === undefined || seen.has(id)) {
      continue;
    }
    seen.add(id);
    pending.push(...(infoOf(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Fills the plan at the end of the build phase. `browsingPages` are paths under apps/web/src of the
 * route modules whose shared code goes to "games".
 */
export function chunkPlanner(plan: ChunkPlan, browsingPages: readonly string[]): Plugin {
  return {
    name: 'reelvault-chunk-plan',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const infoOf: ModuleInfoOf = (id) => this.getModuleInfo(id);
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      // The entry (src/main.tsx) only imports the site, dynamically: what that import reaches is the
      // first load too.
      const entryModules = staticClosure(entries, infoOf);
      const started = [...entryModules]
        .filter((id) => siteSource.test(id))
        .flatMap((id) => infoOf(id)?.dynamicallyImportedIds ?? []);
      const firstLoad = staticClosure([...entryModules, ...started], infoOf);
      plan.app.clear();
      for (const id of firstLoad) {
        // The entry's own chunk keeps the entry and what it imports statically (nothing of the site's).
        if (siteSource.test(id) && !entryModules.has(id)) {
          plan.app.add(id);
        }
      }
      const pages = browsingPages.map((page) => {
        const id = ids.find((candidate) => candidate.replaceAll('\\', '/').endsWith(`/apps/web/src/${page}`));
        if (id === undefined) {
          this.error(`chunk plan: no module ${page}`);
        }
        return id;
      });
      const users = new Map<string, number>();
      for (const page of pages) {
        for (const id of staticClosure([page], infoOf)) {
          users.set(id, (users.get(id) ?? 0) + 1);
        }
      }
      plan.games.clear();
      for (const [id, count] of users) {
        if (count >= 2 && siteSource.test(id) && !firstLoad.has(id) && !pages.includes(id)) {
          plan.games.add(id);
        }
      }
    },
  };
}
