/**
 * The one place of the import rules (`npm run lint:deps`): layers, public surfaces, SQL in
 * repositories, checked on the files an import resolves to, whatever path it is written with.
 * eslint.config.js keeps only what no import shows (pdfkit's ambient namespace, `/api/` paths
 * written in strings, `Intl`).
 */
const { readdirSync } = require('node:fs');
const { join } = require('node:path');

const { API_CONTEXTS } = require('./apps/api/architecture.cjs');

/**
 * The API's bounded contexts (apps/api/architecture.cjs): `modules/<context>/<module>/`. A context
 * imports only the contexts it lists; inside a context a module imports only the modules placed
 * before it. An unplaced context or module fails lint.
 */
const API_MODULES = join(__dirname, 'apps/api/src/modules');
const folders = (path) =>
  readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const unplacedApi = folders(API_MODULES).flatMap((folder) => {
  const context = API_CONTEXTS[folder];
  if (!context) return [`${folder} (un contexte, ou un module à ranger dans le sien)`];
  return folders(join(API_MODULES, folder))
    .filter((module) => !context.modules.includes(module))
    .map((module) => `${folder}/${module}`);
});
if (unplacedApi.length > 0) {
  throw new Error(
    `.dependency-cruiser.cjs : placez ${unplacedApi.join(', ')} dans API_CONTEXTS (apps/api/architecture.cjs)`,
  );
}
const API_CONTEXT_RULES = Object.entries(API_CONTEXTS).flatMap(
  ([context, { modules, imports }]) => {
    const forbidden = Object.keys(API_CONTEXTS).filter(
      (other) => other !== context && !imports.includes(other),
    );
    const allowed = imports.length > 0 ? `que ${imports.join(', ')}` : 'aucun autre contexte';
    return [
      ...(forbidden.length === 0
        ? []
        : [
            {
              name: `api-context-${context}`,
              severity: 'error',
              comment: `Le contexte ${context} de l'API n'importe ${allowed} (API_CONTEXTS, apps/api/architecture.cjs) : passez par un contexte permis ou déplacez ce qui est commun plus bas.`,
              from: { path: `^apps/api/src/modules/${context}/`, pathNot: '[.]test[.]ts$' },
              to: { path: `^apps/api/src/modules/(${forbidden.join('|')})/` },
            },
          ]),
      ...modules.slice(0, -1).map((module, index) => ({
        name: `api-module-layer-${module}`,
        severity: 'error',
        comment: `Le module ${context}/${module} n'importe de son contexte que les modules placés avant lui dans API_CONTEXTS (apps/api/architecture.cjs) : pas de cycle entre modules.`,
        from: { path: `^apps/api/src/modules/${context}/${module}/`, pathNot: '[.]test[.]ts$' },
        to: { path: `^apps/api/src/modules/${context}/(${modules.slice(index + 1).join('|')})/` },
      })),
    ];
  },
);

/**
 * The web's features from the bottom up: a feature imports only features of a layer below its
 * own, through their index.ts (their public surface), so features never form a cycle. The DUERP
 * core (`duerp`: API client, list, role) sits with the stand-alone features at the bottom; the
 * document's parts above it; the document page composes them; the editor shows the page's view.
 * A new feature must be placed here (lint fails until it is).
 */
