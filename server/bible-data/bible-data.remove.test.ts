import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  convertResponse,
  installedVersionsResponse,
  startImportResponse,
  uploadResponse,
  type ImportStatusResponse,
} from '../../core/api/bible-data';
import { readUpload } from '../../ingest/readers/upload';
import { buildApp } from '../app';
import { IndexSnapshots } from '../bible-index/index-snapshot';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { bibleEditions, bibleVersions, verses } from '../db/schema/index';
import { appImporter } from '../test/app-importer';
import { createTestApp, testConfig, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { buildUser, type SignedInUser } from '../test/factories';
import { INVENTED_BIBLE, waitForJob } from '../test/import-jobs';
import { multipartBody } from '../test/multipart';

const kinds = await databaseKinds();

type App = TestApp['app'];

const send = (app: App, method: 'GET' | 'DELETE', url: string, cookie?: string) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {} });

async function uploadFile(app: App, cookie: string, version: string, filename = 'invented.txt') {
  const body = multipartBody({ bibleVersion: version }, [
    { field: 'file', filename, content: INVENTED_BIBLE },
  ]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/upload-bible',
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
  return uploadResponse.parse(response.json()).file;
}

/** Uploads the invented Bible as `version`, imports it with the app's worker, and waits for the app to see it. */
async function importEdition(harness: TestApp, cookie: string, version: string) {
  const file = await uploadFile(harness.app, cookie, version);
  const started = await harness.app.inject({
    method: 'POST',
    url: '/api/admin/import-bible',
    headers: { cookie },
    payload: { version, filePath: file.path },
  });
  const { importId } = startImportResponse.parse(started.json());
  expect(await waitForJob(harness, cookie, importId)).toMatchObject({ status: 'completed' });
  await vi.waitFor(async () => expect(await listedVersions(harness.app)).toContain(version), {
    timeout: 15_000,
  });
  return file;
}

/** The installed codes of the readers' version list. */
async function listedVersions(app: App): Promise<string[]> {
  const { versions } = (await send(app, 'GET', '/api/versions')).json<{
    versions: { code: string; installed: boolean }[];
  }>();
  return versions.filter((version) => version.installed).map((version) => version.code);
}

describe.each(kinds)('removing what administrators imported, on %s', (kind) => {
  let harness: TestApp;
  let admin: SignedInUser;
  let reader: SignedInUser;
  const snapshots = mkdtempSync(path.join(tmpdir(), 'oc-remove-'));

  beforeAll(async () => {
    harness = await createTestApp(
      kind,
      {},
      { importWorker: { pollMs: 50 }, indexSnapshots: new IndexSnapshots(snapshots, 'remove-test') },
    );
    admin = await buildUser(harness.app, { role: 'admin' });
    reader = await buildUser(harness.app);
  });
  afterAll(async () => {
    await harness?.close();
    rmSync(snapshots, { recursive: true, force: true });
  });

  it('removes an edition with its verses, index, kept answers and snapshot: 401, 400, 403, 404, then 200', async () => {
    await importEdition(harness, admin.cookie, 'gone');
    const search = '/api/search-strongs?q=heron&version=gone';
    // Asked twice, the answer is kept; the loaded version's snapshot is written beside.
    for (let turn = 0; turn < 2; turn += 1)
      expect((await send(harness.app, 'GET', search)).body).toContain('mill pond');
    await vi.waitFor(() => expect(existsSync(path.join(snapshots, 'gone.snapshot'))).toBe(true));

    expect((await send(harness.app, 'DELETE', '/api/admin/versions/gone')).statusCode).toBe(401);
    const bad = await send(harness.app, 'DELETE', '/api/admin/versions/Not%20A%20Code', admin.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'The Bible version code must be 2-32 lower-case letters, digits or _ (e.g. rstne)',
    });
    expect((await send(harness.app, 'DELETE', '/api/admin/versions/gone', reader.cookie)).statusCode).toBe(
      403,
    );
    expect((await send(harness.app, 'GET', '/api/admin/versions', reader.cookie)).statusCode).toBe(403);
    const missing = await send(harness.app, 'DELETE', '/api/admin/versions/nothere', admin.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'nothere is not an installed version' });

    const listed = installedVersionsResponse.parse(
      (await send(harness.app, 'GET', '/api/admin/versions', admin.cookie)).json(),
    );
    expect(listed.versions).toContainEqual(
      expect.objectContaining({ code: 'gone', verseCount: 4, shipped: false, defaultSearch: false }),
    );

    const removed = await send(harness.app, 'DELETE', '/api/admin/versions/gone', admin.cookie);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ success: true, message: 'invented (gone) removed with its 4 verses.' });

    const db = harness.app.database.db;
    expect(await db.select().from(bibleVersions).where(eq(bibleVersions.code, 'gone'))).toEqual([]);
    expect(await db.select().from(bibleEditions).where(eq(bibleEditions.versionCode, 'gone'))).toEqual([]);
    const texts = await db.select({ text: verses.text }).from(verses);
    expect(texts.filter((row) => row.text.includes('mill pond'))).toEqual([]);
    // The announcement reaches the registry (on PostgreSQL on a connection of its own): the list, the index,
    // the kept search and the snapshot go.
    await vi.waitFor(async () => expect(await listedVersions(harness.app)).not.toContain('gone'), {
      timeout: 15_000,
    });
    const after = await send(harness.app, 'GET', search);
    expect(after.statusCode).toBe(400);
    expect(after.json()).toEqual({ message: 'Unknown version "gone". See /api/versions for the list.' });
    expect((await send(harness.app, 'GET', '/api/bible/gone/Gen/1')).statusCode).toBeGreaterThanOrEqual(400);
    await vi.waitFor(() => expect(existsSync(path.join(snapshots, 'gone.snapshot'))).toBe(false));
    expect(
      installedVersionsResponse
        .parse((await send(harness.app, 'GET', '/api/admin/versions', admin.cookie)).json())
        .versions.map((version) => version.code),
    ).not.toContain('gone');
    const again = await send(harness.app, 'DELETE', '/api/admin/versions/gone', admin.cookie);
    expect(again.statusCode).toBe(404);
  });

  it('refuses the default search version; a shipped edition removed says how to bring it back', async () => {
    await importEdition(harness, admin.cookie, 'kjv');
    await importEdition(harness, admin.cookie, 'other');
    const listed = installedVersionsResponse.parse(
      (await send(harness.app, 'GET', '/api/admin/versions', admin.cookie)).json(),
    );
    expect(listed.versions).toContainEqual(
      expect.objectContaining({ code: 'kjv', shipped: true, defaultSearch: true }),
    );
    const refused = await send(harness.app, 'DELETE', '/api/admin/versions/kjv', admin.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message:
        'kjv is the default search version: choose another in Settings (Default version) before removing it',
    });
    expect(await listedVersions(harness.app)).toContain('kjv');

    await harness.app.services.settings.update('search.defaultVersion', 'other', {
      id: null,
      username: 'test',
    });
    const removed = await send(harness.app, 'DELETE', '/api/admin/versions/kjv', admin.cookie);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({
      success: true,
      message: 'invented (kjv) removed with its 4 verses. `npm run import -- kjv` brings it back.',
    });
  });

  it('removes an uploaded file and a converted file: 401, 400, 403, 404, then 200 and gone from their lists', async () => {
    const file = await uploadFile(harness.app, admin.cookie, 'spare', 'spare.txt');
    const url = `/api/admin/uploads/${file.id}`;
    expect((await send(harness.app, 'DELETE', url)).statusCode).toBe(401);
    const bad = await send(harness.app, 'DELETE', '/api/admin/uploads/upload:1', admin.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'id must be the number of an uploaded file' });
    expect((await send(harness.app, 'DELETE', url, reader.cookie)).statusCode).toBe(403);
    const removed = await send(harness.app, 'DELETE', url, admin.cookie);
    expect(removed.json()).toEqual({ success: true, message: 'spare.txt removed' });
    const status = (
      await send(harness.app, 'GET', '/api/admin/import-status', admin.cookie)
    ).json<ImportStatusResponse>();
    expect(status.availableFiles.map((entry) => entry.id)).not.toContain(file.id);
    const gone = await send(harness.app, 'DELETE', url, admin.cookie);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: `No uploaded file upload:${file.id}` });

    const body = multipartBody({ tableName: 'bible_verses_spare' }, [
      { field: 'textFile', filename: 'spare.txt', content: INVENTED_BIBLE },
    ]);
    const converted = await harness.app.inject({
      method: 'POST',
      url: '/api/converter/convert-text-to-sql',
      headers: { ...body.headers, cookie: admin.cookie },
      payload: body.payload,
    });
    const { outputFile } = convertResponse.parse(converted.json());
    const fileUrl = `/api/converter/converted-files/${outputFile}`;
    expect((await send(harness.app, 'DELETE', fileUrl)).statusCode).toBe(401);
    const badName = await send(harness.app, 'DELETE', '/api/converter/converted-files/x.txt', admin.cookie);
    expect(badName.statusCode).toBe(400);
    expect(badName.json()).toEqual({ message: 'Not a converted file name' });
    expect((await send(harness.app, 'DELETE', fileUrl, reader.cookie)).statusCode).toBe(403);
    expect((await send(harness.app, 'DELETE', fileUrl, admin.cookie)).json()).toEqual({
      success: true,
      message: 'bible_verses_spare.sql removed',
    });
    const list = (await send(harness.app, 'GET', '/api/converter/converted-files', admin.cookie)).json<{
      files: { filename: string }[];
    }>();
    expect(list.files.map((entry) => entry.filename)).not.toContain(outputFile);
    expect((await send(harness.app, 'DELETE', fileUrl, admin.cookie)).statusCode).toBe(404);
  });
});

