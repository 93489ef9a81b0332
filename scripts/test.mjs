// `npm test`: the whole suite, layer by layer (static checks, unit, integration, browser), stopping at the
// first layer that fails, and ending with how long each layer took, so a slow layer is seen at once. The
// static checks (lint, format, types) read the tree and change nothing: they run side by side, each one's
// output printed whole when it ends.
import { existsSync } from 'node:fs';
import { npm } from './npm-run.mjs';

// The browser tests run in Debian's Chromium (apps/web/playwright.config.ts), never a downloaded browser.
// Without it the suite would fail after the other layers' minutes: say what to install before anything runs.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  process.stderr.write(
    `npm test needs Chromium at ${chromium} for the browser tests: install it (Debian: apt-get install chromium) and run npm test again.\n`,
  );
  process.exit(1);
}

const layers = [
  [
    ['lint', 'lint and import rules'],
    ['format:check', 'format'],
    ['typecheck', 'types'],
  ],
  [['test:unit', 'unit tests']],
  [['test:integration', 'integration tests']],
  [['test:e2e', 'build and browser tests']],
];

function duration(ms) {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Runs `npm run <script>`: its output straight through when alone, else gathered and printed at its end. */
async function run(script, alone) {
  return { script, ...(await npm(['run', script], alone)) };
}

const timings = [];
let failed;
const started = performance.now();
for (const layer of layers) {
  const layerStarted = performance.now();
  const results = await Promise.all(layer.map(([script]) => run(script, layer.length === 1)));
  for (const [index, [, name]] of layer.entries()) {
    const result = results[index];
    timings.push([name, result.ms, result.status === 0]);
    if (result.status !== 0) failed ??= result;
  }
  if (layer.length > 1) timings.push(['  (side by side)', performance.now() - layerStarted, !failed]);
  if (failed) break;
}

const width = Math.max(...timings.map(([name]) => name.length), 'whole suite'.length);
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
