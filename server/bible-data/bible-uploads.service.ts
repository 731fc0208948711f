import { createHash } from 'node:crypto';
import {
  MAX_UPLOAD_BYTES,
  VERSION_CODE_PATTERN,
  type ImportReport,
  type ImportStatusResponse,
  type RemovedResponse,
  type UploadedFile,
} from '../../core/api/bible-data';
import { detectUploadFormat } from '../../ingest/readers/upload';
import type { Database } from '../db/database';
import { errors } from '../errors';
import { ImportJobsRepository, type UploadSummary } from './import-jobs.repository';

/** The extensions an upload may have: what the importer reads (ingest/readers/upload.ts). */
export const UPLOAD_EXTENSIONS = ['txt', 'sql', 'csv', 'tsv', 'usfm', 'sfm', 'xml', 'osis', 'zip'];

/** The upload limit as a person reads it ("64 MB"). */
export const UPLOAD_LIMIT_TEXT = `${MAX_UPLOAD_BYTES / (1024 * 1024)} MB`;

const FORMAT_NAMES: Record<string, string> = { 'sword-zip': 'sword' };

const COMPLETED_SHOWN = 50;

/** The answer shape of a stored upload. */
export function toUploadedFile(row: UploadSummary): UploadedFile {
  return {
    id: row.id,
    name: row.name,
    version: row.versionCode,
    uploaded: row.uploadedAt.toISOString(),
    path: `upload:${row.id}`,
    size: row.size,
    checksum: row.checksum,
    format: row.format,
  };
}

/** Uploads of Bible files and the import jobs that read them. */
export class BibleUploadsService {
  readonly repository: ImportJobsRepository;

  constructor(
    db: Database,
    /** Hands a queued import to the job queue (`enqueueImport`), which runs it on one instance. */
    private readonly onQueued: (importId: number) => Promise<void>,
  ) {
    this.repository = new ImportJobsRepository(db);
  }

  /**
   * Checks and stores an upload: a valid version code, a known extension and some content. The full parse
   * happens in the import job, whose error names the line.
   */
  async upload(version: string | undefined, file: { name: string; bytes: Buffer } | undefined) {
    if (!version?.trim()) throw errors.bibleVersionRequired();
    if (!file) throw errors.fileRequired();
    const code = version.trim();
    if (!VERSION_CODE_PATTERN.test(code)) throw errors.invalidVersionCode();
    const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
    if (!extension || !UPLOAD_EXTENSIONS.includes(extension)) {
      throw errors.unsupportedUploadType(file.name, UPLOAD_EXTENSIONS.map((name) => `.${name}`).join(', '));
    }
    if (file.bytes.length === 0) throw errors.emptyUpload(file.name);
    const format = detectUploadFormat(file.name, file.bytes);
    return toUploadedFile(
      await this.repository.addUpload({
        name: file.name,
        versionCode: code,
        format: FORMAT_NAMES[format] ?? format,
        size: file.bytes.length,
        checksum: createHash('sha256').update(file.bytes).digest('hex'),
        content: file.bytes,
      }),
    );
  }

  /** Queues an import of an uploaded file into a version; answers the job id. */
  async startImport(version: string, filePath: string): Promise<{ id: number; fileName: string }> {
    if (!version) throw errors.validation('version is required');
    if (!filePath) throw errors.validation('filePath is required');
    if (!VERSION_CODE_PATTERN.test(version)) throw errors.invalidVersionCode();
    const id = /^upload:([1-9][0-9]{0,9})$/.exec(filePath)?.[1];
    if (!id) throw errors.invalidUploadPath();
    const upload = await this.repository.upload(Number(id));
    if (!upload) throw errors.uploadNotFound(filePath);
    const job = await this.repository.queue(upload, version);
    if (job === 'file busy') throw errors.importRunningForFile(upload.name);
    if (job === 'version busy') throw errors.importRunningForVersion(version);
    await this.onQueued(job.id);
    return { id: job.id, fileName: upload.name };
  }

  /** Deletes an uploaded file (`id` as the path names it), unless an import is reading it. */
  async removeUpload(id: string): Promise<RemovedResponse> {
    if (!/^[1-9][0-9]{0,9}$/.test(id)) throw errors.invalidUploadId();
    const upload = await this.repository.upload(Number(id));
    if (!upload) throw errors.uploadNotFound(`upload:${id}`);
    const outcome = await this.repository.removeUpload(upload.id);
    if (outcome === 'busy') throw errors.uploadInUse(upload.name);
    if (outcome === 'missing') throw errors.uploadNotFound(`upload:${id}`);
    return { success: true, message: `${upload.name} removed` };
  }

  /** Running and queued imports, the uploads and the finished imports. */
  async status(): Promise<ImportStatusResponse> {
    const [active, uploads, finished] = await Promise.all([
      this.repository.active(),
      this.repository.listUploads(),
      this.repository.finished(COMPLETED_SHOWN),
    ]);
    return {
      activeImports: active.map((job) => ({
        id: job.id,
        version: job.versionCode,
        fileName: job.fileName,
        status: job.status,
        progress: job.progress,
        versesImported: job.versesImported,
        totalVerses: job.totalVerses,
      })),
      availableFiles: uploads.map(toUploadedFile),
      completedImports: finished.map((job) => ({
        id: job.id,
        version: job.versionCode,
        fileName: job.fileName,
        status: job.status,
        completedAt: (job.finishedAt ?? job.createdAt).toISOString(),
        versesImported: job.versesImported,
        error: job.error,
        report: (job.report as ImportReport | null) ?? null,
      })),
    };
  }
}
