// Prints what JavaScript the lobby loads first, compressed: the entry and every chunk index.html preloads,
// plus the home route's chunk. Fails the build when it passes the budget (200 KB gzip, issue 10). Browsers
// that take Brotli get the build's .br files, smaller still; their total is printed too.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const budgetBytes = 200 * 1024;
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const preloaded = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]);
const home = readdirSync(path.join(dist, 'assets')).filter((file) => /^home-[\w-]+\.js$/.test(file));
const files = [...new Set([...preloaded, ...home])];
const sizes = files.map((file) => ({
  file,
  bytes: gzipSync(readFileSync(path.join(dist, 'assets', file)), { level: 9 }).length,
}));
const total = sizes.reduce((sum, entry) => sum + entry.bytes, 0);
// The build's .br file where there is one (small files have none: they are sent as they are).
const brotliTotal = files.reduce((sum, file) => {
  const asset = path.join(dist, 'assets', file);
  return sum + readFileSync(existsSync(`${asset}.br`) ? `${asset}.br` : asset).length;
}, 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
for (const entry of sizes.sort((a, b) => b.bytes - a.bytes).slice(0, 6)) {
  console.log(`  ${entry.file.padEnd(40)} ${kb(entry.bytes)}`);
}
console.log(
  `Lobby first load: ${files.length} scripts, ${kb(total)} gzip (budget ${kb(budgetBytes)})` +
    `, ${kb(brotliTotal)} as served (Brotli)`,
);
if (total > budgetBytes) {
  console.error('The lobby loads more JavaScript first than the budget allows.');
  process.exit(1);
}
