// Why we own this: SWORD's own library is C++ (libsword) and we know of no maintained JavaScript reader;
// this ties our zText reader to the import, for installed modules and uploaded archives alike (decision 258).
import { readFileSync } from 'node:fs';
import { protestantBookByOsis } from '../../core/bible/books';
import type { Versification } from '../../core/bible/versification';
import { type BibleText, IngestError, type VerseRecord, type VersionMeta } from '../model';
import { osisFragmentToVerse } from './osis-verse';
import {
  type ModuleFiles,
  SWORD_LIBRARY,
  type SwordConf,
  confValue,
  directoryFiles,
  findConf,
  parseSwordConf,
} from './sword-conf';
import { readZTextEntries } from './sword-ztext';

export interface SwordBibleOptions {
  /** Overrides of the metadata derived from the .conf. */
  meta?: Partial<VersionMeta>;
  /** Versification to use instead of the one named in the .conf (tests, unusual modules). */
  versification?: Versification;
}

// What the .conf cannot say. WEB's Strong's tags are machine-aligned and often wrong (DATA.md §B).
const KNOWN_MODULES: Record<string, Partial<VersionMeta>> = {
  engkjv2006eb: { code: 'kjv', strongsAuthoritative: true, source: 'Debian package sword-text-kjv' },
  engweb2015eb: {
    code: 'web',
    name: 'World English Bible',
    strongsAuthoritative: false,
    source: 'Debian package sword-text-web',
    attribution: 'World English Bible, public domain. “World English Bible” is a trademark of eBible.org.',
  },
};

/**
 * Reads a SWORD Bible module (zText) into the 66-book model: skips book intros (`0:0`, which hold the WEB
 * preface and its Greek Daniel) and chapter headings (`c:0`), drops books outside the 66 (the deuterocanon).
 */
export function readSwordBible(
  conf: SwordConf,
  files: ModuleFiles,
  options: SwordBibleOptions = {},
): BibleText {
  const verses: VerseRecord[] = [];
  for (const entry of readZTextEntries(conf, files, options.versification)) {
    if (entry.chapter === 0 || entry.verse === 0 || !protestantBookByOsis(entry.book)) continue;
    const content = osisFragmentToVerse(entry.markup);
    if (!content.text) continue;
    verses.push({
      book: entry.book,
      chapter: entry.chapter,
      verse: entry.verse,
      text: content.text,
      tokens: content.tokens,
    });
  }
  if (verses.length === 0)
    throw new IngestError(`${conf.moduleName}.conf`, undefined, 'the module holds no verses');
  return { meta: swordMeta(conf, verses, options.meta), verses };
}

/** Reads an installed module by name (`engKJV2006eb`) from a SWORD library directory. */
export function readInstalledSwordBible(
  moduleName: string,
  options: SwordBibleOptions & { libraryRoot?: string } = {},
): BibleText {
  const root = options.libraryRoot ?? SWORD_LIBRARY;
  const confPath = findConf(root, moduleName);
  const conf = parseSwordConf(readFileSync(confPath, 'utf8'), confPath);
  return readSwordBible(conf, directoryFiles(root), options);
}

function swordMeta(
  conf: SwordConf,
  verses: VerseRecord[],
  overrides: Partial<VersionMeta> = {},
): VersionMeta {
  const known = KNOWN_MODULES[conf.moduleName.toLowerCase()] ?? {};
  const tokens = verses.flatMap((verse) => verse.tokens);
  const licence = confValue(conf, 'DistributionLicense') ?? confValue(conf, 'Copyright') ?? 'unknown';
  return {
    code: (confValue(conf, 'Abbreviation') ?? conf.moduleName).toLowerCase(),
    name: confValue(conf, 'Description') ?? conf.moduleName,
    language: confValue(conf, 'Lang') ?? 'en',
    direction: confValue(conf, 'Direction')?.toUpperCase() === 'RTOL' ? 'rtl' : 'ltr',
    versification: conf.versification,
    licence,
    attribution: confValue(conf, 'ShortCopyright') ?? licence,
    source: `SWORD module ${conf.moduleName}`,
    hasStrongs: tokens.some((token) => token.strongs.length > 0),
    hasMorphology: tokens.some((token) => token.morph.length > 0),
    // Tags of an unknown module are not vouched for until an administrator says so.
    strongsAuthoritative: false,
    ...known,
    ...overrides,
  };
}
