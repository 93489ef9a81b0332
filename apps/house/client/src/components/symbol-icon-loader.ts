// The slot pictures' icon paths, a chunk of their own that only slot pages load (with the texts, before the
// first paint), so the table games' pages do not carry them.
let loaded: Readonly<Record<string, readonly string[]>> = {};

export async function loadSymbolIcons(): Promise<void> {
  loaded = (await import('./symbol-icons')).symbolIconPaths;
}

/** The paths of a Game Icons icon, once loadSymbolIcons has run (none before). */
export function symbolIconPaths(icon: string): readonly string[] {
  return loaded[icon] ?? [];
}
