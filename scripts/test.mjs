// `npm test`: the whole suite, layer by layer (lint, format, types, unit, integration, browser), stopping at
// the first layer that fails, and ending with how long each layer took, so a slow layer is seen at once.
// The three static checks each keep one core busy at most, so they run side by side (their output printed
// in order once each ends); the test layers use every core and run one after another.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stages = [
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

/** Runs `npm run <script>`; alone it prints as it goes, beside others its output is kept until it ends. */
function run(script, alone) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn('npm', ['run', script], { cwd: root, stdio: alone ? 'inherit' : 'pipe' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) =>
      resolve({
        script,
        status: code ?? (signal ? 1 : 0),
        ms: performance.now() - started,
        output: Buffer.concat(output),
      }),
    );
  });
}

const timings = [];
let failed;
const started = performance.now();
for (const stage of stages) {
  const results = await Promise.all(stage.map(([script]) => run(script, stage.length === 1)));
  for (const [index, result] of results.entries()) {
    process.stdout.write(result.output);
    const [, name] = stage[index];
    timings.push([name, result.ms, result.status === 0]);
    if (result.status !== 0) failed ??= result;
  }
  if (failed) break;
}

const width = Math.max(...stages.flat().map(([, name]) => name.length), 'whole suite'.length);
process.stdout.write('\nnpm test, time per layer (minutes:seconds)\n');
for (const [name, ms, ok] of timings) {
  process.stdout.write(`  ${name.padEnd(width)}  ${duration(ms).padStart(6)}${ok ? '' : '  failed'}\n`);
}
process.stdout.write('  (lint, format and types run side by side)\n');
process.stdout.write(
  `  ${'whole suite'.padEnd(width)}  ${duration(performance.now() - started).padStart(6)}\n`,
);
if (failed) {
  process.stdout.write(`npm test stopped: \`npm run ${failed.script}\` exited with ${failed.status}.\n`);
  process.exit(failed.status);
}
