/**
 * Import rules checked by `npm run lint` (dependency-cruiser), beside the ESLint ones
 * (eslint.config.js: web boundaries, SQL in repositories, the API modules' layers).
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        "Pas de cycle d'imports entre fichiers : extrayez ce que les deux fichiers partagent dans un troisième.",
      from: {},
      to: { circular: true },
    },
    {
      name: 'api-module-public-surface',
      severity: 'error',
      comment:
        "Un module de l'API n'est importé d'un autre que par son index.ts, sa surface publique : exportez-y ce qui doit servir ailleurs.",
      from: { path: '^apps/api/src/modules/([^/]+)/', pathNot: '[.]test[.]ts$' },
      to: {
        path: '^apps/api/src/modules/[^/]+/',
        pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[^/]+/index[.]ts$'],
      },
    },
    {
      name: 'api-app-uses-module-surface',
      severity: 'error',
      comment:
        "Le reste de l'API (app.ts, cli, plugins, lib) n'importe un module que par son index.ts.",
      from: { path: '^apps/api/src/', pathNot: ['^apps/api/src/modules/', '[.]test[.]ts$'] },
      to: {
        path: '^apps/api/src/modules/[^/]+/',
        pathNot: '^apps/api/src/modules/[^/]+/index[.]ts$',
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|test-results|playwright-report)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
