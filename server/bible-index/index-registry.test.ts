import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rstneFixtureSource } from '../test/fixtures/reader';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { IndexRegistry } from './index-registry';
import { IndexSnapshots } from './index-snapshot';
import { LoadedVersion } from './loaded-version';
import type { InstalledVersion, VerseTextRepository } from './verse-text.repository';
import { appImporter } from '../test/app-importer';
import { fakeListenDatabase } from '../test/fake-listen';

const kinds = await databaseKinds();

describe.each(kinds)('the index registry on %s', (kind) => {
  let harness: TestApp;
  beforeAll(async () => {
    // Some 160 requests in a few seconds: the per-address limits are not what this test is about.
    harness = await createTestApp(kind, {}, { requestLimits: false });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('holds only installed versions, whatever codes requests name', async () => {
    const indexes = harness.app.services.indexes;
    const codes = [...Array.from({ length: 50 }, (_, n) => `made-up-${n}`), 'nkjv', 'rstne', 'all-of-them'];
    for (const code of codes) {
      const search = await harness.app.inject({
        method: 'GET',
        url: `/api/search-strongs?q=love&version=${code}`,
      });
      expect([400, 404]).toContain(search.statusCode);
      const batch = await harness.app.inject({
        method: 'POST',
        url: '/api/reference-lookup/batch',
        payload: { references: ['Genesis 1:1'], version: code, from: code },
      });
      expect([400, 404]).toContain(batch.statusCode);
      const chapter = await harness.app.inject({ method: 'GET', url: `/api/bible/${code}/Gen/1` });
      expect([400, 404]).toContain(chapter.statusCode);
    }
    expect(indexes.held()).toEqual([]);

    const importer = appImporter(harness.app);
    expect((await importer.importSource(rstneFixtureSource())).status).toBe('completed');
    await expect
      .poll(async () => (await indexes.get('rstne'))?.version.code, { timeout: 10_000 })
      .toBe('rstne');
    expect(indexes.held()).toEqual(['rstne']);
  });
});

describe('the index registry reading editions', () => {
  it('reads one edition at a time, so loading every version holds one edition’s rows at most', async () => {
    let reading = 0;
    let most = 0;
    const versions = ['kjv', 'asv', 'web'].map(
      (code, index) =>
        ({
          code,
          language: 'en',
          hasStrongs: false,
          currentEditionId: index + 1,
        }) as InstalledVersion,
    );
    const repository = {
      installedVersions: async () => versions,
      installedVersion: async (code: string) => versions.find((version) => version.code === code),
      editionVerses: async (editionId: number) => {
        most = Math.max(most, ++reading);
        await new Promise((resolve) => setTimeout(resolve, 20));
        reading--;
        return [{ key: 1001001, text: `Edition ${editionId}`, tokens: [] }];
      },
    } as unknown as VerseTextRepository;
    const registry = new IndexRegistry(repository, { info: () => undefined } as unknown as FastifyBaseLogger);
    const loaded = await registry.all();
    expect(loaded.map((version) => version.text(1001001))).toEqual(['Edition 1', 'Edition 2', 'Edition 3']);
    expect(most).toBe(1);
  });

  it('loads again a version whose load began before an import nobody heard (decision 396)', async () => {
    let version = { code: 'kjv', language: 'en', hasStrongs: false, currentEditionId: 1 } as InstalledVersion;
    let release!: () => void;
    let started!: () => void;
    const firstRead = new Promise<void>((resolve) => (release = resolve));
    const reading = new Promise<void>((resolve) => (started = resolve));
    const repository = {
      installedVersions: async () => [version],
      installedVersion: async () => version,
      editionVerses: async (editionId: number) => {
        started();
        if (editionId === 1) await firstRead;
        return [{ key: 1001001, text: `Edition ${editionId}`, tokens: [] }];
      },
    } as unknown as VerseTextRepository;
    const registry = new IndexRegistry(repository, {
      info: () => undefined,
      error: () => undefined,
    } as unknown as FastifyBaseLogger);
    const { database, state } = fakeListenDatabase();
    await registry.listen(database);

    // The load reads edition 1; meanwhile the connection is lost, edition 2 is imported unheard, and it is back.
    const loading = registry.get('kjv');
    await reading;
    state().onLost?.();
    version = { ...version, currentEditionId: 2 };
    state().onBack?.();
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    await loading;
    await expect.poll(async () => (await registry.get('kjv'))?.text(1001001)).toBe('Edition 2');
  });

  it('builds a version once, then reads it from its snapshot until another edition is imported', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'oc-registry-'));
    try {
      let version = {
        code: 'kjv',
        language: 'en',
        hasStrongs: true,
        currentEditionId: 1,
        verseCount: 1,
        importedAt: new Date('2026-11-26T06:00:00Z'),
      } as InstalledVersion;
      const reads: number[] = [];
      const warnings: unknown[] = [];
      const repository = {
        installedVersions: async () => [version],
        installedVersion: async () => version,
        editionVerses: async (editionId: number) => {
          reads.push(editionId);
          return [
            {
              key: 1001001,
              text: `In the beginning, edition ${editionId}`,
              tokens: [{ t: 'beginning', s: ['H7225'] }],
            },
          ];
        },
      } as unknown as VerseTextRepository;
      const snapshots = new IndexSnapshots(directory, 'test-program');
      const registry = () =>
        new IndexRegistry(
          repository,
          {
            info: () => undefined,
            debug: () => undefined,
            warn: (...args: unknown[]) => warnings.push(args),
          } as unknown as FastifyBaseLogger,
          snapshots,
        );

      expect((await registry().get('kjv'))?.text(1001001)).toBe('In the beginning, edition 1');
      await expect.poll(() => existsSync(path.join(directory, 'kjv.snapshot'))).toBe(true);
      // A restart: the snapshot is read, the database's verses are not.
      const restarted = await registry().get('kjv');
      expect(restarted?.verse(1001001)).toStrictEqual({
        text: 'In the beginning, edition 1',
        tokens: [{ t: 'beginning', s: ['H7225'] }],
      });
      expect(reads).toEqual([1]);

      version = { ...version, currentEditionId: 2, importedAt: new Date('2026-11-27T06:00:00Z') };
      expect((await registry().get('kjv'))?.text(1001001)).toBe('In the beginning, edition 2');
      expect(reads).toEqual([1, 2]);
      await expect.poll(() => snapshots.read(version) instanceof LoadedVersion).toBe(true);
      expect(warnings).toEqual([]);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
