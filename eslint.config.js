import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Import rules (layers, public surfaces, SQL in repositories, who may import what) are written
 * once, in .dependency-cruiser.cjs, which checks the files an import resolves to. What stays here
 * is what an import graph cannot see: code that names something without importing it (pdfkit's
 * ambient `PDFKit` namespace, an `/api/` path in a string, `Intl` and `toLocale…`).
 */

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
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The PDF engine is the one place that knows pdfkit (engine/README.md). Here rather than in
    // dependency-cruiser: a selector also catches pdfkit's ambient type namespace, used without
    // any import, and one rule says both.
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
