import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImportRepository } from '../bible/import.repository';
import { ImportService } from '../bible/import.service';
import { rstneFixtureSource } from '../reader/reader.fixtures';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';

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

    const importer = new ImportService(new ImportRepository(harness.database.db));
    expect((await importer.importSource(rstneFixtureSource())).status).toBe('completed');
    await expect
      .poll(async () => (await indexes.get('rstne'))?.version.code, { timeout: 10_000 })
      .toBe('rstne');
    expect(indexes.held()).toEqual(['rstne']);
  });
});
