import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  convertedFilesResponse,
  convertResponse,
  sqlFilesResponse,
  sqlImportResponse,
  uploadResponse,
} from '../../core/api/bible-data';
import { readSqlDump } from '../../ingest/readers/upload-sql';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { buildUser, type SignedInUser } from '../test/factories';
import { waitForJob } from '../test/import-jobs';
import { multipartBody } from '../test/multipart';

const kinds = await databaseKinds();

// Invented sentences, with the characters SQL quoting must survive.
const TEXT = [
  'Gen 1:1 The miller\'s "new" wheel; -- turned twice',
  'Gen 1:2 A path\\to\\nowhere and a trailing backslash \\',
  'Gen 1:3 שָׁלוֹם עַל הַבַּיִת',
  "Gen 1:4 καλημέρα φίλε' μου",
].join('\n');

const SQL_ROWS = [
  '-- invented rows',
  "INSERT INTO bible_verses_invsql (book, chapter, verse, text) VALUES (1, 1, 1, 'Seven lanterns stood in a row.'),",
  "(1, 1, 2, 'The heron''s shadow moved on.');",
].join('\n');

describe.each(kinds)('SQL import and the text-to-SQL converter on %s', (kind) => {
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

  const send = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    harness.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const uploadSql = async (name: string, content: string) => {
    const body = multipartBody({ bibleVersion: 'invsql' }, [{ field: 'file', filename: name, content }]);
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/admin/upload-bible',
      headers: { ...body.headers, cookie: admin.cookie },
      payload: body.payload,
    });
    return uploadResponse.parse(response.json()).file;
  };
  const convert = (cookie: string | undefined, fields: Record<string, string>, content?: string) => {
    const body = multipartBody(
      fields,
      content === undefined ? [] : [{ field: 'textFile', filename: 'invented.txt', content }],
    );
    return harness.app.inject({
      method: 'POST',
      url: '/api/converter/convert-text-to-sql',
      headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
      payload: body.payload,
    });
  };

  it('lists uploaded .sql files and imports their verse rows without executing anything', async () => {
    expect((await send('GET', '/api/sql-files')).statusCode).toBe(401);
    expect((await send('GET', '/api/sql-files', reader.cookie)).statusCode).toBe(403);
    const file = await uploadSql('invented.sql', SQL_ROWS);
    await uploadSql('attack.sql', `${SQL_ROWS}\nDROP TABLE users;`);
    const listed = sqlFilesResponse.parse((await send('GET', '/api/sql-files', admin.cookie)).json());
    expect(listed.files.map((entry) => entry.name)).toEqual(['attack.sql', 'invented.sql']);

    const body = { filename: 'invented.sql', tableName: 'bible_verses_invsql' };
    expect((await send('POST', '/api/import-sql', undefined, body)).statusCode).toBe(401);
    for (const [payload, status, message] of [
      [{ filename: 'invented.sql' }, 400, 'Please select a SQL file and specify a table name'],
      [
        { filename: 'invented.sql', tableName: 'users' },
        400,
        'The table name must be bible_verses_ followed by lower-case letters, digits or _',
      ],
      [
        { filename: 'attack.sql', tableName: 'bible_verses_invsql' },
        400,
        'attack.sql, line 4: only INSERT INTO bible_verses_… (…) VALUES statements are accepted, found "DROP"',
      ],
      [
        { filename: 'nothing.sql', tableName: 'bible_verses_invsql' },
        404,
        'No uploaded SQL file nothing.sql',
      ],
    ] as const) {
      const response = await send('POST', '/api/import-sql', admin.cookie, payload);
      expect(response.json()).toEqual({ message });
      expect(response.statusCode, message).toBe(status);
    }
    expect((await send('POST', '/api/import-sql', reader.cookie, body)).statusCode).toBe(403);

    const imported = await send('POST', '/api/import-sql', admin.cookie, body);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(sqlImportResponse.parse(imported.json())).toMatchObject({ success: true, count: 2 });
    const status = await send('GET', '/api/admin/import-status', admin.cookie);
    const job = status.json<{
      activeImports: { id: number; fileName: string }[];
      completedImports: { id: number; fileName: string }[];
    }>();
    const id = [...job.activeImports, ...job.completedImports].find(
      (entry) => entry.fileName === file.name,
    )!.id;
    expect(await waitForJob(harness, admin.cookie, id)).toMatchObject({
      status: 'completed',
      version: 'invsql',
    });
    const chapter = await send('GET', '/api/bible/invsql/Gen/1');
    expect(chapter.body).toContain("The heron's shadow moved on.");

    // invsql is installed now: importing over it asks for confirmation first, and queues nothing until then.
    const again = await send('POST', '/api/import-sql', admin.cookie, body);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toEqual({
      message:
        'invsql (invented, 2 verses) is installed: importing the 2 verses of invented.sql replaces it. Send confirm: true to replace it',
    });
    const queued = await send('GET', '/api/admin/import-status', admin.cookie);
    expect(queued.json<{ activeImports: unknown[] }>().activeImports).toEqual([]);
    const confirmed = await send('POST', '/api/import-sql', admin.cookie, { ...body, confirm: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(sqlImportResponse.parse(confirmed.json())).toMatchObject({ success: true, count: 2 });
    const replacing = (await send('GET', '/api/admin/import-status', admin.cookie)).json<{
      activeImports: { id: number }[];
      completedImports: { id: number }[];
    }>();
    const newest = Math.max(
      ...[...replacing.activeImports, ...replacing.completedImports].map((entry) => entry.id),
    );
    expect(newest).toBeGreaterThan(id);
    expect(await waitForJob(harness, admin.cookie, newest)).toMatchObject({ status: 'completed' });
    expect((await send('POST', '/api/import-sql', admin.cookie, { ...body, confirm: 'yes' })).json()).toEqual(
      { message: expect.stringMatching(/confirm/) },
    );
  });

  it('converts a text Bible to SQL our reader reads back, and serves it for download by exact name only', async () => {
    expect((await convert(undefined, { tableName: 'bible_verses_inv' }, TEXT)).statusCode).toBe(401);
    for (const [fields, content, message] of [
      [
        { tableName: 'bible_verses_inv' },
        undefined,
        'No file selected - Please select a text file to convert',
      ],
      [{}, TEXT, 'The table name must be bible_verses_ followed by lower-case letters, digits or _'],
      [
        { tableName: 'verses; drop' },
        TEXT,
        'The table name must be bible_verses_ followed by lower-case letters, digits or _',
      ],
      [
        { tableName: 'bible_verses_inv' },
        'not a verse line',
        'invented.txt, line 1: expected "Book C:V text" or "book|c|v|text", found "not a verse line"',
      ],
    ] as const) {
      const response = await convert(admin.cookie, fields, content);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    expect((await convert(reader.cookie, { tableName: 'bible_verses_inv' }, TEXT)).statusCode).toBe(403);

    const converted = await convert(admin.cookie, { tableName: 'bible_verses_inv' }, TEXT);
    expect(converted.statusCode, converted.body).toBe(200);
    expect(convertResponse.parse(converted.json())).toMatchObject({
      success: true,
      count: 4,
      outputFile: 'bible_verses_inv.sql',
    });
    const list = convertedFilesResponse.parse(
      (await send('GET', '/api/converter/converted-files', admin.cookie)).json(),
    );
    expect(list.files).toEqual([
      expect.objectContaining({
        filename: 'bible_verses_inv.sql',
        path: '/api/converter/download-sql/bible_verses_inv.sql',
      }),
    ]);
    expect((await send('GET', '/api/converter/converted-files')).statusCode).toBe(401);
    expect((await send('GET', '/api/converter/converted-files', reader.cookie)).statusCode).toBe(403);

    const download = await send('GET', '/api/converter/download-sql/bible_verses_inv.sql', admin.cookie);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="bible_verses_inv.sql"');
    expect(list.files[0]!.size).toBe(download.rawPayload.length);
    const verses = readSqlDump('bible_verses_inv.sql', download.body);
    expect(verses.map((verse) => verse.text)).toEqual([
      'The miller\'s "new" wheel; -- turned twice',
      'A path\\to\\nowhere and a trailing backslash \\',
      'שָׁלוֹם עַל הַבַּיִת',
      "καλημέρα φίλε' μου",
    ]);
    expect((await send('GET', '/api/converter/download-sql/bible_verses_inv.sql')).statusCode).toBe(401);
    expect(
      (await send('GET', '/api/converter/download-sql/bible_verses_inv.sql', reader.cookie)).statusCode,
    ).toBe(403);
    for (const [spelling, status] of [
      ['..%2F..%2Fpackage.json', 400],
      ['..%2F..%2F..%2Fetc%2Fpasswd', 400],
      ['%2Fetc%2Fpasswd', 400],
      ['bible_verses_inv.sql%00.txt', 400],
      ['..%5C..%5Cpackage.json', 400],
      ['bible_verses_other.sql', 404],
    ] as const) {
      const response = await send('GET', `/api/converter/download-sql/${spelling}`, admin.cookie);
      expect(response.statusCode, spelling).toBe(status);
      expect(response.headers['content-disposition'], spelling).toBeUndefined();
    }
    for (const path of [
      '/api/converter/download-sql/../../package.json',
      '/api/converter/download-sql/%2E%2E/%2E%2E/package.json',
    ]) {
      const response = await send('GET', path, admin.cookie);
      expect(response.statusCode, path).toBe(404);
      expect(response.body, path).not.toContain('"name"');
    }
  });
});
