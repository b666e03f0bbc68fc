/**
 * Import rules checked by `npm run lint` (dependency-cruiser) on the files an import resolves to,
 * whatever path it is written with; beside the ESLint ones (eslint.config.js: the web's import
 * aliases, SQL in repositories, pdfkit in the PDF engine).
 */
const { readdirSync } = require('node:fs');
const { join } = require('node:path');

/**
 * The API's modules from the bottom up: a module imports only modules before it in this list, so
 * modules never form a cycle. A new module must be placed here (lint fails until it is).
 */
const API_MODULE_LAYERS = [
  ...['audit', 'activity', 'database-backup', 'billing-profiles', 'captcha', 'coupons', 'health'],
  ...['mail', 'pdf', 'rate-limit', 'retention', 'subscriptions', 'auth', 'idempotency'],
  ...['espaces', 'account'],
  ...['contact', 'members', 'operator'],
  ...['document-store', 'live', 'photos', 'versions', 'document-verification', 'duerp'],
  ...['masterdata'],
  ...[
    'imports',
    'reminders',
    'purchases',
    'living-document',
    'sharing',
    'comments',
    'observations',
  ],
  ...['office-exports', 'access-notice', 'account-archive', 'overview', 'history', 'compliance'],
  ...['inspection-pack'],
  ...['admin'],
];
const unplaced = readdirSync(join(__dirname, 'apps/api/src/modules')).filter(
  (module) => !API_MODULE_LAYERS.includes(module),
);
if (unplaced.length > 0) {
  throw new Error(`.dependency-cruiser.cjs : placez ${unplaced.join(', ')} dans API_MODULE_LAYERS`);
}

/**
 * The web's features from the bottom up: a feature imports only features of a layer below its
 * own, through their index.ts (their public surface), so features never form a cycle. The DUERP
 * core (`duerp`: API client, list, role) sits with the stand-alone features at the bottom; the
 * document's parts above it; the document page composes them; the editor shows the page's view.
 * A new feature must be placed here (lint fails until it is).
 */
const WEB_FEATURE_LAYERS = [
  [
    ...['duerp', 'account', 'auth', 'contact', 'document-verification', 'espaces', 'history'],
    ...['legal', 'offline', 'payment', 'photos', 'sharing'],
  ],
  ['comments', 'compliance', 'document-access', 'live', 'living-document', 'observations'],
  ['document-page'],
  ['editor'],
];
const unplacedFeatures = readdirSync(join(__dirname, 'apps/web/src/features')).filter(
  (feature) => !WEB_FEATURE_LAYERS.flat().includes(feature),
);
if (unplacedFeatures.length > 0) {
  throw new Error(
    `.dependency-cruiser.cjs : placez ${unplacedFeatures.join(', ')} dans WEB_FEATURE_LAYERS`,
  );
}
/** A web test or test helper (a feature's test/ folder): it may also use another feature's test/. */
const WEB_TEST_FILE = '([.]test[.]tsx?$|^apps/web/src/features/[^/]+/test/)';

module.exports = {
  forbidden: [
    ...API_MODULE_LAYERS.slice(0, -1).map((module, layer) => ({
      name: `api-module-layer-${module}`,
      severity: 'error',
      comment: `Le module ${module} n'importe que les modules placés avant lui dans API_MODULE_LAYERS (.dependency-cruiser.cjs) : pas de cycle entre modules.`,
      from: { path: `^apps/api/src/modules/${module}/`, pathNot: '[.]test[.]ts$' },
      to: { path: `^apps/api/src/modules/(${API_MODULE_LAYERS.slice(layer + 1).join('|')})/` },
    })),
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
    {
      name: 'web-shared-one-way',
      severity: 'error',
      comment:
        "Le code partagé du web (components, lib, config, hooks) n'importe ni une fonctionnalité ni l'application, quel que soit le chemin écrit : déplacez ce qui est commun dans components/ ou lib/.",
      from: { path: '^apps/web/src/(components|lib|config|hooks)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-feature-isolation',
      severity: 'error',
      comment:
        "Une fonctionnalité du web n'importe pas l'application, même par un chemin relatif : c'est app/ qui compose les fonctionnalités.",
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    ...WEB_FEATURE_LAYERS.flatMap((layer, index) =>
      layer.map((feature) => ({
        name: `web-feature-layer-${feature}`,
        severity: 'error',
        comment: `La fonctionnalité ${feature} n'importe que les fonctionnalités des couches inférieures de WEB_FEATURE_LAYERS (.dependency-cruiser.cjs) : un seul sens, pas de cycle ; composez dans app/ ou descendez ce qui est commun.`,
        from: { path: `^apps/web/src/features/${feature}/` },
        to: {
          path: `^apps/web/src/features/(${WEB_FEATURE_LAYERS.slice(index).flat().join('|')})/`,
          pathNot: `^apps/web/src/features/${feature}/`,
        },
      })),
    ),
    {
      name: 'web-feature-public-surface',
      severity: 'error',
      comment:
        "Une fonctionnalité du web n'en importe une autre que par son index.ts, sa surface publique (les tests aussi par son dossier test/) : exportez-y ce qui doit servir ailleurs.",
      from: { path: '^apps/web/src/features/([^/]+)/', pathNot: WEB_TEST_FILE },
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index[.]ts$'],
      },
    },
    {
      name: 'web-feature-test-surface',
      severity: 'error',
      comment:
        "Un test d'une fonctionnalité du web n'en importe une autre que par son index.ts ou son dossier test/.",
      from: { path: '^apps/web/src/features/([^/]+)/(.*[.]test[.]tsx?$|test/)' },
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: [
          '^apps/web/src/features/$1/',
          '^apps/web/src/features/[^/]+/index[.]ts$',
          '^apps/web/src/features/[^/]+/test/',
        ],
      },
    },
    {
      name: 'packages-never-import-apps',
      severity: 'error',
      comment:
        "Les paquets partagés (packages/) ne dépendent d'aucune application : ce qu'ils utilisent doit vivre dans packages/.",
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-no-masterdata',
      severity: 'error',
      comment:
        "Le web ne charge pas le catalogue des risques (@duerp/masterdata, plusieurs centaines de ko) : il le demande à l'API (features/duerp/api/get-masterdata.ts) ; seuls ses types s'importent.",
      from: { path: '^apps/web/src/', pathNot: '^apps/web/src/e2e/' },
      to: {
        dependencyTypesNot: ['type-only'],
        path: '^packages/masterdata/',
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|test-results|playwright-report)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
