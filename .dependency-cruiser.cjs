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
      to: { dependencyTypes: ['core', 'npm'], path: '^(node:)?(fs|net|http|https|child_process|path|os)$|^react|^pg|^@electric-sql|^drizzle' },
    },
    {
      name: 'server-not-web',
      severity: 'error',
      from: { path: '^src/server' },
      to: { path: '^src/web' },
    },
    {
      name: 'web-only-server-types',
      comment:
        'The browser sees the server only through src/server/api/types.ts, which holds nothing but ' +
        '`export type` lines (checked by src/server/api/types.test.ts).',
      severity: 'error',
      from: { path: '^src/web' },
      to: { path: '^src/server', pathNot: '^src/server/api/types\\.ts$' },
    },
    {
      name: 'features-are-independent',
      comment: 'A feature does not import another feature.',
      severity: 'error',
      from: { path: '^src/web/features/([^/]+)/' },
      to: { path: '^src/web/features/([^/]+)/', pathNot: '^src/web/features/$1/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    parser: 'swc',
    tsPreCompilationDeps: true,
    exclude: { path: '\\.test\\.tsx?$' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
