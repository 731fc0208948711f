import { LexiconCatalogue } from './lexicon-catalogue';
import type { LexiconRepository } from './lexicon.repository';

/** How often the store asks the database whether an import happened, by default. */
export const STAMP_CHECK_MS = 30_000;

/**
 * Holds the dictionaries in memory and reloads them after an import. Lexicon imports send no notification,
 * so the store compares the latest completed import run with the one it loaded, at most every
 * `stampCheckMs`; a request never waits for more than that one small query.
 */
export class LexiconStore {
  private state: { stamp: number; catalogue: Promise<LexiconCatalogue> } | undefined;
  private checkedAt = 0;
  private checking: Promise<void> | undefined;

  constructor(
    private readonly repository: LexiconRepository,
    private readonly stampCheckMs = STAMP_CHECK_MS,
  ) {}

  /** The current catalogue and the import stamp it was loaded at. */
  async current(): Promise<{ stamp: number; catalogue: LexiconCatalogue }> {
    if (!this.state || Date.now() - this.checkedAt >= this.stampCheckMs) {
      this.checking ??= this.check().finally(() => (this.checking = undefined));
      await this.checking;
    }
    const state = this.state!;
    return { stamp: state.stamp, catalogue: await state.catalogue };
  }

  private async check(): Promise<void> {
    const stamp = await this.repository.importStamp();
    this.checkedAt = Date.now();
    if (this.state && this.state.stamp === stamp) return;
    const catalogue = this.repository.allEntries().then((rows) => new LexiconCatalogue(rows));
    const state = { stamp, catalogue };
    this.state = state;
    // A failed load (database down) is forgotten so the next request tries again.
    catalogue.catch(() => {
      if (this.state === state) this.state = undefined;
    });
  }
}
