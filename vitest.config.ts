import { defineConfig } from 'vitest/config';

/** Three suites: fast unit tests, integration tests on real databases, and (separately) browser journeys. */
export default defineConfig({
  test: {
    // Two files at a time, one per core of the 2-core machines, in each project and in `vitest run` of both
    // (one pool: the unit files fill a core while an integration file runs on the other; decision 326).
    // Vitest's own default is one fewer than the cores: a single worker here.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'core/**/*.test.ts',
            'ingest/**/*.test.ts',
            'web/**/*.test.{ts,tsx}',
            'content/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          // One migrated database of each kind that every file copies (decision 325).
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file builds its own databases (a fresh PGlite in memory, a new database on the server) and its
          // own temporary folders, so two files run side by side: one per core (decision 264).
          fileParallelism: true,
        },
      },
    ],
  },
});
