import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import type { ImportSource } from '../../ingest/sources';
import { ImportRepository } from '../bible-data/import.repository';
import { ImportService, type ImportOutcome } from '../bible-data/import.service';

const ANNOUNCEMENT_MS = 15_000;

/**
 * Imports into a running test app's database as an administrator's import would, and answers only once the
 * app has applied what a Bible's import announced (decision 252). On a PostgreSQL server the announcement
 * comes on its own connection some time after the commit, so a read straight after the import could still
 * see the versions from before it.
 */
export function appImporter(app: FastifyInstance) {
  const importer = new ImportService(new ImportRepository(app.database.db));
  const indexes = app.services.indexes;
  return {
    async importSource(source: ImportSource): Promise<ImportOutcome> {
      let bible: string | undefined;
      const announced = new Set<string>();
      const stop = indexes.follow((code) => announced.add(code));
      try {
        const outcome = await importer.importSource({
          ...source,
          load: async () => {
            const data = await source.load();
            if (data.kind === 'bible') bible = data.text.meta.code;
            return data;
          },
        });
        if (outcome.status === 'completed' && bible !== undefined) {
          const code = bible;
          await vi.waitFor(
            () => {
              if (!announced.has(code)) {
                throw new Error(`the app was not told of the import of ${code} within ${ANNOUNCEMENT_MS} ms`);
              }
            },
            { timeout: ANNOUNCEMENT_MS, interval: 5 },
          );
        }
        return outcome;
      } finally {
        stop();
      }
    },
  };
}

export type AppImporter = ReturnType<typeof appImporter>;
