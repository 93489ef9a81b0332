// Import cycles, run by `npm run lint` after ESLint. A cycle is refused even when one of its imports is
// `import type`: the two files still cannot be understood or moved apart, and one value import added
// later turns it into a cycle that decides the order modules initialise in (decision 0016).
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'Move the part both files need into a file of its own that both import.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'admin-imports-packages-only',
      severity: 'error',
      comment:
        'The back office (apps/admin) talks to the server over HTTP only: it imports packages/*, no app.',
      from: { path: '^apps/admin/' },
      to: { path: '^apps/(?!admin/)' },
    },
  ],
  options: {
    // Type-only imports are erased by the compiler; without this they would be invisible to the check.
    tsPreCompilationDeps: true,
    // The web app's `@/` imports (decision 0019).
    webpackConfig: { fileName: 'apps/web/build/resolve-alias.mjs' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '(^|/)dist/', '^\\.tmp/', '^data/'] },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main'],
    },
  },
};
