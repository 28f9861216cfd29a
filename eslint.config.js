import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';

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
  {
    // The metrics charts are the one place nivo is drawn: a chunk of their own (README "JavaScript budgets").
    files: ['web/src/features/metrics/charts/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: THEME_PROVIDER_PATHS }] },
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
