/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { LongestFirstSequencer } from './tests/setup/sequencer';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';

// The unit and UI suites run in a shuffled order; this seed makes a failing order replayable. Kept in the
// environment, so every load of this file in the run (and its workers) agrees on it, and told once.
process.env.TEST_SEED ||= String(Date.now() % 1_000_000);
const testSeed = Number(process.env.TEST_SEED);
if (!process.env.TEST_SEED_TOLD && process.argv.some((arg) => arg === 'run' || arg.endsWith('vitest'))) {
  process.env.TEST_SEED_TOLD = '1';
  console.info(`[tests] shuffle seed ${testSeed}: TEST_SEED=${testSeed} replays this order`);
}

// Unit and UI files share one pool of workers: vitest's default on a 2-core machine is one worker, and the
// UI suite alone then took over three minutes. At least two, more where the machine has the cores.
const lightWorkers = Math.max(2, availableParallelism() - 1);

const UI_FILES = ['tests/components/**/*.test.{ts,tsx}', 'tests/providers/**/*.test.{ts,tsx}'];
/**
 * UI files that replace a module (vi.mock), a global (vi.stubGlobal, window's own properties) or the page's
 * address (environment options): each runs in a process of its own, so what it replaced reaches no other file.
 */
const UI_FILES_ALONE = [
  'tests/components/ping-indicator.test.tsx',
  'tests/components/sidebar.test.tsx',
  'tests/components/softphone-audio.test.tsx',
  'tests/components/softphone-project.test.tsx',
  'tests/components/softphone-ui-call.test.tsx',
  'tests/components/softphone-ui.test.tsx',
  'tests/providers/cookies-https.test.ts',
];
const uiSuite = {
  sequence: { groupOrder: 0, shuffle: true },
  maxWorkers: lightWorkers,
  environment: 'jsdom',
  setupFiles: ['tests/setup/dom.ts'],
  // The first test of a file that renders the whole app waits for its lazy chunks to be transformed:
  // seconds on a quiet machine, over 20 s on a throttled one. A ceiling, not a pace.
  testTimeout: 45_000,
};

/** The browser journeys' settings: one file at a time against one shared server. */
const browserJourneys = {
  environment: 'node',
  fileParallelism: false,
  // A browser waits on lazy chunks and the API; on a busy 2-core CI machine 1 s (the default) is
  // too short for a poll to see a page settle.
  expect: { poll: { timeout: 15_000, interval: 100 } },
  testTimeout: 60_000,
  hookTimeout: 120_000,
};

/**
 * Packages written as CommonJS or without a `sideEffects` field, whose modules a library imports for a part
 * this app never uses: @refinedev/antd's MarkdownField (react-markdown and remark-gfm, with micromark behind
 * them), @refinedev/core's CSV import and export (papaparse), Refine's development-only stack traces
 * (error-stack-parser, stackframe), and rc-field-form, whose index antd's Input reaches for one context.
 * Declared free of side effects, they are left out unless something calls them (issue 14, "Fast first
 * paint").
 */
const pureLibraries = [
  'react-markdown',
  'remark-gfm',
  'papaparse',
  'error-stack-parser',
  'stackframe',
  'rc-field-form',
].map((name) => ({
  test: new RegExp(`/node_modules/${name}/`),
  sideEffects: false,
}));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@', replacement: root },
      // qs's `side-channel`, in a few lines instead of five packages (src/shared/vendor/side-channel.cjs).
      { find: /^side-channel$/, replacement: `${root}src/shared/vendor/side-channel.cjs` },
    ],
  },
  define: { __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.0.0') },
  server: {
    proxy: {
      '/api': apiTarget,
      '/node': apiTarget,
      '/version.json': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  // Every browser the app supports has modulepreload: no polyfill in the boot chunk.
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1200,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: { moduleSideEffects: pureLibraries },
    },
  },
  test: {
    // Refine ships CJS and ESM; inlining keeps one copy of react-router in tests.
    server: { deps: { inline: [/@refinedev\//] } },
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    sequence: { seed: testSeed, sequencer: LongestFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Shuffled on every run, so a test that leans on another's leftovers fails where it is written
          // (the seed is printed above).
          sequence: { groupOrder: 0, shuffle: true },
          maxWorkers: lightWorkers,
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // The plugin contract test loads every lazy page (antd and all); a cold load on a busy machine, and
          // on Node 24 more so, takes longer than the 5 s default.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          ...uiSuite,
          name: 'ui',
          include: UI_FILES,
          exclude: UI_FILES_ALONE,
          // The files share their workers and one window instead of a process each: antd, Refine and the app
          // are loaded once per worker (the suite took 330 s with a process per file, about 160 s shared).
          // tests/setup/dom.ts empties the page, cookies, storage and address before each file.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...uiSuite, name: 'ui-alone', include: UI_FILES_ALONE },
      },
      {
        extends: true,
        test: {
          name: 'server',
          sequence: { groupOrder: 1 },
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // In this order: the PostgreSQL server first, then the run's migrated databases on it and on PGlite.
          globalSetup: ['tests/setup/postgres-global.ts', 'tests/setup/database-templates.ts'],
          setupFiles: ['tests/setup/server-worker.ts'],
          // Each file boots its own embedded database (~700 MB); two at a time fit the machine.
          maxWorkers: 2,
          // The files share their two worker processes instead of a new process each: the server's modules,
          // the compiled PGlite, the validator and serializer caches and the kept seeded state
          // (tests/server/helpers/seeded-state.ts) are made once per worker (the suite took 700 s in a
          // process per file, about 400 s shared). Every file still opens its own databases and builds its
          // own apps; nothing in the server keeps state in a module, and no server file mocks a module.
          isolate: false,
          // Ceilings for a slow machine (the request fuzzers take ~15 s on a quiet one), not paces.
          testTimeout: 60_000,
          hookTimeout: 90_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          sequence: { groupOrder: 2 },
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          ...browserJourneys,
        },
      },
      {
        extends: true,
        test: {
          // A few journeys again on a server on PostgreSQL (the production database): signing in and the
          // menus, the contact card's writes (card, phones, task, note), and settings CRUD of a few resources.
          name: 'e2e-postgres',
          sequence: { groupOrder: 3 },
          include: [
            'e2e/auth-and-menu.test.ts',
            'e2e/operator-workspace.test.ts',
            'e2e/settings-resources.test.ts',
          ],
          globalSetup: ['e2e/global-setup-postgres.ts'],
          ...browserJourneys,
        },
      },
    ],
  },
});
