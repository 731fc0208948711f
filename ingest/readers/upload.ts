import { type BibleText, IngestError, type VerseRecord } from '../model';
import { uploadMeta } from './bible-meta';
import { readOsis } from './osis';
import { type UploadOptions, decodeUpload } from './upload-common';
import { readDelimited } from './upload-csv';
import { readSqlDump } from './upload-sql';
import { readSwordZip } from './upload-sword';
import { readPlainText } from './upload-text';
import { readUsfm } from './usfm';

export type { UploadOptions } from './upload-common';

/** The formats an administrator may upload. */
export type UploadFormat = 'text' | 'csv' | 'usfm' | 'sql' | 'osis' | 'sword-zip';

const BY_EXTENSION: Record<string, UploadFormat> = {
  txt: 'text',
  csv: 'csv',
  tsv: 'csv',
  usfm: 'usfm',
  sfm: 'usfm',
  sql: 'sql',
  xml: 'osis',
  osis: 'osis',
  zip: 'sword-zip',
};

/** The format of an upload: by extension, else by a look at the content. */
export function detectUploadFormat(fileName: string, bytes: Uint8Array): UploadFormat {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  const byName = extension ? BY_EXTENSION[extension] : undefined;
  if (byName) return byName;
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) return 'sword-zip';
  const head = new TextDecoder()
    .decode(bytes.subarray(0, 4096))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (head.startsWith('<')) return 'osis';
  if (/^\\id\s/.test(head)) return 'usfm';
  if (/^(--|\/\*|INSERT\s)/i.test(head)) return 'sql';
  const header = head.split(/\r?\n/, 1)[0]!.toLowerCase();
  if (/\bbook\b/.test(header) && /[,\t;]/.test(header) && /\btext\b/.test(header)) return 'csv';
  return 'text';
}

/**
 * Reads an uploaded Bible in any supported format (plain text, CSV/TSV, USFM, SQL dump, OSIS, zipped SWORD
 * module) into a BibleText, or throws an IngestError naming the file and line; never a partial result.
 */
export async function readUpload(
  fileName: string,
  bytes: Uint8Array,
  options: UploadOptions = {},
): Promise<BibleText> {
  const format = detectUploadFormat(fileName, bytes);
  if (format === 'sword-zip') return readSwordZip(fileName, bytes, options.meta);
  const text = decodeUpload(fileName, bytes);
  if (format === 'osis') return readOsis(fileName, text, options.meta);
  const readers: Record<
    Exclude<UploadFormat, 'sword-zip' | 'osis'>,
    (name: string, text: string, notes: string[]) => VerseRecord[]
  > = {
    text: readPlainText,
    csv: readDelimited,
    usfm: readUsfm,
    sql: readSqlDump,
  };
  // What a reader left out of the verses (USFM's text before \id), for the import's report.
  const notes: string[] = [];
  const verses = readers[format](fileName, text, notes);
  if (verses.length === 0) throw new IngestError(fileName, undefined, 'no verses found');
  return { meta: uploadMeta(fileName, verses, {}, options.meta), verses, ...(notes.length ? { notes } : {}) };
}
