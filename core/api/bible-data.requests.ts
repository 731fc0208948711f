import { call } from './contract';
import type {
  ConvertResponse,
  ConvertedFilesResponse,
  ImportStatusResponse,
  InstalledVersionsResponse,
  RemovedResponse,
  SqlFilesResponse,
  SqlImportResponse,
  StartImportResponse,
  UploadResponse,
} from './bible-data';

/**
 * The Bible data panel's requests (decision 275). The two uploads send a multipart form (`FormData`): the
 * Bible file through XMLHttpRequest for its progress, the text file through the client.
 */
export const bibleDataCalls = {
  upload: call('POST', '/api/admin/upload-bible').body<FormData>().answer<UploadResponse>(),
  importStatus: call('GET', '/api/admin/import-status').answer<ImportStatusResponse>(),
  startImport: call('POST', '/api/admin/import-bible')
    .body<{ version: string; filePath: string }>()
    .answer<StartImportResponse>(),
  sqlFiles: call('GET', '/api/sql-files').answer<SqlFilesResponse>(),
  importSql: call('POST', '/api/import-sql')
    .body<{ filename: string; tableName: string; confirm?: boolean }>()
    .answer<SqlImportResponse>(),
  convertedFiles: call('GET', '/api/converter/converted-files').answer<ConvertedFilesResponse>(),
  convert: call('POST', '/api/converter/convert-text-to-sql').body<FormData>().answer<ConvertResponse>(),
  /** A converted file's download, a link (the answer is the SQL file). */
  download: call('GET', '/api/converter/download-sql/:filename').answer<string>(),
  versions: call('GET', '/api/admin/versions').answer<InstalledVersionsResponse>(),
  removeVersion: call('DELETE', '/api/admin/versions/:code').answer<RemovedResponse>(),
  removeUpload: call('DELETE', '/api/admin/uploads/:id').answer<RemovedResponse>(),
  removeConvertedFile: call('DELETE', '/api/converter/converted-files/:filename').answer<RemovedResponse>(),
};
