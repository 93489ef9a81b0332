// The README's configuration table names every variable the server reads, and nothing it does not read.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { environmentVariables } from './config';

const readme = readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');
// The README's configuration tables are the ones whose first column is headed "Variable".
const variableTables = readme
  .split(/\n(?!\|)/)
  .filter((block) => block.trimStart().startsWith('| Variable '))
  .join('\n');
const documented = new Set([...variableTables.matchAll(/^\| `([A-Z_]+)`/gm)].map((match) => match[1]));

describe('the README configuration table', () => {
  it('documents every environment variable', () => {
    expect(environmentVariables.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('documents no variable the server does not read', () => {
    expect([...documented].filter((name) => name && !environmentVariables.includes(name))).toEqual([]);
  });
});
