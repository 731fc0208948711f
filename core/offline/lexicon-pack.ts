import type { ConcordanceEntry, Definition, EntrySummary } from '../api/concordance';
import { summaryOfDefinition } from '../lexicon/entry-page';
import { Derivations } from '../lexicon/related-words';

/**
 * Bumped when the lexicon pack's shape changes: a new shape is a new text, so a new hash, and a browser keeping
 * the old one downloads the new at its next visit online (web/features/offline/keepPacks.ts).
 * 2: every entry (the "Not Used" stubs too), and the entry pages' counts in the original texts.
 */
export const LEXICON_PACK_FORMAT = 2;

/** One original text the server counted every entry of its language in (decision 416). */
export interface CountedText {
  /** The text's code and name, as the entry page's `originalCounts` gives them. */
  version: string;
  name: string;
  language: Definition['language'];
  /** Verses carrying each number, by canonical number; a number it lacks (none of its verses) is left out. */
  counts: Record<string, number>;
}

/** The Strong's lexicon as a browser keeps it (decisions 415, 416). */
export interface LexiconPack {
  format: typeof LEXICON_PACK_FORMAT;
  kind: 'lexicon';
  /**
   * Every entry's full definition, as the popup's call gives it, in catalogue order: their derivation links
   * give the entry pages' related words.
   */
  definitions: Definition[];
  /**
   * The original texts the server has, in the order the entry page lists them, with every entry's count:
   * what an entry page shows that the device cannot count (it may not keep the originals).
   */
  originals: CountedText[];
}

/** A kept lexicon, opened. */
export interface KeptLexicon {
  definitions: ReadonlyMap<string, Definition>;
  /** The counts in the original texts; none in a pack kept before they were added (format 1). */
  originals: readonly CountedText[] | undefined;
  /** An entry's related words, as the server's catalogue finds them, from the kept definitions. */
  related(number: string): EntrySummary[];
}

/** Opens a kept lexicon pack (parsed); one of an older format answers definitions but not entry pages. */
export function openLexicon(pack: Pick<LexiconPack, 'definitions'> & Partial<LexiconPack>): KeptLexicon {
  const definitions = new Map(pack.definitions.map((entry) => [entry.id, entry]));
  let derivations: Derivations<Definition> | undefined;
  return {
    definitions,
    originals: pack.format === LEXICON_PACK_FORMAT ? pack.originals : undefined,
    related(number) {
      // Built at the first entry page (the popup never needs it), from the definitions in the pack's order: the
      // catalogue's, which the server's related words follow.
      derivations ??= new Derivations(pack.definitions, (definition) => ({
        number: definition.id,
        language: definition.language,
        links: definition.originLinks,
        unused: definition.unused,
      }));
      return derivations.related(number).map(summaryOfDefinition);
    },
  };
}

/** An entry's counts in the original texts of its language, as the server counted them. */
export function keptOriginalCounts(
  originals: readonly CountedText[],
  definition: Definition,
): ConcordanceEntry['originalCounts'] {
  return originals
    .filter((text) => text.language === definition.language)
    .map((text) => ({ version: text.version, name: text.name, count: text.counts[definition.id] ?? 0 }));
}
