import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startImportResponse, uploadResponse } from '../../core/api/bible-data';
import { buildApp } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { createTestApp, testConfig, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { buildUser } from '../test/factories';
import { INVENTED_BIBLE, waitForJob } from '../test/import-jobs';
import { multipartBody } from '../test/multipart';
import { cutListeners, listeners } from '../test/two-instances';
import { BIBLE_CHANGED_CHANNEL } from './import.repository';

// Two instances share one database only on a database server.
const kinds = (await databaseKinds()).filter((kind) => kind === 'postgres');

describe.each(kinds)('two instances on one %s database', (kind) => {
  let first: TestApp;
  let second: { app: TestApp['app']; database: DatabaseHandle };

  beforeAll(async () => {
    // A runs no jobs, so B's worker is the one that imports.
    first = await createTestApp(kind, {}, { importWorker: { enabled: false } });
    const database = await openDatabase({ databaseUrl: first.database.url, dataDir: 'memory://' });
    const app = await buildApp({
      config: testConfig(),
      database,
      logger: false,
      webRoot: '/nonexistent',
      importWorker: { pollMs: 50 },
    });
    await app.ready();
    second = { app, database };
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
    await first?.close();
  });

  /** Uploads `text` as the version twoinst on A and imports it on B's worker, waited to its end. */
  async function importOnB(cookie: string, text: string): Promise<void> {
    const body = multipartBody({ bibleVersion: 'twoinst' }, [
      { field: 'file', filename: 'invented.txt', content: text },
    ]);
    const uploaded = await first.app.inject({
      method: 'POST',
      url: '/api/admin/upload-bible',
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
    const { file } = uploadResponse.parse(uploaded.json());
    // The session lives in the shared database, so the same cookie works on B.
    const started = await second.app.inject({
      method: 'POST',
      url: '/api/admin/import-bible',
      headers: { cookie },
      payload: { version: 'twoinst', filePath: file.path },
    });
    expect(started.statusCode, started.body).toBe(200);
    const { importId } = startImportResponse.parse(started.json());
    expect(await waitForJob(first, cookie, importId)).toMatchObject({ status: 'completed' });
  }

  it('uploads on A, imports on B, and both serve the new version without a restart', async () => {
    const admin = await buildUser(first.app, { role: 'admin' });
    // Both instances know the versions before the import, so a stale list would show.
    for (const app of [first.app, second.app]) {
      const before = await app.inject({ method: 'GET', url: '/api/versions' });
      expect(before.body).not.toContain('"twoinst"');
    }
    await importOnB(admin.cookie, INVENTED_BIBLE);

    for (const app of [first.app, second.app]) {
      // The import's NOTIFY reaches every instance's index registry; give A's listener a moment.
      let versions = '';
      for (let attempt = 0; attempt < 50 && !versions.includes('"twoinst"'); attempt += 1) {
        versions = (await app.inject({ method: 'GET', url: '/api/versions' })).body;
        if (!versions.includes('"twoinst"')) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(versions).toContain('"twoinst"');
      const search = await app.inject({ method: 'GET', url: '/api/search-strongs?q=heron&version=twoinst' });
      expect(search.body).toContain('mill pond');
      const chapter = await app.inject({ method: 'GET', url: '/api/bible/twoinst/Gen/1' });
      expect(chapter.statusCode).toBe(200);
      expect(chapter.body).toContain('Nobody remembered which bell rang first.');
    }
  });

  it('serves an edition imported while it heard nothing once it listens again (decision 396)', async () => {
    const admin = await buildUser(first.app, { role: 'admin' });
    for (const app of [first.app, second.app]) {
      const search = await app.inject({ method: 'GET', url: '/api/search-strongs?q=heron&version=twoinst' });
      expect(search.body).toContain('mill pond');
    }
    // Every instance's LISTEN connection cut, as a database restart would: the import's announcement is sent
    // while nobody listens, unless the import outlasts the 2 s before they listen again.
    const cut = await cutListeners(first, BIBLE_CHANGED_CHANNEL);
    expect(cut.length).toBeGreaterThanOrEqual(2);
    await importOnB(admin.cookie, INVENTED_BIBLE.replace('mill pond', 'harbour wall'));
    await vi.waitFor(
      async () => {
        const now = await listeners(first, BIBLE_CHANGED_CHANNEL);
        expect(now.filter((pid) => !cut.includes(pid)).length).toBeGreaterThanOrEqual(2);
      },
      { timeout: 15_000, interval: 50 },
    );
    for (const app of [first.app, second.app])
      await vi.waitFor(
        async () => {
          const search = await app.inject({
            method: 'GET',
            url: '/api/search-strongs?q=heron&version=twoinst',
          });
          expect(search.body).toContain('harbour wall');
        },
        { timeout: 10_000, interval: 50 },
      );
  });
});
