import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

/**
 * Which folder may import which (decision 110): core is pure and shared, ingest reads sources, server serves,
 * web renders. A screen (web/routes) may use features; a feature never reaches back into a screen.
 */
const boundaries = [
  {
    target: './core',
    from: ['./ingest', './server', './web'],
    message: 'core/ is shared by server and web: it may import nothing from ingest/, server/ or web/.',
  },
  { target: './ingest', from: ['./server', './web'], message: 'ingest/ may not import server/ or web/.' },
  { target: './web', from: ['./server', './ingest'], message: 'web/ talks to the server over HTTP only.' },
  {
    target: './web/features',
    from: './web/routes',
    message: 'A feature may not import a screen: move what both need into the feature.',
  },
];

const TYPES_ONLY =
  'Import the answer types of core/api/ with `import type`: its schemas would bring Zod along.';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'server/db/migrations/**',
      'e2e/artifacts/**',
      'playwright-report/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Type-aware rules that catch real bugs: a promise nobody awaits, a promise where a callback's result
      // is ignored, a switch over a union that forgets a member.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
    },
  },
  // The answer schemas of core/api/ reach the browser as types only (decision 109), so Zod stays out of the web
  // bundles: `import type` from core/api/, in the web app and in the core modules it imports.
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            // The request contracts (decision 275) hold no schema: the web imports them as values.
            {
              regex: '(^|/)core/api/(?![\\w-]+\\.requests$|contract$)',
              allowTypeImports: true,
              message: TYPES_ONLY,
            },
          ],
        },
      ],
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    // The contracts stay free of Zod: they read the schemas' files for types only.
    files: ['core/api/*.requests.ts', 'core/api/contract.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\./(?![\\w-]+\\.requests$|contract$)', allowTypeImports: true, message: TYPES_ONLY },
            { regex: '^zod$', message: TYPES_ONLY },
          ],
        },
      ],
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    files: ['core/**/*.ts'],
    ignores: ['core/api/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./api/', allowTypeImports: true, message: TYPES_ONLY }] },
      ],
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    files: ['web/features/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
