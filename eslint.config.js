import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import { readdirSync } from 'node:fs';

// Material's ThemeProvider also brings its CSS-variables provider, which our themes never use:
// 3 kB on every first visit (issue 9, JavaScript budget). @mui/system's is the one it renders for them.
const THEME_PROVIDER_PATHS = ['@mui/material', '@mui/material/styles'].map((name) => ({
  name,
  importNames: ['ThemeProvider'],
  message: "Import ThemeProvider from '@mui/system': ours are themes without CSS variables.",
}));

// nivo and d3 are about 110 kB gzip: only the metrics charts' lazily loaded chunk may hold them.
const NIVO_PATTERNS = [
  {
    group: ['@nivo/*'],
    message: 'Draw charts in web/src/features/metrics/charts/, which the metrics pages load lazily.',
  },
];

/*
 * Borders between the web's features (issue 30). A feature (web/src/features/<name>/) imports from
 * another feature only its `urls.ts`: the paths and link builders it offers. What several features use
 * lives in web/src/shared/ (parts with no page of their own) or web/src/app/ (the session, the shell, the
 * router). shared/ imports from features only their `urls.ts` (a dashboard list links to an assignment).
 * app/ is the router: it imports a feature's `urls.ts` and its `pages.ts` (the route table loads each page
 * lazily from there), nothing else. web/src/testing/ (the tests' fake answers) may import anything.
 * no-restricted-imports matches the import as written, so a relative import is judged by how many `../`
 * lead out of the feature: one block per feature and per folder depth below it.
 */
const FEATURES = readdirSync(new URL('./web/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const BORDER_MESSAGE =
  'A feature reaches another only through its urls.ts; move what several features use to web/src/shared/ or web/src/app/.';
/** The deepest folder below a feature that the blocks cover (features/<name>/a/b/c/file.ts is 4). */
const DEEPEST = 5;
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** For a file `depth` folders into `feature` (1: features/<feature>/file.ts): any other feature but its urls. */
function featureBorders(feature, depth) {
  const own = escape(feature);
  return [
    { regex: `^(\\.\\./){${depth}}(?!${own}(/|$))[^./][^/]*(/(?!urls$).*)?$`, message: BORDER_MESSAGE },
    { regex: `^(\\.\\./)+features/(?!${own}/)[^/]+/(?!urls$)`, message: BORDER_MESSAGE },
  ];
}
const webImports = (patterns) => ['error', { paths: THEME_PROVIDER_PATHS, patterns }];
const FEATURE_BLOCKS = FEATURES.flatMap((feature) =>
  Array.from({ length: DEEPEST }, (_, index) => ({
    files: [`web/src/features/${feature}/${'*/'.repeat(index)}*.{ts,tsx}`],
    rules: { 'no-restricted-imports': webImports([...NIVO_PATTERNS, ...featureBorders(feature, index + 1)]) },
  })),
);
const SHARED_BORDER = [
  { regex: '^(\\.\\./)+features/[^/]+/(?!urls$)', message: 'shared/ imports from a feature only its urls.ts.' },
];
const APP_BORDER = [
  {
    regex: '^(\\.\\./)+features/[^/]+/(?!(urls|pages)$)',
    message: "app/ imports from a feature only its urls.ts and the route table's pages.ts.",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/generated/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  {
    // The JavaScript and TypeScript rules read code; the schema has its own block below.
    files: ['**/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': 'allow-with-description' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { paths: THEME_PROVIDER_PATHS, patterns: NIVO_PATTERNS }],
    },
  },
  ...FEATURE_BLOCKS,
  {
    files: ['web/src/shared/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': webImports([...NIVO_PATTERNS, ...SHARED_BORDER]) },
  },
  {
    files: ['web/src/app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': webImports([...NIVO_PATTERNS, ...APP_BORDER]) },
  },
  {
    // The metrics charts are the one place nivo is drawn: a chunk of their own (README "JavaScript budgets").
    // Within the borders all the same (the charts are files two folders into metrics).
    files: ['web/src/features/metrics/charts/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': webImports(featureBorders('metrics', 2)) },
  },
  {
    // The committed schema is the contract integrators read: every type, field,
    // argument, enum value, input field and directive carries a description.
    // Only schema.graphql: web/'s .graphql files are operations, not schema.
    files: ['schema.graphql'],
    languageOptions: {
      parser: graphqlPlugin.parser,
      // rootField needs the schema to know which types are the root ones.
      parserOptions: { graphQLConfig: { schema: 'schema.graphql' } },
    },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      '@graphql-eslint/require-description': [
        'error',
        {
          types: true,
          rootField: true,
          FieldDefinition: true,
          InputValueDefinition: true,
          EnumValueDefinition: true,
          DirectiveDefinition: true,
        },
      ],
    },
  },
);
