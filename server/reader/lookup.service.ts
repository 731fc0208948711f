import type { LookedUpVerse, SpecialVerseResponse, StrongsVerseResponse } from '../../core/api/reader';
import { type BookInfo, verseKey } from '../../core/bible/books';
import { VERSION_CATALOGUE } from '../../core/bible/version-catalogue';
import { formatReference } from '../../core/reference/format-reference';
import { inlineTaggedText, segmentVerse } from '../../core/search/segments';
import { errors } from '../errors';
import type { IndexRegistry } from '../bible-index/index-registry';
import type { LoadedVersion } from '../bible-index/loaded-version';
import type { SearchService } from '../search/search.service';
import type { SettingsService } from '../settings/settings.service';
import { presentVersion } from './reader.present';
import { resolveBook } from './reader.service';
import type { ReferenceDataStore } from './reference-data';
import { referenceKeys } from './reference-keys';
import { verseSegments } from './segment-cache';
import { pairingSystem, type PairingSystem } from '../../core/bible/verse-pairing';

export const MAX_BATCH_REFERENCES = 500;
/** Verses one batch may stand for in all (decision 100): the parallel view's 500 references of one verse each. */
export const MAX_BATCH_VERSES = 500;
/** The largest batch answer (decision 100): the 500 longest verses of any shipped text make at most 1.54 MB. */
export const MAX_BATCH_ANSWER_BYTES = 2_000_000;

export interface BatchRequest {
  references: string[];
  /** The version to look up; the special edition when not given. */
  version?: string;
  /** The version whose numbering the references follow (default: the KJV's). */
  from?: string;
}

/** Verse look-ups: the parallel view's batch, the special edition's verse, a verse with its Strong's words. */
export class LookupService {
  constructor(
    private readonly search: SearchService,
    private readonly indexes: IndexRegistry,
    private readonly settings: SettingsService,
    private readonly referenceData: ReferenceDataStore,
  ) {}

  /** The special edition named by the `edition.special` setting; 404 until it is installed. */
  async specialEdition(): Promise<LoadedVersion> {
    const code = await this.settings.get('edition.special');
    const loaded = await this.indexes.get(code);
    if (loaded) return loaded;
    const known = VERSION_CATALOGUE.find((entry) => entry.code === code);
    throw errors.versionNotInstalled(known?.name ?? code.toUpperCase());
  }

  /**
   * Looks up many references in one version, paired across versifications; never fails on one reference.
   * Answers the JSON itself, written reference by reference (the route sends it as it is), so that an answer
   * growing past MAX_BATCH_ANSWER_BYTES is refused there and then, before more is looked up.
   */
  async batch(request: BatchRequest): Promise<string> {
    const started = performance.now();
    if (request.references.length > MAX_BATCH_REFERENCES)
      throw errors.tooManyReferences(MAX_BATCH_REFERENCES);
    const keyLists = batchKeys(request.references);
    const target = request.version ? await this.search.version(request.version) : await this.specialEdition();
    const from = request.from ? await this.search.version(request.from) : undefined;
    const pair = await this.pairer(pairingSystem(from?.version.versification ?? 'KJV'), target);
    const missing = `(Not available in ${target.version.code.toUpperCase()})`;
    const version = JSON.stringify(presentVersion(target.version));
    // The answer's other fields take under 100 bytes besides the version.
    let bytes = Buffer.byteLength(version) + 100;
    const parts: string[] = [];
    for (const [index, reference] of request.references.entries()) {
      const keys = [...new Set(keyLists[index]!.flatMap(pair))].filter((key) => target.has(key));
      const part = JSON.stringify(lookedUp(target, reference, keys, missing));
      bytes += Buffer.byteLength(part) + 1;
      if (bytes > MAX_BATCH_ANSWER_BYTES)
        throw errors.batchAnswerTooLarge(MAX_BATCH_ANSWER_BYTES / 1_000_000);
      parts.push(part);
    }
    const lookupTime = Math.round((performance.now() - started) * 1000) / 1000;
    return `{"references":[${parts.join(',')}],"count":${parts.length},"lookupTime":${lookupTime},"version":${version}}`;
  }

  /** A verse (KJV numbering) of the special edition: 400 for an unknown book, 404 until it is installed. */
  async specialVerse(bookText: string, chapter: number, verse: number): Promise<SpecialVerseResponse> {
    const book = resolveBook(bookText);
    const target = await this.specialEdition();
    const found = await this.verseIn(target, book, chapter, verse);
    return { reference: found.reference, text: found.text, version: target.version.code };
  }

  /** A verse with the Strong's number of each tagged word (default the KJV). */
  async strongsVerse(
    bookText: string,
    chapter: number,
    verse: number,
    code: string,
  ): Promise<StrongsVerseResponse> {
    const book = resolveBook(bookText);
    const target = await this.search.version(code);
    const found = await this.verseIn(target, book, chapter, verse);
    const segments = segmentVerse(found.text, found.tokens);
    return {
      reference: found.reference,
      text: inlineTaggedText(segments),
      plainText: found.text,
      strongsWords: segments.flatMap((segment) =>
        (segment.strongs ?? []).map((strongsNumber) => ({ word: segment.text.trim(), strongsNumber })),
      ),
      segments,
      version: target.version.code,
    };
  }

  /** A verse given in KJV numbering, found in a version of any numbering; 404 when it lacks it. */
  private async verseIn(target: LoadedVersion, book: BookInfo, chapter: number, verse: number) {
    const key = verseKey(book.number, chapter, verse);
    const pair = await this.pairer('KJV', target);
    const found = pair(key).flatMap((paired) => target.verse(paired) ?? []);
    if (!found.length) {
      throw errors.passageNotFound(`${formatReference(key)} is not in ${target.version.name}`);
    }
    return {
      reference: formatReference(key),
      text: found.map((item) => item.text).join(' '),
      tokens: found.flatMap((item) => item.tokens),
    };
  }

  /** Maps a key of `from` numbering to the keys of the target's numbering. */
  private async pairer(from: PairingSystem, target: LoadedVersion): Promise<(key: number) => number[]> {
    const to = pairingSystem(target.version.versification);
    if (from === to) return (key) => [key];
    const { pairing } = await this.referenceData.current();
    return (key) => pairing.pair(key, from, to);
  }
}

/** The verse keys of each reference; 400 as soon as they stand for more than MAX_BATCH_VERSES verses in all. */
function batchKeys(references: readonly string[]): number[][] {
  let total = 0;
  return references.map((reference) => {
    const keys = referenceKeys(reference);
    total += keys.length;
    if (total > MAX_BATCH_VERSES) throw errors.tooManyBatchVerses(MAX_BATCH_VERSES);
    return keys;
  });
}

/** One reference's answer from the target's verses it stands for (`keys`, in the target's numbering). */
function lookedUp(target: LoadedVersion, reference: string, keys: number[], missing: string): LookedUpVerse {
  if (!keys.length) return { reference, text: missing, found: false };
  const text = keys.map((key) => target.text(key)!).join(' ');
  if (!target.version.hasStrongs) return { reference, text, found: true };
  const segments =
    keys.length === 1
      ? verseSegments(target, keys[0]!)!
      : keys.flatMap((key, index) => [...(index ? [{ text: ' ' }] : []), ...verseSegments(target, key)!]);
  return { reference, text, found: true, segments };
}
