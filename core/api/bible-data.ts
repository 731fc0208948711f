import { z } from 'zod';

/**
 * Answers of the admin area's Bible-data calls: uploads, import status
 * and imports, SQL import, and the text-to-SQL converter. Every one of these calls is for administrators only.
 */

export { MAX_UPLOAD_BYTES, SQL_TABLE_PATTERN, VERSION_CODE_PATTERN } from '../admin/limits';

export const uploadedFileSchema = z
  .object({
    id: z.number().int().describe('Id of the stored upload'),
    name: z.string().describe('The file name as uploaded'),
    version: z.string().describe('The version code the file is meant for'),
    uploaded: z.string().describe('When it was uploaded (ISO 8601)'),
    path: z.string().describe('What POST /api/admin/import-bible takes as filePath: `upload:{id}`'),
    size: z.number().int().describe('Bytes'),
    checksum: z.string().describe('SHA-256 of the file, hex'),
    format: z.string().describe('What the importer reads it as: text, csv, usfm, osis, sql, sword'),
  })
  .describe('An uploaded Bible file kept in the database, so that any instance can import it');

export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const uploadResponse = z
  .object({ success: z.literal(true), message: z.string(), file: uploadedFileSchema })
  .describe('POST /api/admin/upload-bible: the stored file');

export type UploadResponse = z.infer<typeof uploadResponse>;

export const importReportSchema = z
  .object({
    books: z.number().int(),
    chapters: z.number().int(),
    verses: z.number().int(),
    missingVerses: z.array(z.string()).describe('References the versification has and the file lacks'),
    extraVerses: z.array(z.string()).describe('References the file has and the versification lacks'),
    emptyVerses: z.array(z.string()),
    unknownStrongs: z.array(z.string()).describe("Strong's numbers no dictionary holds"),
    warnings: z
      .array(z.string())
      .optional()
      .describe(
        'What the reader left out or moved (text before a USFM \\id, renumbered verses); absent in older reports',
      ),
  })
  .describe('The validation report of a finished import (lists may be cut short; counts are whole)');

export type ImportReport = z.infer<typeof importReportSchema>;

export const importStatusSchema = z.enum(['queued', 'running', 'completed', 'failed']);

export type ImportJobStatus = z.infer<typeof importStatusSchema>;

export const activeImportSchema = z.object({
  id: z.number().int().describe('Import job id'),
  version: z.string(),
  fileName: z.string(),
  status: importStatusSchema,
  progress: z.number().int().min(0).max(100).describe('Percent done'),
  versesImported: z.number().int(),
  totalVerses: z.number().int().describe('Verses the file holds, once read; 0 before'),
});

export type ActiveImport = z.infer<typeof activeImportSchema>;

export const completedImportSchema = z.object({
  id: z.number().int(),
  version: z.string(),
  fileName: z.string(),
  status: importStatusSchema,
  completedAt: z.string().describe('ISO 8601'),
  versesImported: z.number().int(),
  error: z.string().nullable().describe('Why a failed import failed'),
  report: importReportSchema.nullable(),
});

export type CompletedImport = z.infer<typeof completedImportSchema>;

export const importStatusResponse = z
  .object({
    activeImports: z.array(activeImportSchema),
    availableFiles: z.array(uploadedFileSchema),
    completedImports: z.array(completedImportSchema).describe('Newest first'),
  })
  .describe('GET /api/admin/import-status: polled every 5 seconds while the status tab is open');

export type ImportStatusResponse = z.infer<typeof importStatusResponse>;

export const startImportResponse = z
  .object({ success: z.literal(true), message: z.string(), importId: z.number().int() })
  .describe('POST /api/admin/import-bible: the import is queued as a background job');

export type StartImportResponse = z.infer<typeof startImportResponse>;

export const sqlFilesResponse = z
  .object({ files: z.array(uploadedFileSchema) })
  .describe('GET /api/sql-files: uploaded .sql files');

export type SqlFilesResponse = z.infer<typeof sqlFilesResponse>;

export const sqlImportResponse = z
  .object({ success: z.boolean(), count: z.number().int(), message: z.string() })
  .describe('POST /api/import-sql: how many verse rows were read and imported');

export type SqlImportResponse = z.infer<typeof sqlImportResponse>;

export const convertedFileSchema = z.object({
  filename: z.string(),
  size: z.number().int().describe('Bytes'),
  created: z.string().describe('ISO 8601'),
  path: z.string().describe('Where to download it: /api/converter/download-sql/{filename}'),
});

export type ConvertedFile = z.infer<typeof convertedFileSchema>;

export const convertResponse = z
  .object({
    success: z.boolean(),
    message: z.string(),
    count: z.number().int().describe('Verses written'),
    outputFile: z.string().describe('File name of the SQL file, for the downloads list'),
  })
  .describe('POST /api/converter/convert-text-to-sql');

export type ConvertResponse = z.infer<typeof convertResponse>;

export const convertedFilesResponse = z
  .object({ files: z.array(convertedFileSchema) })
  .describe('GET /api/converter/converted-files, newest first');

export type ConvertedFilesResponse = z.infer<typeof convertedFilesResponse>;

export const installedVersionSchema = z.object({
  code: z.string(),
  name: z.string(),
  verseCount: z.number().int(),
  importedAt: z.string().nullable().describe('ISO 8601'),
  shipped: z
    .boolean()
    .describe('A version the site ships: `npm run import -- CODE` brings it back after a removal'),
  defaultSearch: z
    .boolean()
    .describe('The version the search box starts with; it cannot be removed until another is chosen'),
});

export type InstalledVersion = z.infer<typeof installedVersionSchema>;

export const installedVersionsResponse = z
  .object({ versions: z.array(installedVersionSchema) })
  .describe('GET /api/admin/versions: the installed versions, by code');

export type InstalledVersionsResponse = z.infer<typeof installedVersionsResponse>;

export const removedResponse = z
  .object({ success: z.literal(true), message: z.string() })
  .describe('What was removed (a version, an uploaded file, a converted file)');

export type RemovedResponse = z.infer<typeof removedResponse>;
