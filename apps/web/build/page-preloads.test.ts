// The preload list names router paths and route modules; a route renamed or moved must not leave it
// preloading code for nothing (the build itself fails when a listed module has no chunk).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pagePreloads } from './page-preloads';

const src = path.resolve(import.meta.dirname, '../src');
const router = readFileSync(path.join(src, 'app/router.tsx'), 'utf8');
const routerPaths = [...router.matchAll(/path: '([^']+)'/g)].map((match) => `/${match[1] ?? ''}`);

describe('page preloads', () => {
  it.each(pagePreloads.map((page) => [page.module, page] as const))(
    '%s is a route module of the router',
    (_, page) => {
      expect(existsSync(path.join(src, page.module))).toBe(true);
      const specifier = `./${page.module.replace(/^app\//, '').replace(/\.tsx$/, '')}`;
      expect(router).toContain(`import('${specifier}')`);
    },
  );

  it.each(pagePreloads.flatMap((page) => page.paths))('%s is a path of the router', (pathname) => {
    if (pathname === '/') {
      expect(router).toContain('index: true');
    } else if (pathname.endsWith('/*')) {
      const prefix = pathname.slice(0, -1);
      expect(routerPaths.some((candidate) => candidate.startsWith(prefix))).toBe(true);
    } else {
      expect(routerPaths).toContain(pathname);
    }
  });
});
