import { desc, eq } from 'drizzle-orm';
import {
  SQL_TABLE_PATTERN,
  VERSION_CODE_PATTERN,
  type ConvertedFile,
  type ConvertResponse,
  type RemovedResponse,
  type SqlImportResponse,
} from '../../core/api/bible-data';
import { IngestError } from '../../ingest/model';
import { decodeUpload } from '../../ingest/readers/upload-common';
import { readSqlDump } from '../../ingest/readers/upload-sql';
import { readPlainText } from '../../ingest/readers/upload-text';
import { versesText } from '../bible-data/bible-data.present';
import { VersionRepository } from '../bible/version.repository';
import type { Database } from '../db/database';
import { convertedFiles } from '../db/schema/index';
import { errors } from '../errors';
import type { BibleUploadsService } from './bible-uploads.service';
import { versesToSql } from './text-to-sql';

const TABLE_PREFIX = 'bible_verses_';
/** The only names a converted file can have, so a download name never reaches anything but this lookup. */
const CONVERTED_NAME = /^bible_verses_[a-z0-9_]+\.sql$/;

/** The version code an SQL import fills: the table name without `bible_verses_` (decision 121). */
export function versionOfTable(tableName: string): string {
  if (!SQL_TABLE_PATTERN.test(tableName)) throw errors.invalidTableName();
  const code = tableName.slice(TABLE_PREFIX.length);
  if (!VERSION_CODE_PATTERN.test(code)) throw errors.invalidVersionCode();
  return code;
}

/** The SQL import (parsed, never executed) and the text-to-SQL converter, both kept in the database. */
export class SqlToolsService {
  private readonly versions: VersionRepository;

  constructor(
    private readonly db: Database,
    private readonly uploads: BibleUploadsService,
  ) {
    this.versions = new VersionRepository(db);
  }

  /**
   * Reads an uploaded .sql file's verse rows (anything else is refused naming the line) and queues their
   * import into the version the table name names, through the same background job as any upload. A version
   * readers already see is replaced only when `confirm` is true (issue 34.16).
   */
  async importSql(filename: string, tableName: string, confirm = false): Promise<SqlImportResponse> {
    if (!filename || !tableName) throw errors.sqlFileRequired();
    const code = versionOfTable(tableName);
    const upload = await this.uploads.repository.uploadByName(filename, 'sql');
    if (!upload) throw errors.sqlFileNotFound(filename);
    let count: number;
    try {
      count = readSqlDump(upload.name, decodeUpload(upload.name, upload.content)).length;
    } catch (error) {
      if (error instanceof IngestError) throw errors.invalidSqlFile(error.message);
      throw error;
    }
    if (count === 0) throw errors.invalidSqlFile(`${upload.name}: no verse rows found`);
    const installed = confirm ? undefined : await this.versions.installed(code);
    if (installed) {
      throw errors.confirmReplaceVersion(
        code,
        installed.name,
        versesText(installed.verseCount),
        `${count === 1 ? 'the verse' : `the ${count.toLocaleString('en')} verses`} of ${upload.name}`,
      );
    }
    await this.uploads.startImport(code, `upload:${upload.id}`);
    return {
      success: true,
      count,
      message: `${count} verses read from ${upload.name}; their import into ${code} is queued (see Import Status)`,
    };
  }

  /** Converts a plain-text Bible to SQL INSERT rows and keeps the result for download. */
  async convert(file: { name: string; bytes: Buffer } | undefined, tableName: string | undefined) {
    if (!file) throw errors.convertFileRequired();
    if (!tableName) throw errors.invalidTableName();
    if (!SQL_TABLE_PATTERN.test(tableName)) throw errors.invalidTableName();
    let verses;
    try {
      verses = readPlainText(file.name, decodeUpload(file.name, file.bytes));
    } catch (error) {
      if (error instanceof IngestError) throw errors.invalidTextFile(error.message);
      throw error;
    }
    if (verses.length === 0) throw errors.invalidTextFile(`${file.name}: no verses found`);
    const content = versesToSql(tableName, verses, file.name);
    const filename = `${tableName}.sql`;
    const values = {
      tableName,
      content,
      size: Buffer.byteLength(content),
      verseCount: verses.length,
      createdAt: new Date(),
    };
    // Converting for the same table again replaces the earlier file.
    await this.db
      .insert(convertedFiles)
      .values({ filename, ...values })
      .onConflictDoUpdate({ target: convertedFiles.filename, set: values });
    return {
      success: true,
      message: `${verses.length} verses converted to ${filename}`,
      count: verses.length,
      outputFile: filename,
    } satisfies ConvertResponse;
  }

  /** Converted files, newest first. */
  async list(): Promise<ConvertedFile[]> {
    const rows = await this.db
      .select({
        filename: convertedFiles.filename,
        size: convertedFiles.size,
        created: convertedFiles.createdAt,
      })
      .from(convertedFiles)
      .orderBy(desc(convertedFiles.createdAt), desc(convertedFiles.id));
    return rows.map((row) => ({
      filename: row.filename,
      size: row.size,
      created: row.created.toISOString(),
      path: `/api/converter/download-sql/${row.filename}`,
    }));
  }

  /** A converted file by its exact name; nothing on disk is ever read. */
  async download(filename: string): Promise<{ filename: string; content: string }> {
    if (!CONVERTED_NAME.test(filename)) throw errors.invalidConvertedFileName();
    const [row] = await this.db
      .select({ filename: convertedFiles.filename, content: convertedFiles.content })
      .from(convertedFiles)
      .where(eq(convertedFiles.filename, filename));
    if (!row) throw errors.convertedFileNotFound(filename);
    return row;
  }

  /** Deletes a converted file by its exact name. */
  async removeConverted(filename: string): Promise<RemovedResponse> {
    if (!CONVERTED_NAME.test(filename)) throw errors.invalidConvertedFileName();
    const removed = await this.db
      .delete(convertedFiles)
      .where(eq(convertedFiles.filename, filename))
      .returning({ filename: convertedFiles.filename });
    if (!removed.length) throw errors.convertedFileNotFound(filename);
    return { success: true, message: `${filename} removed` };
  }
}
