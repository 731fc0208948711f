import { dictionarySense } from '../../core/lexicon/learner-gloss';
import type { ReaderRepository } from './reader.repository';
import { VersePairing } from '../../core/bible/verse-pairing';

/** What the interlinear shows of a Strong's entry next to an original word. */
export interface GlossEntry {
  lemma: string;
  transliteration: string;
  /** The dictionary's first sense: the gloss when the KJV cannot give one (`learnerGlossOf`). */
  sense: string;
  isVerb: boolean;
}

export interface ReferenceData {
  pairing: VersePairing;
  glosses: Map<string, GlossEntry>;
}

/** How often the store asks whether an import happened, by default. */
export const REFERENCE_STAMP_CHECK_MS = 30_000;

/**
 * The verse map and dictionary glosses held in memory. Map and dictionary imports send no notification, so
 * the store compares the latest completed import with the one it loaded, at most every `stampCheckMs`.
 */
export class ReferenceDataStore {
  private state: { stamp: number; data: Promise<ReferenceData> } | undefined;
  /** The current state's data once read, for `currentNow`. */
  private resolved: ReferenceData | undefined;
  private checkedAt = 0;
  private checking: Promise<void> | undefined;

  constructor(
    private readonly repository: ReaderRepository,
    private readonly stampCheckMs = REFERENCE_STAMP_CHECK_MS,
  ) {}

  async current(): Promise<ReferenceData> {
    if (!this.state || Date.now() - this.checkedAt >= this.stampCheckMs) {
      this.checking ??= this.check().finally(() => (this.checking = undefined));
      await this.checking;
    }
    return this.state!.data;
  }

  /** The import the data `current` answers was loaded after: it changes when a map or a dictionary may have. */
  async stamp(): Promise<number> {
    await this.current();
    return this.state!.stamp;
  }

  /**
   * The data `current` would answer, without waiting: undefined while it is read, or when the time to ask
   * whether an import happened has come (then `current` must be asked). For answers sent from memory before
   * any promise (decisions 251, 409).
   */
  currentNow(): ReferenceData | undefined {
    if (!this.state || Date.now() - this.checkedAt >= this.stampCheckMs) return undefined;
    return this.resolved;
  }

  private async check(): Promise<void> {
    const stamp = await this.repository.importStamp();
    this.checkedAt = Date.now();
    if (this.state && this.state.stamp === stamp) return;
    const state = { stamp, data: this.load() };
    this.state = state;
    this.resolved = undefined;
    state.data.then(
      (data) => {
        if (this.state === state) this.resolved = data;
      },
      () => undefined,
    );
    // A failed load (database down) is forgotten so the next request tries again.
    state.data.catch(() => {
      if (this.state === state) this.state = undefined;
    });
  }

  private async load(): Promise<ReferenceData> {
    const [rows, glossRows] = await Promise.all([
      this.repository.verseMapRows('KJV', 'WLC'),
      this.repository.glossRows(),
    ]);
    const glosses = new Map<string, GlossEntry>();
    for (const row of glossRows) {
      glosses.set(row.strongs, {
        lemma: row.lemma,
        transliteration: row.transliteration,
        sense: dictionarySense(row.definition, row.kjvUsage),
        isVerb: /^verb/i.test(row.partOfSpeech ?? ''),
      });
    }
    return { pairing: new VersePairing(rows), glosses };
  }
}
