import { VERSION_CODE_PATTERN } from '../../../core/admin/limits';

/**
 * The Bible version choices of the upload form, value and label. `kjv_strongs` and `trparsed`
 * are views of the KJV and the TR, not texts of their own, so they are not offered (decision 152).
 */
export const BIBLE_VERSION_CHOICES = [
  { value: 'kjv', label: 'King James Version' },
  { value: 'asv', label: 'American Standard Version' },
  { value: 'tr', label: 'Textus Receptus' },
  { value: 'he_modern', label: 'Modern Hebrew' },
  { value: 'rstne', label: 'RSTNE' },
  { value: 'nkjv', label: 'NKJV' },
  { value: 'web', label: 'World English Bible' },
  { value: 'geneva', label: 'Geneva Bible' },
  { value: 'coverdale', label: 'Coverdale Bible' },
  { value: 'bishops', label: 'Bishops Bible' },
  { value: 'tyndale', label: 'Tyndale Bible' },
  { value: 'ylt', label: "Young's Literal Translation" },
  { value: 'darby', label: 'Darby Translation' },
  { value: 'wbt', label: 'Webster Bible' },
  { value: 'nheb', label: 'New Heart English Bible' },
  { value: 'rhe', label: 'Douay-Rheims Bible' },
] as const;

/** File name endings the upload accepts (the importer's formats), for the file input and the form's note. */
export const UPLOAD_EXTENSIONS = ['.txt', '.sql', '.csv', '.tsv', '.usfm', '.sfm', '.xml', '.osis', '.zip'];

/** Prefix of every table the SQL import and the converter write to. */
export const TABLE_PREFIX = 'bible_verses_';

/** True when `code` may name a Bible version: lower-case letters, digits and `_`, 2-32 characters. */
export function isVersionCode(code: string): boolean {
  return VERSION_CODE_PATTERN.test(code);
}

/**
 * The default table for a file: `bible_verses_` plus the lowercased file name without its `extension` (`.sql`
 * for the SQL import; the converter uses the same rule with `.txt`).
 */
export function defaultTableName(fileName: string, extension = '.sql'): string {
  const stem = fileName.toLowerCase().endsWith(extension) ? fileName.slice(0, -extension.length) : fileName;
  return TABLE_PREFIX + stem.toLowerCase();
}

/** A size for people: bytes below 1 KB, KB to one decimal, MB (one decimal) above. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Percent of an import done, from its verse counts when known, else the job's own percent. */
export function importPercent(progress: number, versesImported: number, totalVerses: number): number {
  if (totalVerses > 0) return Math.min(100, Math.round((versesImported / totalVerses) * 100));
  return Math.max(0, Math.min(100, progress));
}
