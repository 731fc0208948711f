import type { CountedText } from '../../core/offline/lexicon-pack';
import { parseQuery } from '../../core/search/query';
import type { LoadedVersion } from '../bible-index/loaded-version';
import type { LexiconCatalogue, LexiconLanguage } from './lexicon-catalogue';

/** An original-language text the entry page counts a number in, with the language of the numbers it counts. */
export interface OriginalText {
  code: string;
  language: LexiconLanguage;
  loaded: LoadedVersion;
}

/**
 * The lexicon pack's `originals` (decision 416) as JSON, a text at a time: every entry's count of verses in
 * each original text, found as the entry page finds it (a search of the number), so that an entry page built
 * offline shows the server's counts. A number the text lacks is left out, and read as 0 on the device.
 */
export function* originalCountsJson(
  catalogue: LexiconCatalogue,
  originals: readonly OriginalText[],
): Iterable<string> {
  yield '"originals":[';
  for (const [at, { code, language, loaded }] of originals.entries()) {
    const about: Omit<CountedText, 'counts'> = { version: code, name: loaded.version.name, language };
    // Counted a number at a time, each a part of its own: the pack's maker lets other requests through between
    // parts, and one text's nine thousand searches take most of a second.
    yield `${at ? ',' : ''}${JSON.stringify(about).slice(0, -1)},"counts":{`;
    let first = true;
    for (const row of catalogue.entries()) {
      if (row.language !== language) continue;
      const query = parseQuery(row.strongs);
      if ('error' in query) continue;
      const count = loaded.index.search(query, { offset: 0, limit: 0 }).total;
      if (!count) continue;
      yield `${first ? '' : ','}${JSON.stringify(row.strongs)}:${count}`;
      first = false;
    }
    yield '}}';
  }
  yield ']';
}
