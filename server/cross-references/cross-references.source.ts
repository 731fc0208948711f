import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { CrossReferenceIndex } from '../../core/cross-references/cross-reference-index';
import {
  CROSS_REFERENCE_HEADER,
  CrossReferenceFormatError,
  parseCrossReferences,
} from '../../core/cross-references/parse-cross-references';
import {
  StudySourceDataError,
  type StudySource,
  type StudySourceReport,
} from '../study-sources/study-source';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The shipped copy (content/study/, tracked; decision 295). */
export const SHIPPED_CROSS_REFERENCES = path.resolve(
  here,
  '../../content/study/openbible-cross-references/cross_references.txt.gz',
);

export const CROSS_REFERENCES_CREDIT = 'Cross references from OpenBible.info, CC BY 4.0';
export const CROSS_REFERENCES_URL = 'https://www.openbible.info/labs/cross-references/';

/** The study source of OpenBible's cross-references: its index lives here while loaded. */
export class CrossReferencesSource implements StudySource {
  readonly id = 'openbible-xref';
  readonly title = 'OpenBible.info cross-references';
  readonly credit = CROSS_REFERENCES_CREDIT;
  readonly creditUrl = CROSS_REFERENCES_URL;
  readonly licence = 'CC BY 4.0';
  readonly settingKey = 'study.crossReferences.enabled';
  private current: CrossReferenceIndex | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly file = SHIPPED_CROSS_REFERENCES) {}

  shipped() {
    return { available: existsSync(this.file), installHint: `the shipped file ${path.basename(this.file)}` };
  }

  /** The index served now; undefined while not loaded. */
  get index(): CrossReferenceIndex | undefined {
    return this.current;
  }

  /** Told when the index changes (upload, removal), so that caches built on it are dropped. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async load(upload?: Uint8Array): Promise<StudySourceReport> {
    const bytes = upload ? Buffer.from(upload) : readFileSync(this.file);
    const raw = bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes;
    let parsed;
    try {
      parsed = parseCrossReferences(raw.toString('utf8'));
    } catch (error) {
      if (error instanceof CrossReferenceFormatError)
        throw new StudySourceDataError(error.message.replace(/^line \d+: /, ''), error.line);
      throw error;
    }
    const index = CrossReferenceIndex.build(parsed.links, parsed.dataVersion);
    this.current = index;
    for (const listener of this.listeners) listener();
    return {
      counts: {
        links: index.size,
        'source verses': index.sources.length,
        ranges: parsed.ranges,
        'voted down': parsed.negative,
        'not in the KJV': parsed.notInKjv,
      },
      checksum: createHash('sha256').update(raw).digest('hex'),
      dataVersion: parsed.dataVersion,
      credit: this.credit,
    };
  }

  unload(): void {
    this.current = undefined;
    for (const listener of this.listeners) listener();
  }

  isLoaded(): boolean {
    return this.current !== undefined;
  }

  recognises(fileName: string, firstLine: string): boolean {
    return CROSS_REFERENCE_HEADER.test(firstLine.replace(/\r$/, '')) || /cross[_-]references/i.test(fileName);
  }
}