describe.each(kinds)('removing while an import is queued, on %s', (kind) => {
  let harness: TestApp;
  let admin: SignedInUser;
  beforeAll(async () => {
    // No worker: a queued job stays queued.
    harness = await createTestApp(kind, {}, { importWorker: { enabled: false } });
    admin = await buildUser(harness.app, { role: 'admin' });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('refuses to remove the version or the file the queued import reads, with 409', async () => {
    await appImporter(harness.app).importSource({
      id: 'busy',
      label: 'invented',
      requiredFile: '/',
      installHint: '',
      load: async () => ({
        kind: 'bible',
        text: await readUpload('busy.txt', Buffer.from(INVENTED_BIBLE), { meta: { code: 'busy' } }),
      }),
    });
    const file = await uploadFile(harness.app, admin.cookie, 'busy', 'busy.txt');
    const started = await harness.app.inject({
      method: 'POST',
      url: '/api/admin/import-bible',
      headers: { cookie: admin.cookie },
      payload: { version: 'busy', filePath: file.path },
    });
    expect(started.statusCode, started.body).toBe(200);
    const version = await send(harness.app, 'DELETE', '/api/admin/versions/busy', admin.cookie);
    expect(version.statusCode).toBe(409);
    expect(version.json()).toEqual({
      message: 'An import of busy is already queued or running; wait for it to finish',
    });
    const upload = await send(harness.app, 'DELETE', `/api/admin/uploads/${file.id}`, admin.cookie);
    expect(upload.statusCode).toBe(409);
    expect(upload.json()).toEqual({
      message: 'busy.txt is being imported; remove it once the import has finished',
    });
    expect(await listedVersions(harness.app)).toContain('busy');
  });
});

// Two instances share one database only on a database server.
const servers = kinds.filter((kind) => kind === 'postgres');

describe.each(servers)('a removal followed by another instance, on %s', (kind) => {
  let first: TestApp;
  let second: { app: App; database: DatabaseHandle };
  const secondSnapshots = mkdtempSync(path.join(tmpdir(), 'oc-remove-b-'));

  beforeAll(async () => {
    first = await createTestApp(kind, {}, { importWorker: { pollMs: 50 } });
    const database = await openDatabase({ databaseUrl: first.database.url, dataDir: 'memory://' });
    const app = await buildApp({
      config: testConfig(),
      database,
      logger: false,
      webRoot: '/nonexistent',
      importWorker: { enabled: false },
      indexSnapshots: new IndexSnapshots(secondSnapshots, 'remove-test-b'),
    });
    await app.ready();
    second = { app, database };
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
    await first?.close();
    rmSync(secondSnapshots, { recursive: true, force: true });
  });

  it('drops the version, its kept answers and its snapshot on the other instance too', async () => {
    const admin = await buildUser(first.app, { role: 'admin' });
    await importEdition(first, admin.cookie, 'twogone');
    const search = '/api/search-strongs?q=heron&version=twogone';
    await vi.waitFor(
      async () => expect((await send(second.app, 'GET', search)).body).toContain('mill pond'),
      {
        timeout: 15_000,
      },
    );
    expect((await send(second.app, 'GET', search)).body).toContain('mill pond');
    await vi.waitFor(() => expect(existsSync(path.join(secondSnapshots, 'twogone.snapshot'))).toBe(true));

    const removed = await send(first.app, 'DELETE', '/api/admin/versions/twogone', admin.cookie);
    expect(removed.statusCode, removed.body).toBe(200);
    await vi.waitFor(async () => expect(await listedVersions(second.app)).not.toContain('twogone'), {
      timeout: 15_000,
    });
    expect((await send(second.app, 'GET', search)).statusCode).toBe(400);
    await vi.waitFor(() => expect(existsSync(path.join(secondSnapshots, 'twogone.snapshot'))).toBe(false));
  });
});
