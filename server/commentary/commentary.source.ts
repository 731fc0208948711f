import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CommentaryId } from '../../core/api/commentary';
import { KJV } from '../../core/bible/versification';
import { openInstalledCommentary, type SwordCommentary } from '../../ingest/readers/sword-commentary';
import { SWORD_LIBRARY, confValue, findConf } from '../../ingest/readers/sword-conf';
import {
  StudySourceDataError,
  type StudySource,
  type StudySourceReport,
} from '../study-sources/study-source';
import { COMMENTARY_SOURCES } from './commentary-sources';

/** The Debian package each commentary comes in, for the install hint. */
const PACKAGES: Record<CommentaryId, string> = {
  mhcc: 'sword-comm-mhcc',
  scofield: 'sword-comm-scofield',
  tdavid: 'sword-comm-tdavid',
};

/**
 * A commentary as a study source (decision 303): imported on the first start from its installed SWORD module
 * (report: the verses with a comment of their own and the chapters they fall in, a checksum of the module's
 * files), removed and imported again from the command line, turned off by its setting. While loaded it holds
 * the opened module, which reads its notes from the files at request time.
 */
export class CommentarySource implements StudySource {
  readonly id: string;
  readonly title: string;
  readonly credit: string;
  readonly creditUrl = 'https://crosswire.org/sword/modules/';
  readonly licence: string;
  readonly settingKey: string;
  private current: SwordCommentary | undefined;
  /** The module opened for `reading()` while the registry has not loaded it (null: not installed). */
  private spare: SwordCommentary | null | undefined;

  constructor(
    readonly commentary: CommentaryId,
    private readonly libraryRoot = SWORD_LIBRARY,
  ) {
    const source = COMMENTARY_SOURCES[commentary];
    this.id = `commentary-${commentary}`;
    this.title = source.name;
    this.credit = `${source.name}, ${source.author}; ${source.licence.toLowerCase()}; ${source.credit}`;
    this.licence = source.licence;
    this.settingKey = `study.commentary.${commentary}.enabled`;
  }

  /** The opened module while loaded. */
  get module(): SwordCommentary | undefined {
    return this.current;
  }

  /**
   * The opened module for a reader that does not follow the registry (the devotional, decision 345): the
   * loaded one, else the one this source opened on first ask (or last unloaded), so the process opens each
   * module once; undefined when it is not installed (`missing` hears why, once).
   */
  reading(missing?: (error: unknown) => void): SwordCommentary | undefined {
    if (this.current) return this.current;
    if (this.spare === undefined) {
      try {
        this.spare = openInstalledCommentary(COMMENTARY_SOURCES[this.commentary].module, this.libraryRoot);
      } catch (error) {
        this.spare = null;
        missing?.(error);
      }
    }
    return this.spare ?? undefined;
  }

  shipped() {
    let available: boolean;
    try {
      available = existsSync(findConf(this.libraryRoot, COMMENTARY_SOURCES[this.commentary].module));
    } catch {
      available = false;
    }
    return { available, installHint: `the Debian package ${PACKAGES[this.commentary]}` };
  }

  async load(upload?: Uint8Array): Promise<StudySourceReport> {
    if (upload) throw new StudySourceDataError('a commentary is installed as a SWORD module, not uploaded');
    let module: SwordCommentary;
    try {
      module = openInstalledCommentary(COMMENTARY_SOURCES[this.commentary].module, this.libraryRoot);
    } catch (error) {
      throw new StudySourceDataError(
        `${this.title} is not installed (${PACKAGES[this.commentary]}): ${(error as Error).message}`,
      );
    }
    const counts = countComments(module, this.commentary);
    if (counts.comments === 0) throw new StudySourceDataError(`${this.title} holds no comments`);
    const report: StudySourceReport = {
      counts: { comments: counts.comments, chapters: counts.chapters },
      checksum: this.checksum(module),
      dataVersion: confValue(module.conf, 'version'),
      credit: this.credit,
    };
    this.current = module;
    this.spare = undefined;
    return report;
  }

  unload(): void {
    this.spare = this.current ?? this.spare;
    this.current = undefined;
  }

  isLoaded(): boolean {
    return this.current !== undefined;
  }

  /** SHA-256 of the module's .conf and data files, in name order. */
  private checksum(module: SwordCommentary): string {
    const hash = createHash('sha256');
    hash.update(readFileSync(findConf(this.libraryRoot, module.conf.moduleName)));
    const directory = join(this.libraryRoot, module.conf.dataPath);
    for (const name of readdirSync(directory).sort()) hash.update(readFileSync(join(directory, name)));
    return hash.digest('hex');
  }
}

/** The distinct comments (a section's verses share one), and the chapters with any (the Treasury: Psalms). */
export function countComments(
  module: SwordCommentary,
  commentary: CommentaryId,
): { comments: number; chapters: number } {
  let comments = 0;
  let chapters = 0;
  for (const book of KJV.books) {
    if (commentary === 'tdavid' && book !== 'Ps') continue;
    for (let chapter = 1; chapter <= KJV.chapterCount(book); chapter++) {
      // Verses of one section share its comment: a comment is counted once, on its first verse.
      const found = module
        .verseEntries(book, chapter)
        .filter((entry, index, all) => entry.markup !== all[index - 1]?.markup).length;
      comments += found;
      if (found) chapters += 1;
    }
  }
  return { comments, chapters };
}
