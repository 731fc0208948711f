import { defineConfig } from 'vitest/config';

/** Three suites: fast unit tests, integration tests on real databases, and (separately) browser journeys. */
export default defineConfig({
  test: {
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
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file builds its own databases (a fresh PGlite in memory, a new database on the server) and its
          // own temporary folders, so two files run side by side: one per core (decision 264).
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
});
