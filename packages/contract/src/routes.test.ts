import { describe, expect, it } from 'vitest';
import { routePath } from './route';
import { routes } from './routes';

describe('the route table', () => {
  const entries = Object.entries(routes);

  it('has one entry per method and path', () => {
    const keys = entries.map(([, route]) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps every call under /api or /wallet-api', () => {
    for (const [name, route] of entries) {
      expect(route.path, name).toMatch(/^\/(api|wallet-api)\//);
    }
  });

  it('starts with the health call', () => {
    expect(entries[0]?.[0]).toBe('health');
    expect(routes.health.path).toBe('/api/health');
  });
});

describe('routePath', () => {
  it('fills and encodes parameters', () => {
    expect(routePath('/api/game/:id', { id: 42 })).toBe('/api/game/42');
    expect(routePath('/api/category/:slug/games', { slug: 'new games' })).toBe(
      '/api/category/new%20games/games',
    );
  });

  it('refuses a missing parameter', () => {
    expect(() => routePath('/api/game/:id')).toThrow(/id/);
  });
});
