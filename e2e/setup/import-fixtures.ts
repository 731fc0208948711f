import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { VersionMeta } from '../../ingest/model';
import { readUpload } from '../../ingest/readers/upload';
import type { SourceData } from '../../ingest/sources';
import { ImportRepository } from '../../server/bible-data/import.repository';
import { ImportService } from '../../server/bible-data/import.service';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { fixtureManifests } from './fixture-manifests';
import type { FastifyBaseLogger } from 'fastify';
import { DictionaryService } from '../../server/dictionary/dictionary.service';
import { SettingsService } from '../../server/settings/settings.service';
import { createStudySources } from '../../server/study-sources/study-sources.list';
import { StudySourcesRepository } from '../../server/study-sources/study-sources.repository';
import { StudySourcesService } from '../../server/study-sources/study-sources.service';
import { TopicsService } from '../../server/topics/topics.service';

/**
 * Imports the made-up data the journeys need into DATA_DIR before the server starts. Every manifest (those
 * E2E_FIXTURE_MANIFESTS lists as a JSON array of paths, or else every `e2e/fixtures/*.fixture.json`) names Bible files to read as uploads (any upload format, with the
 * version's code, name and optionally language and direction) and JSON files holding import data as is
 * (`{ "kind": "lexicon" | "scholarly", "source", "entries" }`). Data goes first, then the Bibles, so that
 * their Strong's numbers are checked against the dictionaries. Run by server.ts as a script, before the server
 * starts (PGlite serves one process at a time).
 */
interface FixtureManifest {
  bibles?: ({ file: string; code: string; name: string } & Partial<
    Pick<VersionMeta, 'language' | 'direction'>
  >)[];
  data?: string[];
}

async function sourcesOf(manifestFile: string): Promise<{ id: string; data: SourceData }[]> {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as FixtureManifest;
  const directory = path.dirname(manifestFile);
  const data = (manifest.data ?? []).map((file) => ({
    id: `fixture:${file}`,
    data: JSON.parse(readFileSync(path.join(directory, file), 'utf8')) as SourceData,
  }));
  const bibles = await Promise.all(
    (manifest.bibles ?? []).map(async ({ file, ...meta }) => ({
      id: meta.code,
      data: {
        kind: 'bible' as const,
        text: await readUpload(file, readFileSync(path.join(directory, file)), {
          meta: { ...meta, licence: 'made-up test fixture', source: `e2e fixture ${file}` },
        }),
      },
    })),
  );
  return [...data, ...bibles];
}

async function main(): Promise<void> {
  const manifests = process.env.E2E_FIXTURE_MANIFESTS
    ? (JSON.parse(process.env.E2E_FIXTURE_MANIFESTS) as string[])
    : fixtureManifests();
  const all = (await Promise.all(manifests.map(sourcesOf))).flat();
  const sources = [
    ...all.filter((s) => s.data.kind !== 'bible'),
    ...all.filter((s) => s.data.kind === 'bible'),
  ];
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const service = new ImportService(new ImportRepository(database.db));
    for (const source of sources) {
      const outcome = await service.importSource({
        id: source.id,
        label: source.id,
        requiredFile: '',
        installHint: '',
        load: async () => source.data,
      });
      if (outcome.status !== 'completed') throw new Error(`Fixture ${source.id} failed: ${outcome.error}`);
      console.log(`fixture ${source.id}: ${outcome.count} rows`);
    }
    // The study sources (the real shipped data: dictionary, topics, cross-references), as a first start would.
    const quiet = { info: () => undefined, warn: console.warn } as unknown as FastifyBaseLogger;
    const registry = new StudySourcesService(
      createStudySources({ dictionary: new DictionaryService(quiet), topics: new TopicsService(quiet) }).all,
      new StudySourcesRepository(database.db),
      new SettingsService(database.db),
    );
    for (const report of await registry.start({ importNew: true, refreshMs: 0 }))
      console.log(`study source: ${report.credit}`);
  } finally {
    await database.close();
  }
}

await main();
