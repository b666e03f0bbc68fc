import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/**
 * apps/web's features: slices that import another feature only by its index.ts (`@/features/x`),
 * one way (the layers and resolved paths are checked by .dependency-cruiser.cjs).
 */
const WEB_FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url));

/** pdfkit is known by the PDF engine alone (engine/README.md). */
const PDFKIT_ONLY_IN_ENGINE = [
  '*[source.value=/^pdfkit($|\\u002F)/]',
  'TSExternalModuleReference[expression.value=/^pdfkit($|\\u002F)/]',
  "CallExpression[callee.name='require'][arguments.0.value=/^pdfkit($|\\u002F)/]",
  "TSQualifiedName[left.name='PDFKit']",
].map((selector) => ({
  selector,
  message:
    "pdfkit ne s'utilise que dans le moteur PDF (apps/api/src/modules/publishing/pdf/engine) : passez par son interface (engine/index.ts), ou ajoutez-y ce qui manque.",
}));

/** An import rule that keeps the web app's one-way flow: shared → features → app. */
const webImportRule = (patterns, message) => ({
  '@typescript-eslint/no-restricted-imports': [
    'error',
    { patterns: [{ group: patterns, message }] },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/api/drizzle/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts', 'apps/*/vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Fastify plugins are async functions by convention, awaiting or not.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    // SQL only in repositories (docs/architecture.md). Types may be imported anywhere.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*.repository.ts', 'apps/api/src/db/**', 'apps/api/src/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/*'],
              allowTypeImports: true,
              message:
                'Les requêtes SQL vivent dans les dépôts (*.repository.ts) : appelez une fonction du dépôt du module.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The PDF engine is the one place that knows pdfkit (engine/README.md). no-restricted-syntax
    // rather than no-restricted-imports: both variants of that rule are already set on these
    // files (SQL, module layers) and a second block would replace their options, not add to
    // them; and a selector also catches pdfkit's ambient type namespace, used without import.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['apps/api/src/modules/publishing/pdf/engine/**'],
    rules: { 'no-restricted-syntax': ['error', ...PDFKIT_ONLY_IN_ENGINE] },
  },
  {
    // Issue 26: the web calls the API through the contract (packages/contract) and
    // lib/api-call, never by a path written by hand. This block repeats the pdfkit selectors:
    // a later no-restricted-syntax replaces the earlier one's options.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/**/test/**', 'apps/web/src/e2e/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...PDFKIT_ONLY_IN_ENGINE,
        ...[
          'Literal[value=/^\\u002Fapi\\u002F/]',
          'TemplateElement[value.raw=/^\\u002Fapi\\u002F/]',
        ].map((selector) => ({
          selector,
          message:
            'Pas de chemin /api/ écrit à la main : appelez la route par son contrat (call(contract.…) de @/lib/api-call), ou ajoutez-la au contrat (packages/contract).',
        })),
      ],
    },
  },
  {
    // Issue 26: how a date, an amount, a count or a label is written is decided once, in
    // packages/domain (text/ and calendar/ hold the Intl formatters, presentation/ composes them);
    // everything else renders what it returns. Tests, specs and benches keep Intl as an
    // independent oracle of what is expected.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: [
      'packages/domain/src/text/**',
      'packages/domain/src/calendar/**',
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/*.spec.ts',
      // The journeys' own helpers (steps of a long journey kept apart): test code like the specs.
      'apps/web/src/e2e/**',
      '**/test/**',
      'bench/**',
      'scripts/**',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['Intl', 'toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((name) => ({
          ...(name === 'Intl' ? { object: name } : { property: name }),
          message:
            'Dates, montants, nombres et libellés se mettent en forme dans packages/domain (calendar : formatDateLong, formatDay, parisDay ; text : formatBudget, formatMoney, formatNumber, plural…) : appelez-le, ou ajoutez-y ce qui manque.',
        })),
      ],
    },
  },
  {
    files: ['apps/web/src/{components,lib,config,hooks}/**/*.{ts,tsx}'],
    rules: webImportRule(
      ['@/features/*', '@/app/*'],
      "Le code partagé n'importe ni une fonctionnalité ni l'application : déplacez ce qui est commun dans components/ ou lib/, ou composez dans app/.",
    ),
  },
  ...WEB_FEATURES.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: webImportRule(
      ['@/features/*/*', `!@/features/${feature}/*`, '!@/features/*/test', '@/app/*'],
      "Une fonctionnalité n'en importe une autre que par son index.ts (@/features/nom), et jamais l'application : exportez-y ce qui doit servir ailleurs, ou composez dans app/.",
    ),
  })),
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.spec.ts', '**/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
