// Runs an npm command from the repository root for scripts/test.mjs and scripts/build.mjs: its output straight
// through when it runs alone, else gathered and printed whole at its end, so that commands run side by side do
// not interleave their lines. Resolves with how long it took and how it ended.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `npm <args>` (for example `['run', 'lint']`); `alone`: its output straight through. */
export function npm(args, alone) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', args, { cwd: root, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      if (!alone) process.stdout.write(Buffer.concat(output));
      resolve({ ms: performance.now() - started, status: code ?? (signal ? 1 : 0) });
    });
  });
}
