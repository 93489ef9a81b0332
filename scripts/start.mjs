// `npm start`: builds the web app, the back office and the studio's game client when a build is missing or
// older than its sources, then runs the server (which migrates, seeds demo data into an empty embedded
// database and serves the site, the back office and the studio).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builds = [
  {
    workspace: '@reelvault/web',
    name: 'the web app',
    index: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/contract/src',
      'packages/fair/src',
    ],
  },
  {
    workspace: '@reelvault/admin',
    name: 'the back office',
    index: 'apps/admin/dist/index.html',
    sources: [
      'apps/admin/src',
      'apps/admin/public',
      'apps/admin/index.html',
      'apps/admin/vite.config.ts',
      'packages/contract/src',
    ],
  },
  {
    workspace: '@reelvault/house',
    name: "the studio's game client",
    index: 'apps/house/dist/index.html',
    sources: ['apps/house/client', 'apps/house/vite.config.ts', 'packages/contract/src', 'packages/fair/src'],
  },
];

function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

for (const { workspace, name, index, sources } of builds) {
  const builtIndex = path.join(root, index);
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  const sourcesAt = Math.max(...sources.map((source) => newestChange(path.join(root, source))));
  if (builtAt < sourcesAt) {
    console.log(`Building ${name}…`);
    const build = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
// The terminal's Ctrl-C reaches the server too; the server closes cleanly and this script follows it.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
