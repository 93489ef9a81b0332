// The OpenAPI document (openapi.ts) names each contract schema that carries an id as one component: two
// schemas with one id make its generation fail, and which of the two the registry keeps depends on the order
// the contract's modules load in.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const here = fileURLToPath(new URL('../../../../packages/contract/src', import.meta.url));
const files = readdirSync(here, { recursive: true, encoding: 'utf8' }).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
);
const modules = await Promise.all(
  files.map(async (file) => [file, (await import(join(here, file))) as Record<string, unknown>] as const),
);

describe('schema ids', () => {
  it('belong to one schema each across the contract', () => {
    // Per id, each schema object with the first export that names it (a re-export is the same object).
    const schemasById = new Map<string, Map<unknown, string>>();
    for (const [file, exports] of modules) {
      for (const [name, value] of Object.entries(exports)) {
        if (!(value instanceof z.ZodType)) continue;
        const id = z.globalRegistry.get(value)?.id;
        if (!id) continue;
        const schemas = schemasById.get(id) ?? new Map<unknown, string>();
        if (!schemas.has(value)) schemas.set(value, `${file}: ${name}`);
        schemasById.set(id, schemas);
      }
    }
    expect(schemasById.size).toBeGreaterThan(10);
    const shared = [...schemasById]
      .filter(([, schemas]) => schemas.size > 1)
      .map(([id, schemas]) => [id, [...schemas.values()]]);
    expect(shared).toEqual([]);
  });

  it('convert together into one set of components', () => {
    const document = z.toJSONSchema(z.globalRegistry, { target: 'draft-2020-12', unrepresentable: 'any' });
    expect(Object.keys(document.schemas)).toContain('Pagination');
  });
});
