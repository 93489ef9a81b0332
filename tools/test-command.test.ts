// `npm test` on a machine without the browser the browser tests need says in one line what to install,
// before it runs anything, and fails: it never skips the browser layer silently.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

describe('npm test without Chromium', () => {
  it('names what to install and stops before the first layer', async () => {
    const run = promisify(execFile)(process.execPath, ['scripts/test.mjs'], {
      cwd: root,
      env: { ...process.env, CHROMIUM_PATH: path.join(root, 'no-such-chromium') },
    });
    const failure = await run.then(
      () => undefined,
      (error: unknown) => error as { code: number; stdout: string; stderr: string },
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr.trim()).toBe(
      `npm test needs Chromium at ${path.join(root, 'no-such-chromium')} for the browser tests: install it (Debian: apt-get install chromium) and run npm test again.`,
    );
    // Nothing ran: no layer's output, no timing table.
    expect(failure?.stdout).toBe('');
  });
});
