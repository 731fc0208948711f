import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  importStatusResponse,
  MAX_UPLOAD_BYTES,
  startImportResponse,
  uploadResponse,
  type ImportStatusResponse,
} from '../../core/api/bible-data';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { buildUser, type SignedInUser } from '../test/factories';
import { INVENTED_BIBLE, waitForJob } from '../test/import-jobs';
import { multipartBody } from '../test/multipart';

const kinds = await databaseKinds();

/** Debian's bibledit-data: the World English Bible's Micah, 39 lines of its licence before `\id`. */
const MICAH = '/usr/share/bibledit/demo/34-MICeng-web.usfm';

describe.each(kinds)('Bible uploads and imports on %s', (kind) => {
  let harness: TestApp;
  let admin: SignedInUser;
  let reader: SignedInUser;

  beforeAll(async () => {
    harness = await createTestApp(kind, {}, { importWorker: { pollMs: 50 } });
    admin = await buildUser(harness.app, { role: 'admin' });
    reader = await buildUser(harness.app);
  });
  afterAll(async () => {
    await harness?.close();
  });

  const upload = (
    cookie: string | undefined,
    fields: Record<string, string>,
    files = [] as Parameters<typeof multipartBody>[1],
  ) => {
    const body = multipartBody(fields, files);
    return harness.app.inject({
      method: 'POST',
      url: '/api/admin/upload-bible',
      headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
      payload: body.payload,
    });
  };
  const textFile = (content: string | Buffer, filename = 'invented.txt') => [
    { field: 'file', filename, content },
  ];

  it('refuses an upload without a session, then a missing version, file or a bad one, then a reader', async () => {
    expect((await upload(undefined, { bibleVersion: 'inv' }, textFile(INVENTED_BIBLE))).statusCode).toBe(401);
    const cases: [Record<string, string>, Parameters<typeof multipartBody>[1], string][] = [
      [{}, textFile(INVENTED_BIBLE), 'Bible version is required'],
      [{ bibleVersion: '  ' }, textFile(INVENTED_BIBLE), 'Bible version is required'],
      [{ bibleVersion: 'inv' }, [], 'A file is required'],
      [
        { bibleVersion: 'Bad Code' },
        textFile(INVENTED_BIBLE),
        'The Bible version code must be 2-32 lower-case letters, digits or _ (e.g. rstne)',
      ],
      [
        { bibleVersion: 'inv' },
        textFile('x', 'bible.pdf'),
        'bible.pdf: unsupported file type; accepted: .txt, .sql, .csv, .tsv, .usfm, .sfm, .xml, .osis, .zip',
      ],
      [{ bibleVersion: 'inv' }, textFile(''), 'invented.txt is empty'],
      [{ bibleVersion: 'inv' }, [...textFile('a'), ...textFile('b')], 'Upload exactly one file'],
      [
        { bibleVersion: 'inv' },
        textFile(INVENTED_BIBLE, 'in\0vented.txt'),
        'file.filename must not contain a NUL character (\\u0000)',
      ],
      [
        { bibleVersion: 'inv\0' },
        textFile(INVENTED_BIBLE),
        'bibleVersion must not contain a NUL character (\\u0000)',
      ],
      [
        { 'note\0': 'x', bibleVersion: 'inv' },
        textFile(INVENTED_BIBLE),
        'note\\u0000 must not contain a NUL character (\\u0000)',
      ],
    ];
    for (const [fields, files, message] of cases) {
      const response = await upload(admin.cookie, fields, files);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    expect((await upload(reader.cookie, { bibleVersion: 'inv' }, textFile(INVENTED_BIBLE))).statusCode).toBe(
      403,
    );
  });

  it('refuses a file over the limit with 413 naming the limit, and keeps nothing', async () => {
    const response = await upload(
      admin.cookie,
      { bibleVersion: 'huge' },
      textFile(Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x61), 'huge.txt'),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The file is larger than the upload limit of 64 MB' });
    const status = await harness.app.inject({
      method: 'GET',
      url: '/api/admin/import-status',
      headers: { cookie: admin.cookie },
    });
    expect(status.json<ImportStatusResponse>().availableFiles.map((file) => file.name)).not.toContain(
      'huge.txt',
    );
    // The 1 MB limit of JSON bodies does not apply here: a 2 MB file is taken.
    const large = await upload(
      admin.cookie,
      { bibleVersion: 'large' },
      textFile(`${INVENTED_BIBLE}\n# ${'x'.repeat(2 * 1024 * 1024)}`, 'large.txt'),
    );
    expect(large.statusCode, large.body).toBe(200);
  });

  it('guards the status and the import start: 401, 400, 403', async () => {
    expect((await harness.app.inject({ method: 'GET', url: '/api/admin/import-status' })).statusCode).toBe(
      401,
    );
    expect(
      (
        await harness.app.inject({
          method: 'GET',
          url: '/api/admin/import-status',
          headers: { cookie: reader.cookie },
        })
      ).statusCode,
    ).toBe(403);
    const start = (cookie: string | undefined, payload: object) =>
      harness.app.inject({
        method: 'POST',
        url: '/api/admin/import-bible',
        headers: cookie ? { cookie } : {},
        payload,
      });
    expect((await start(undefined, { version: 'inv', filePath: 'upload:1' })).statusCode).toBe(401);
    for (const [payload, message] of [
      [{ filePath: 'upload:1' }, 'version is required'],
      [{ version: 'inv' }, 'filePath is required'],
      [{ version: 'inv', filePath: '../etc/passwd' }, 'filePath must be upload:{id} as the upload answered'],
      [
        { version: 'INV', filePath: 'upload:1' },
        'The Bible version code must be 2-32 lower-case letters, digits or _ (e.g. rstne)',
      ],
    ] as const) {
      const response = await start(admin.cookie, payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    expect((await start(reader.cookie, { version: 'inv', filePath: 'upload:1' })).statusCode).toBe(403);
    const missing = await start(admin.cookie, { version: 'inv', filePath: 'upload:999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'No uploaded file upload:999999' });
  });

  it('stores an upload, imports it in the background, and serves the new version at once', async () => {
    const uploaded = await upload(admin.cookie, { bibleVersion: 'inv' }, textFile(INVENTED_BIBLE));
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { file } = uploadResponse.parse(uploaded.json());
    expect(file).toMatchObject({
      name: 'invented.txt',
      version: 'inv',
      format: 'text',
      path: `upload:${file.id}`,
    });
    expect(file.size).toBe(Buffer.byteLength(INVENTED_BIBLE));
    expect(file.checksum).toMatch(/^[0-9a-f]{64}$/);

    const started = await harness.app.inject({
      method: 'POST',
      url: '/api/admin/import-bible',
      headers: { cookie: admin.cookie },
      payload: { version: 'inv', filePath: file.path },
    });
    expect(started.statusCode, started.body).toBe(200);
    const { importId } = startImportResponse.parse(started.json());
    const done = await waitForJob(harness, admin.cookie, importId);
    expect(done).toMatchObject({
      version: 'inv',
      fileName: 'invented.txt',
      status: 'completed',
      versesImported: 4,
      error: null,
    });
    expect(done.report).toMatchObject({ books: 1, chapters: 2, verses: 4 });

    const status = await harness.app.inject({
      method: 'GET',
      url: '/api/admin/import-status',
      headers: { cookie: admin.cookie },
    });
    const parsed = importStatusResponse.parse(status.json());
    expect(parsed.availableFiles.map((entry) => entry.path)).toContain(file.path);
    expect(parsed.activeImports).toEqual([]);

    const versions = await harness.app.inject({ method: 'GET', url: '/api/versions' });
    expect(
      versions.json<{ versions: { code: string; installed: boolean; verseCount: number }[] }>().versions,
    ).toContainEqual(expect.objectContaining({ code: 'inv', installed: true, verseCount: 4 }));
    const search = await harness.app.inject({
      method: 'GET',
      url: '/api/search-strongs?q=heron&version=inv',
    });
    expect(search.statusCode, search.body).toBe(200);
    expect(search.body).toContain('mill pond');
    const chapter = await harness.app.inject({ method: 'GET', url: '/api/bible/inv/Gen/2' });
    expect(chapter.statusCode, chapter.body).toBe(200);
    expect(chapter.body).toContain('orchard kept its own calendar');
  });

  it.skipIf(!existsSync(MICAH) && !process.env.CI)(
    "imports Debian's WEB Micah, whose licence before \\id is left out and named as a warning",
    async () => {
      const uploaded = await upload(admin.cookie, { bibleVersion: 'webmic' }, [
        { field: 'file', filename: '34-MICeng-web.usfm', content: readFileSync(MICAH) },
      ]);
      const { file } = uploadResponse.parse(uploaded.json());
      expect(file.format).toBe('usfm');
      const started = await harness.app.inject({
        method: 'POST',
        url: '/api/admin/import-bible',
        headers: { cookie: admin.cookie },
        payload: { version: 'webmic', filePath: file.path },
      });
      const done = await waitForJob(
        harness,
        admin.cookie,
        startImportResponse.parse(started.json()).importId,
      );
      expect(done, done.error ?? '').toMatchObject({ status: 'completed', versesImported: 105 });
      expect(done.report?.warnings).toEqual([
        '34-MICeng-web.usfm, lines 1-39: text before the first \\id left out of the verses ("The World English Bible is in the Public Domain.")',
      ]);
      const chapter = await harness.app.inject({ method: 'GET', url: '/api/bible/webmic/Mic/1' });
      expect(chapter.statusCode, chapter.body).toBe(200);
      expect(chapter.body).not.toMatch(/Public Domain|CC0/);
    },
  );

  it('reports a file the importer cannot read as a failed job naming the line', async () => {
    const broken = `${INVENTED_BIBLE}\nthis line is not a verse`;
    const uploaded = await upload(admin.cookie, { bibleVersion: 'broken' }, textFile(broken, 'broken.txt'));
    const { file } = uploadResponse.parse(uploaded.json());
    const started = await harness.app.inject({
      method: 'POST',
      url: '/api/admin/import-bible',
      headers: { cookie: admin.cookie },
      payload: { version: 'broken', filePath: file.path },
    });
    const done = await waitForJob(harness, admin.cookie, startImportResponse.parse(started.json()).importId);
    expect(done.status).toBe('failed');
    expect(done.error).toMatch(/broken\.txt.*5/);
    const versions = await harness.app.inject({ method: 'GET', url: '/api/versions' });
    expect(versions.body).not.toContain('"broken"');
  });
});

describe.each(kinds)('a second import of one file or version while one is queued, on %s', (kind) => {
  let harness: TestApp;
  let admin: SignedInUser;
  beforeAll(async () => {
    // No worker here: the first job stays queued.
    harness = await createTestApp(kind, {}, { importWorker: { enabled: false } });
    admin = await buildUser(harness.app, { role: 'admin' });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('answers 409 with a clear message', async () => {
    const paths: string[] = [];
    for (const name of ['one.txt', 'two.txt']) {
      const body = multipartBody({ bibleVersion: 'inv' }, [
        { field: 'file', filename: name, content: INVENTED_BIBLE },
      ]);
      const response = await harness.app.inject({
        method: 'POST',
        url: '/api/admin/upload-bible',
        headers: { ...body.headers, cookie: admin.cookie },
        payload: body.payload,
      });
      paths.push(uploadResponse.parse(response.json()).file.path);
    }
    const start = (version: string, filePath: string) =>
      harness.app.inject({
        method: 'POST',
        url: '/api/admin/import-bible',
        headers: { cookie: admin.cookie },
        payload: { version, filePath },
      });
    expect((await start('inv', paths[0]!)).statusCode).toBe(200);
    const sameFile = await start('other', paths[0]!);
    expect(sameFile.statusCode).toBe(409);
    expect(sameFile.json()).toEqual({ message: 'one.txt is already being imported' });
    const sameVersion = await start('inv', paths[1]!);
    expect(sameVersion.statusCode).toBe(409);
    expect(sameVersion.json()).toEqual({
      message: 'An import of inv is already queued or running; wait for it to finish',
    });
    const status = await harness.app.inject({
      method: 'GET',
      url: '/api/admin/import-status',
      headers: { cookie: admin.cookie },
    });
    expect(status.json<ImportStatusResponse>().activeImports).toEqual([
      expect.objectContaining({ version: 'inv', fileName: 'one.txt', status: 'queued', progress: 0 }),
    ]);
  });
});
