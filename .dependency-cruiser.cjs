/** Layer rules of DEVELOPERS.md: domain is pure, web only sees server types, features stay apart. */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'src/domain imports nothing of ours outside itself and no I/O modules.',
      severity: 'error',
      from: { path: '^src/domain' },
      to: { path: '^src/(server|web)|^e2e|^bench' },
    },
    {
      name: 'domain-no-io',
      comment: 'src/domain has no I/O and no React.',
      severity: 'error',
      from: { path: '^src/domain' },
      to: {
        dependencyTypes: ['core', 'npm'],
        path: '^(node:)?(fs|net|http|https|child_process|path|os)$|^react|^pg|^@electric-sql|^drizzle',
      },
    },
    {
      name: 'server-not-web',
      severity: 'error',
      comment:
        'The server never imports the browser code; the interface texts are data (types only) that the translations page lists.',
      from: { path: '^src/server' },
      to: { path: '^src/web', pathNot: '^src/web/i18n/locales/[a-z]{2}/[a-z-]+[.]ts$' },
    },
    {
      name: 'web-only-server-types',
      comment:
        'The browser bundle may import only types from the server (type imports are stripped before this check).',
      severity: 'error',
      from: { path: '^src/web' },
      to: { path: '^src/server', dependencyTypesNot: ['exotic-require'] },
    },
    {
      name: 'features-are-independent',
      comment: 'A feature does not import another feature.',
      severity: 'error',
      from: { path: '^src/web/features/([^/]+)/' },
      to: { path: '^src/web/features/([^/]+)/', pathNot: '^src/web/features/$1/' },
    },
    {
      name: 'app-root-is-not-imported',
      comment:
        'src/web/app is the composition root (providers, router, layouts). Features, lib, components and the kernel import the kernel (src/web/kernel), never the root; tests may mount the router.',
      severity: 'error',
      from: { path: '^src/web/(features|lib|components|i18n|kernel)/', pathNot: '[.]test[.]tsx?$|/testing/' },
      to: { path: '^src/web/app/' },
    },
    {
      name: 'testing-only-from-tests',
      comment:
        'Test factories, example models and doubles live in testing/ folders; production code never imports them.',
      severity: 'error',
      from: { path: '^src', pathNot: '[.]test[.]tsx?$|/testing/' },
      to: { path: '/testing/' },
    },
    {
      name: 'no-circular',
      comment: 'No import circle through imports that reach the bundle or the server at run time.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['exotic-require'] } },
    },
    {
      name: 'no-circular-through-types',
      comment:
        'No import circle in src/server/api or src/web at all, counting type-only imports (typeOnlyImport markers) and ' +
        'dynamic imports: a circle of types still ties the files into one unit to read and move.',
      severity: 'error',
      from: { path: '^src/(server/api|web)/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // TypeScript 7 has no compiler API for dependency-cruiser: Babel strips the types, then acorn reads
    // the imports (@swc/core only has to be installed so that .ts/.tsx count as scannable). Type-only
    // imports vanish with the types, which is exactly what the web → server rule needs; a
    // plugin leaves a `typeOnlyImport('…')` call behind for each of them (scripts/depcruise-type-imports.cjs),
    // read as an `exotic-require` dependency, so that the circle rule can count them.
    babelConfig: { fileName: '.dependency-cruiser.babel.cjs' },
    exoticRequireStrings: ['typeOnlyImport'],
    exclude: { path: '\\.test\\.tsx?$' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
