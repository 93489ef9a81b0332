// Where two modules need each other (identity asks compliance for a player's verification facts, compliance
// asks identity for the player), the plugin registered first calls the other through `app.<other>` at call
// time instead of at registration: the dependency is declared one way (the later plugin's `dependencies`),
// and the other way is checked here when the app is ready, so a missing module fails the boot, not a request.
import type { FastifyInstance } from 'fastify';

/** Fails `app.ready()` when a plugin's late-bound modules were never registered. */
export function requireLater(app: FastifyInstance, plugin: string, modules: readonly string[]): void {
  app.addHook('onReady', async () => {
    const missing = modules.filter((name) => !app.hasPlugin(name));
    if (missing.length > 0) {
      throw new Error(`The plugin '${plugin}' calls ${missing.join(', ')}, which no plugin registered`);
    }
  });
}

/**
 * A service read through `resolve` on every property access, for a dependency typed as a whole service
 * that is registered after the plugin that needs it.
 */
export function lateBound<T extends object>(resolve: () => T): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const target = resolve();
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
