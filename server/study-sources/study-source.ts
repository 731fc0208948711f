/**
 * A study source: data beside the Bible texts that the study features serve from memory (cross-references,
 * commentaries, dictionaries, topics). Each declares who made it and under what licence, the setting that
 * turns it off, and how to load it; the registry (study-sources.service.ts) does the rest the same way for
 * every one: imported on the first start like the Bible texts (the report's counts, checksum and credit are
 * kept in the `study_sources` table), removed and imported again from the command line
 * (`npm run import -- --study ...`), listed by the ADMIN BOT's completeness check, and, for a source that
 * accepts one, replaced by an uploaded file without a restart (every instance picks the new file up).
 *
 * To add a source: implement this interface in the feature's own folder, add its setting to
 * study-sources.settings.ts and its factory to study-sources.list.ts. See docs/features/study-sources.md.
 */
export interface StudySource {
  /** Stable id, used by the command line and the table: lower-case words and dashes (`openbible-xref`). */
  readonly id: string;
  /** Its name for people (`OpenBible.info cross-references`). */
  readonly title: string;
  /** The credit line shown wherever its data appears. */
  readonly credit: string;
  /** Where the credit links to. */
  readonly creditUrl: string;
  /** Its licence in a few words (`CC BY 4.0`, `public domain`). */
  readonly licence: string;
  /** The boolean system setting that turns it off (server/study-sources/study-sources.settings.ts). */
  readonly settingKey: string;
  /** Whether its shipped data is on this machine; if not, what to install. */
  shipped(): { available: boolean; installHint: string };
  /**
   * Reads its data (the shipped file, or the bytes of an uploaded replacement), checks it and serves it from
   * memory. Bad data throws a StudySourceDataError naming the line; what was being served stays served.
   */
  load(upload?: Uint8Array): Promise<StudySourceReport>;
  /** Stops serving and frees its memory. */
  unload(): void;
  /** Whether its data is in memory. */
  isLoaded(): boolean;
  /** For a source an administrator may replace by upload: whether this file is one of its files. */
  recognises?(fileName: string, firstLine: string): boolean;
}

/** What an import found: shown by the command line, kept in the table, read by the bot. */
export interface StudySourceReport {
  /** What was counted, in words an administrator reads (`links`, `source verses`, `not in the KJV`). */
  counts: Record<string, number>;
  /** SHA-256 (hex) of the data read. */
  checksum: string;
  /** The data's own version (a date in its header), when it has one. */
  dataVersion?: string;
  /** The credit line, repeated so that the report stands alone. */
  credit: string;
}

/** A file a study source refuses: the message names the line. */
export class StudySourceDataError extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(line === undefined ? message : `line ${line}: ${message}`);
    this.name = 'StudySourceDataError';
  }
}
