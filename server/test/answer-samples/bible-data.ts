import type { AnswerSample } from './index';
import { multipartBody } from '../multipart';

// Invented rows (no Bible text).
const SQL_ROWS =
  "INSERT INTO bible_verses_sample (book, chapter, verse, text) VALUES (1, 1, 1, 'A lantern was lit.');\n";
const sqlForm = (name: string) =>
  multipartBody({ bibleVersion: 'sample' }, [{ field: 'file', filename: name, content: SQL_ROWS }]);
const firstUpload = sqlForm('sample.sql');
const secondUpload = sqlForm('second.sql');
// Uploaded only to be removed (upload:3).
const spareUpload = sqlForm('spare.sql');
const noVersion = multipartBody({}, [{ field: 'file', filename: 'sample.sql', content: SQL_ROWS }]);
const textForm = multipartBody({ tableName: 'bible_verses_sample' }, [
  { field: 'textFile', filename: 'sample.txt', content: 'Gen 1:1 A lantern was lit.\n' },
]);
const noTextFile = multipartBody({ tableName: 'bible_verses_sample' });

/** The same request as nobody, as a reader and as an administrator with a failing body. */
function guarded(url: string, sample: Omit<AnswerSample, 'url' | 'status' | 'as'> = {}): AnswerSample[] {
  return [
    { url, status: 401, ...sample },
    { url, status: 403, as: 'reader', ...sample },
  ];
}

/**
 * Samples of the admin Bible-data calls (issue 14) for the answer walk, in the order they run: the uploads
 * (upload:1 and upload:2) come first, the calls that read them after.
 */
export const BIBLE_DATA_SAMPLES: Record<string, AnswerSample[]> = {
  'POST /api/admin/upload-bible': [
    { url: '/api/admin/upload-bible', status: 200, as: 'admin', ...firstUpload },
    { url: '/api/admin/upload-bible', status: 200, as: 'admin', ...secondUpload },
    { url: '/api/admin/upload-bible', status: 200, as: 'admin', ...spareUpload },
    { url: '/api/admin/upload-bible', status: 400, as: 'admin', ...noVersion },
    ...guarded('/api/admin/upload-bible', firstUpload),
  ],
  'GET /api/admin/import-status': [
    { url: '/api/admin/import-status', status: 200, as: 'admin' },
    ...guarded('/api/admin/import-status'),
  ],
  'POST /api/admin/import-bible': [
    {
      url: '/api/admin/import-bible',
      status: 200,
      as: 'admin',
      payload: { version: 'sample', filePath: 'upload:1' },
    },
    { url: '/api/admin/import-bible', status: 400, as: 'admin', payload: { version: 'sample' } },
    {
      url: '/api/admin/import-bible',
      status: 404,
      as: 'admin',
      payload: { version: 'sample', filePath: 'upload:999999' },
    },
    ...guarded('/api/admin/import-bible', { payload: { version: 'sample', filePath: 'upload:1' } }),
  ],
  'GET /api/sql-files': [{ url: '/api/sql-files', status: 200, as: 'admin' }, ...guarded('/api/sql-files')],
  'POST /api/import-sql': [
    {
      url: '/api/import-sql',
      status: 200,
      as: 'admin',
      payload: { filename: 'second.sql', tableName: 'bible_verses_second' },
    },
    {
      url: '/api/import-sql',
      status: 400,
      as: 'admin',
      payload: { filename: 'second.sql', tableName: 'users' },
    },
    {
      url: '/api/import-sql',
      status: 404,
      as: 'admin',
      payload: { filename: 'none.sql', tableName: 'bible_verses_none' },
    },
    ...guarded('/api/import-sql', { payload: { filename: 'second.sql', tableName: 'bible_verses_x' } }),
  ],
  'POST /api/converter/convert-text-to-sql': [
    { url: '/api/converter/convert-text-to-sql', status: 200, as: 'admin', ...textForm },
    { url: '/api/converter/convert-text-to-sql', status: 400, as: 'admin', ...noTextFile },
    ...guarded('/api/converter/convert-text-to-sql', textForm),
  ],
  'GET /api/converter/converted-files': [
    { url: '/api/converter/converted-files', status: 200, as: 'admin' },
    ...guarded('/api/converter/converted-files'),
  ],
  'GET /api/converter/download-sql/:outputFile': [
    {
      url: '/api/converter/download-sql/bible_verses_sample.sql',
      status: 200,
      as: 'admin',
      contentType: 'application/sql',
      attachment: true,
    },
    { url: '/api/converter/download-sql/..%2F..%2Fpackage.json', status: 400, as: 'admin' },
    { url: '/api/converter/download-sql/bible_verses_none.sql', status: 404, as: 'admin' },
    ...guarded('/api/converter/download-sql/bible_verses_sample.sql'),
  ],
  'GET /api/admin/versions': [
    { url: '/api/admin/versions', status: 200, as: 'admin' },
    ...guarded('/api/admin/versions'),
  ],
  // The default search version (the KJV) is refused; no version is removed, since later samples read them.
  'DELETE /api/admin/versions/:code': [
    { url: '/api/admin/versions/kjv', status: 409, as: 'admin' },
    { url: '/api/admin/versions/Not%20a%20code', status: 400, as: 'admin' },
    { url: '/api/admin/versions/none', status: 404, as: 'admin' },
    ...guarded('/api/admin/versions/kjv'),
  ],
  'DELETE /api/admin/uploads/:id': [
    ...guarded('/api/admin/uploads/3'),
    { url: '/api/admin/uploads/3', status: 200, as: 'admin' },
    { url: '/api/admin/uploads/upload:3', status: 400, as: 'admin' },
    { url: '/api/admin/uploads/3', status: 404, as: 'admin' },
  ],
  'DELETE /api/converter/converted-files/:filename': [
    ...guarded('/api/converter/converted-files/bible_verses_sample.sql'),
    { url: '/api/converter/converted-files/bible_verses_sample.sql', status: 200, as: 'admin' },
    { url: '/api/converter/converted-files/x.txt', status: 400, as: 'admin' },
    { url: '/api/converter/converted-files/bible_verses_sample.sql', status: 404, as: 'admin' },
  ],
};
