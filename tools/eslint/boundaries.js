// ESLint rule `reelvault/boundaries`: an import whose resolved path lies in a zone's `from` path (or one of
// its `from` paths) is refused in files of that zone's `target` folder, unless it lies in one of the zone's
// `except` paths (relative to `from`). Files under the zone's `exempt` paths (relative to `target`) are
// outside the zone. Paths name a folder or a file without its extension.
// Relative imports are resolved against the importing file; `@reelvault/<name>/...` against packages/<name>/src;
// an `aliases` entry's `prefix` against its `path` in files under its `files` folder (the web app's `@/`).
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

function resolveImport(filename, source, aliases) {
  if (source.startsWith('.')) return path.resolve(path.dirname(filename), source);
  const alias = aliases.find((entry) => source.startsWith(entry.prefix) && within(filename, entry.files));
  if (alias) return path.join(root, alias.path, source.slice(alias.prefix.length));
  const workspace = /^@reelvault\/([^/]+)(?:\/(.*))?$/.exec(source);
  if (workspace) {
    const [, name, rest = ''] = workspace;
    return path.join(root, 'packages', name, 'src', rest);
  }
  return undefined;
}

const within = (file, folder) => {
  const absolute = path.resolve(root, folder);
  return file === absolute || file.startsWith(absolute + path.sep) || file.startsWith(absolute + '.');
};

export const boundaries = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: { zones: { type: 'array' }, aliases: { type: 'array' } },
        additionalProperties: false,
      },
    ],
    messages: { crossed: 'Import of "{{source}}" crosses a boundary: {{message}}' },
  },
  create(context) {
    const zones = context.options[0]?.zones ?? [];
    const aliases = context.options[0]?.aliases ?? [];
    const filename = context.filename;
    const active = zones.filter(
      (zone) =>
        within(filename, zone.target) &&
        !(zone.exempt ?? []).some((exempt) => within(filename, path.join(zone.target, exempt))),
    );
    if (active.length === 0) return {};
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const resolved = resolveImport(filename, source, aliases);
      if (!resolved) return;
      for (const zone of active) {
        const from = [zone.from].flat().find((folder) => within(resolved, folder));
        if (from === undefined) continue;
        const allowed = (zone.except ?? []).some((exception) => within(resolved, path.join(from, exception)));
        if (!allowed) context.report({ node, messageId: 'crossed', data: { source, message: zone.message } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { rules: { boundaries } };
