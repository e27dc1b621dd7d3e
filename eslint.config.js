// Lint rules whose job is the architecture: who may import whom (DEVELOPERS.md, "Layout").
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (...patterns) => ['error', { patterns }];
const rule = (group, message) => ({ group, message });

const serverPatterns = [
  {
    regex: '(^@/|/)src/(?!permissions/(catalogue|rules)$|contracts$|i18n/validation$|resources(/define)?$)',
    message:
      'The server shares only the permission catalogue and rules, the wire contracts, the validation dictionary and the resource declarations with the client.',
  },
  { regex: '(^@/|/)(providers|plugins)(/|$)', message: 'The server never imports client code.' },
];
const readSpreadsheets =
  'Read spreadsheets with readSpreadsheet (server/spreadsheets): a worker with caps, so a hostile file cannot take the server down.';
const spreadsheetParsers = ['exceljs', 'papaparse', 'unzipper', 'jszip'].map((name) => ({
  name,
  message: readSpreadsheets,
}));

const notServer = rule(['@/server/*', '**/server/**'], 'Browser code never imports the API server.');
const notPluginInternals = rule(
  ['@/plugins/*', '**/plugins/*/**'],
  'Only plugins/index.ts is imported, by the shell.',
);

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}', 'providers/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['plugins/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^@/|/)src/(?!plugin-api(/declare)?$)',
              message:
                'Plugins import only @/src/plugin-api (index.ts: @/src/plugin-api/declare) from the shell.',
            },
            { regex: '(^@/|/)providers(/|$)', message: 'Plugins reach the API through @/src/plugin-api.' },
            { regex: '(^@/|/)server(/|$)', message: 'Browser code never imports the API server.' },
            {
              regex: '^@/plugins(/|$)',
              message: 'Plugins never import each other: they meet through slots.',
            },
          ],
        },
      ],
    },
  },
  {
    // A plugin's own files may import each other, but never climb out of the plugin's folder.
    files: ['plugins/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/^\\.\\.\\//]',
          message: 'Stay inside the plugin folder.',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(notServer, notPluginInternals) },
  },
  {
    files: ['providers/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(
        notServer,
        notPluginInternals,
        rule(['@/plugins'], 'Providers do not know plugins.'),
        rule(
          [
            '@/src/*',
            '!@/src/i18n',
            '!@/src/permissions',
            '!@/src/shared',
            '@/src/*/*',
            '!@/src/i18n/*',
            '!@/src/permissions/*',
            '!@/src/shared/create-store',
          ],
          'Providers use only the shared i18n, permission and store modules.',
        ),
      ),
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: serverPatterns, paths: spreadsheetParsers }] },
  },
  {
    // The spreadsheet reader is the one place that parses spreadsheets (in its worker, within its caps).
    files: ['server/spreadsheets/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: serverPatterns }] },
  },
);
