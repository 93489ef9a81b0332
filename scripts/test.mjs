// `npm test`: the whole suite, layer by layer (lint, format, types, unit, integration, browser), stopping at
// the first layer that fails, and ending with how long each layer took, so a slow layer is seen at once.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const layers = [
  ['lint', 'lint and import rules'],
  ['format:check', 'format'],
  ['typecheck', 'types'],
  ['test:unit', 'unit tests'],
  ['test:integration', 'integration tests'],
  ['test:e2e', 'build and browser tests'],
];

function duration(ms) {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

const timings = [];
let failed;
const started = performance.now();
for (const [script, name] of layers) {
  const layerStarted = performance.now();
  const run = spawnSync('npm', ['run', script], { cwd: root, stdio: 'inherit' });
  timings.push([name, performance.now() - layerStarted, run.status === 0]);
  if (run.status !== 0) {
    failed = { script, status: run.status ?? 1 };
    break;
  }
}

const width = Math.max(...layers.map(([, name]) => name.length));
process.stdout.write('\nnpm test, time per layer (minutes:seconds)\n');
for (const [name, ms, ok] of timings) {
  process.stdout.write(`  ${name.padEnd(width)}  ${duration(ms).padStart(6)}${ok ? '' : '  failed'}\n`);
}
process.stdout.write(
  `  ${'whole suite'.padEnd(width)}  ${duration(performance.now() - started).padStart(6)}\n`,
);
if (failed) {
  process.stdout.write(`npm test stopped: \`npm run ${failed.script}\` exited with ${failed.status}.\n`);
  process.exit(failed.status);
}
