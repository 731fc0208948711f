import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  StudySourceDataError,
  type StudySource,
  type StudySourceReport,
} from '../study-sources/study-source';
import { EASTONS_CREDIT, EASTONS_FILE, type DictionaryService } from './dictionary.service';

/** Easton's Bible Dictionary as a study source (decision 295): imported on the first start, removable. */
export class EastonsSource implements StudySource {
  readonly id = 'eastons-dictionary';
  readonly title = "Easton's Bible Dictionary";
  readonly credit = EASTONS_CREDIT;
  readonly creditUrl = 'https://en.wikipedia.org/wiki/Easton%27s_Bible_Dictionary';
  readonly licence = 'public domain';
  readonly settingKey = 'study.dictionary.enabled';

  constructor(
    private readonly dictionary: DictionaryService,
    private readonly file = EASTONS_FILE,
  ) {}

  shipped() {
    return { available: existsSync(this.file), installHint: `the shipped file ${path.basename(this.file)}` };
  }

  async load(upload?: Uint8Array): Promise<StudySourceReport> {
    if (upload) throw new StudySourceDataError("Easton's Bible Dictionary is not replaced by upload");
    const { report } = this.dictionary.read();
    return {
      counts: {
        entries: report.entries,
        headwords: report.headwords,
        'references read': report.referencesRead,
        'references not read': report.referencesUnread,
      },
      checksum: report.checksum,
      credit: this.credit,
    };
  }

  unload(): void {
    this.dictionary.unload();
  }

  isLoaded(): boolean {
    return this.dictionary.isLoaded();
  }
}
