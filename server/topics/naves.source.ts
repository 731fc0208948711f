import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findConf } from '../../ingest/readers/sword-conf';
import {
  StudySourceDataError,
  type StudySource,
  type StudySourceReport,
} from '../study-sources/study-source';
import { NAVE_CREDIT, type TopicsService } from './topics.service';

/** Nave's Topical Bible (Debian's sword-dict-naves) as a study source (decision 295). */
export class NavesSource implements StudySource {
  readonly id = 'naves-topics';
  readonly title = "Nave's Topical Bible";
  readonly credit = NAVE_CREDIT;
  readonly creditUrl = 'https://crosswire.org/sword/modules/ModInfo.jsp?modName=Nave';
  readonly licence = 'public domain';
  readonly settingKey = 'study.topics.enabled';

  constructor(private readonly topics: TopicsService) {}

  shipped() {
    return { available: this.topics.installed(), installHint: 'the Debian package sword-dict-naves' };
  }

  async load(upload?: Uint8Array): Promise<StudySourceReport> {
    if (upload) throw new StudySourceDataError("Nave's Topical Bible is not replaced by upload");
    const { report } = this.topics.read();
    return {
      counts: {
        topics: report.topics,
        lines: report.lines,
        references: report.references,
        'not in the KJV': report.unread,
        'verses cited': report.versesCited,
      },
      checksum: this.checksum(),
      credit: this.credit,
    };
  }

  /** SHA-256 of the module's configuration and compressed text (what a new package version changes). */
  private checksum(): string {
    const conf = findConf(this.topics.libraryRoot, 'Nave');
    const hash = createHash('sha256').update(readFileSync(conf));
    const text = /^DataPath=\.?\/?(.+)$/m.exec(readFileSync(conf, 'utf8'))?.[1]?.trim();
    if (text) {
      const root = path.resolve(path.dirname(conf), '..');
      for (const extension of ['zdt', 'zdx', 'idx', 'dat'])
        hash.update(readFileSync(path.join(root, `${text}.${extension}`)));
    }
    return hash.digest('hex');
  }

  unload(): void {
    this.topics.unload();
  }

  isLoaded(): boolean {
    return this.topics.isLoaded();
  }
}