const WEB_FEATURE_LAYERS = [
  [
    ...['duerp', 'account', 'auth', 'chemicals', 'contact', 'document-verification', 'espaces'],
    ...['history', 'legal', 'offline', 'payment', 'photos', 'sharing'],
  ],
  [
    'comments',
    'compliance',
    'document-access',
    'duties',
    'live',
    'living-document',
    'observations',
  ],
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
/**
 * packages/domain's folders from the bottom up, in three layers: the leaves (how a text, a number
 * or a calendar day is written: the only folders that use Intl), the rules (schemas, messages and
 * computations of each subject), then the views (what a document shows, composed from the rules).
 * A folder imports only folders before it in this order (its own layer's earlier ones included),
 * so the folders never form a cycle; a leaf imports no other folder. `testing` (the shared test
 * fixtures, `@duerp/domain/testing`) sits above them all. A new folder must be placed here.
 */
const DOMAIN_LAYERS = {
  leaves: ['text', 'calendar'],
  rules: [
    ...['api', 'retention', 'validation', 'auth', 'contact', 'espaces', 'operator', 'format'],
    ...['payment', 'risk', 'search', 'secteur', 'living-document', 'rps', 'duerp', 'penibilite'],
    ...['premade', 'spreadsheet', 'access', 'photos', 'live', 'collaboration', 'history'],
    ...['chemicals', 'compliance'],
  ],
  views: ['document-view', 'presentation'],
};
const DOMAIN_ORDER = [...DOMAIN_LAYERS.leaves, ...DOMAIN_LAYERS.rules, ...DOMAIN_LAYERS.views];
const unplacedDomain = readdirSync(join(__dirname, 'packages/domain/src')).filter(
  (folder) => ![...DOMAIN_ORDER, 'testing'].includes(folder),
);
if (unplacedDomain.length > 0) {
  throw new Error(
    `.dependency-cruiser.cjs : placez ${unplacedDomain.join(', ')} dans DOMAIN_LAYERS`,
  );
}
/** A test file, test helper, journey or bench: the only code that may use the shared fixtures. */
const TEST_CODE = [
  '[.](test|spec)[.]tsx?$',
  '(^|/)test/',
  '^apps/web/src/e2e/',
  '^apps/web/e2e/',
  '^bench/',
  '^packages/domain/src/testing/',
];

/** A web test or test helper (a feature's test/ folder): it may also use another feature's test/. */
const WEB_TEST_FILE = '([.]test[.]tsx?$|^apps/web/src/features/[^/]+/test/)';

module.exports = {
  forbidden: [
    ...API_CONTEXT_RULES,
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
      from: { path: '^apps/api/src/modules/([^/]+/[^/]+)/', pathNot: '[.]test[.]ts$' },
      to: {
        path: '^apps/api/src/modules/[^/]+/[^/]+/',
        pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[^/]+/[^/]+/index[.]ts$'],
      },
    },
    {
      name: 'api-app-uses-module-surface',
      severity: 'error',
      comment:
        "Le reste de l'API (app.ts, cli, plugins, lib) n'importe un module que par son index.ts.",
      from: { path: '^apps/api/src/', pathNot: ['^apps/api/src/modules/', '[.]test[.]ts$'] },
      to: {
        path: '^apps/api/src/modules/[^/]+/[^/]+/',
        pathNot: '^apps/api/src/modules/[^/]+/[^/]+/index[.]ts$',
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
      name: 'web-app-uses-feature-surface',
      severity: 'error',
      comment:
        "L'application (app/ : routes, routeur) n'importe une fonctionnalité que par son index.ts, sa surface publique (ses tests aussi par son dossier test/) : exportez-y ce qui doit servir à l'écran.",
      from: { path: '^apps/web/src/app/', pathNot: WEB_TEST_FILE },
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: '^apps/web/src/features/[^/]+/index[.]ts$',
      },
    },
    {
      name: 'web-app-test-surface',
      severity: 'error',
      comment:
        "Un test de l'application n'importe une fonctionnalité que par son index.ts ou son dossier test/.",
      from: { path: '^apps/web/src/app/.*[.]test[.]tsx?$' },
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: ['^apps/web/src/features/[^/]+/index[.]ts$', '^apps/web/src/features/[^/]+/test/'],
      },
    },
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
      name: 'domain-leaves',
      severity: 'error',
      comment: `Les feuilles du domaine (${DOMAIN_LAYERS.leaves.join(', ')} : écrire un texte, un nombre, un jour) n'importent aucun autre dossier de packages/domain.`,
      from: {
        path: `^packages/domain/src/(${DOMAIN_LAYERS.leaves.join('|')})/`,
        pathNot: '[.]test[.]ts$',
      },
      to: { path: '^packages/domain/src/([^/]+)/', pathNot: '^packages/domain/src/$1/' },
    },
    ...DOMAIN_ORDER.map((folder, index) => ({
      name: `domain-layer-${folder}`,
      severity: 'error',
      comment: `Le dossier ${folder} du domaine n'importe que les dossiers placés avant lui dans DOMAIN_LAYERS (.dependency-cruiser.cjs : feuilles, puis règles, puis vues) : pas de cycle entre dossiers.`,
      from: { path: `^packages/domain/src/${folder}/`, pathNot: '[.]test[.]ts$' },
      to: {
        path: `^packages/domain/src/(${[...DOMAIN_ORDER.slice(index + 1), 'testing'].join('|')})/`,
      },
    })),
    {
      name: 'domain-testing-only-in-tests',
      severity: 'error',
      comment:
        "Les jeux de données de test (@duerp/domain/testing) ne servent qu'aux tests, aux parcours et aux bancs : le code de production construit ses valeurs par les fonctions du domaine.",
      from: { pathNot: TEST_CODE },
      to: { path: '^packages/domain/src/testing/' },
    },
    {
      name: 'domain-below-contract',
      severity: 'error',
      comment:
        'Le domaine (packages/domain) ne connaît pas le contrat des routes (@duerp/contract), qui est bâti sur lui : un seul sens.',
      from: { path: '^packages/domain/' },
      to: { path: '^packages/contract/' },
    },
    {
      name: 'api-sql-in-repositories',
      severity: 'error',
      comment:
        'Les requêtes SQL vivent dans les dépôts (*.repository.ts) : appelez une fonction du dépôt du module (les types de drizzle-orm et du schéma s’importent partout).',
      from: {
        path: '^apps/api/src/',
        pathNot: ['[.]repository[.]ts$', '^apps/api/src/db/', '[.]test[.]ts$'],
      },
      to: {
        path: ['(^|/)node_modules/drizzle-orm/', '^apps/api/src/db/schema([.]ts$|/)'],
        dependencyTypesNot: ['type-only'],
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
        "Le web ne charge pas le catalogue des risques (@duerp/masterdata, plusieurs centaines de ko) : il le demande à l'API (features/editor/api/get-masterdata.ts) ; seuls ses types s'importent.",
      from: { path: '^apps/web/src/', pathNot: '^apps/web/src/e2e/' },
      to: {
        dependencyTypesNot: ['type-only'],
        path: '^packages/masterdata/',
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // drizzle-orm is kept (not followed) so that api-sql-in-repositories sees who imports it.
    exclude: {
      path: '(^|/)(node_modules/(?!drizzle-orm/)|(dist|test-results|playwright-report)/)',
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
