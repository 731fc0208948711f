import type {
  InstalledVersion,
  RemovedResponse,
  StartImportResponse,
  UploadedFile,
  UploadResponse,
} from '../../core/api/bible-data';
import type { VersionRow } from '../bible/version.repository';

/** "1 verse", "31,102 verses". */
export function versesText(count: number): string {
  return count === 1 ? '1 verse' : `${count.toLocaleString('en')} verses`;
}

/** The answer to an upload: the stored file, named in the message. */
export function presentUpload(file: UploadedFile): UploadResponse {
  return { success: true, message: `${file.name} uploaded`, file };
}

/** The answer to queuing an import: the job's id, and the file and version in the message. */
export function presentImportQueued(
  job: { id: number; fileName: string },
  version: string,
): StartImportResponse {
  return { success: true, message: `Import of ${job.fileName} into ${version} queued`, importId: job.id };
}

/** An installed version as the administrators' list shows it. */
export function presentInstalledVersion(
  row: VersionRow,
  shipped: boolean,
  defaultSearch: boolean,
): InstalledVersion {
  return {
    code: row.code,
    name: row.name,
    verseCount: row.verseCount,
    importedAt: row.importedAt?.toISOString() ?? null,
    shipped,
    defaultSearch,
  };
}

/** The answer to a version's removal, naming the import command that brings a shipped one back. */
export function presentVersionRemoved(
  removed: { name: string; verses: number },
  code: string,
  shipped: boolean,
): RemovedResponse {
  const back = shipped ? ` \`npm run import -- ${code}\` brings it back.` : '';
  return {
    success: true,
    message: `${removed.name} (${code}) removed with its ${versesText(removed.verses)}.${back}`,
  };
}
