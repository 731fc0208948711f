import { existsSync } from 'node:fs';
import { type BibleText, IngestError, type VerseRecord, type VersionMeta } from '../model';
import { tokenFlags } from './bible-meta';
import { streamOsisFile } from './osis';
import { TEXTUS_RECEPTUS_META, textusReceptusVerse } from './textus-receptus';

/** Where bibledit-data installs the CrossWire KJV source. */
export const KJV_XML = '/usr/share/bibledit/sources/kjv.xml';

/** The KJV and the Greek TR read together, with what the TR rebuild found odd. */
export interface KjvAndTextusReceptus {
  kjv: BibleText;
  tr: BibleText;
  /** References of TR verses with missing word positions, and of positions with two forms. */
  trGaps: string[];
  trConflicts: string[];
}

const KJV_META: Omit<VersionMeta, 'hasStrongs' | 'hasMorphology'> = {
  code: 'kjv',
  name: 'King James Version (1769)',
  language: 'en',
  direction: 'ltr',
  versification: 'KJV',
  licence: 'Public domain outside the United Kingdom (Crown letters patent apply in the UK)',
  attribution: "King James Version with Strong's numbers and morphology, from the CrossWire Bible Society",
  source: 'Debian package bibledit-data: sources/kjv.xml',
  strongsAuthoritative: true,
};

/**
 * Undoes a search-and-replace accident in bibledit's copy: `trim` became `filter_string_trim` inside two words
 * (2 Sam 19:24 "trimmed", Jer 2:33 "trimmest").
 */
export function repairKjvText(text: string): string {
  return text.replace(/filter_string_trim/g, 'trim');
}

/**
 * Reads kjv.xml once (27 MB, streamed) into the KJV with Strong's and morphology tokens and the Greek
 * Textus Receptus rebuilt from the same `<w>` elements.
 */
export async function readKjvAndTextusReceptus(path = KJV_XML): Promise<KjvAndTextusReceptus> {
  if (!existsSync(path)) {
    throw new IngestError(path, undefined, 'not found: install the Debian package bibledit-data');
  }
  const kjv: VerseRecord[] = [];
  const tr: VerseRecord[] = [];
  const trGaps: string[] = [];
  const trConflicts: string[] = [];
  await streamOsisFile(
    path,
    ({ book, chapter, verse, content }) => {
      const tokens = content.tokens.map((token) => ({ ...token, text: repairKjvText(token.text) }));
      kjv.push({ book, chapter, verse, text: repairKjvText(content.text), tokens });
      const greek = textusReceptusVerse(content.words);
      if (!greek) return;
      tr.push({ book, chapter, verse, text: greek.text, tokens: greek.tokens });
      const reference = `${book} ${chapter}:${verse}`;
      if (greek.gaps.length > 0) trGaps.push(`${reference} (${greek.gaps.join(', ')})`);
      for (const conflict of greek.conflicts) trConflicts.push(`${reference} ${conflict}`);
    },
    // kjv.xml writes the divine name `Lord` and relies on small capitals; the printed KJV reads LORD.
    { upperCaseDivineName: true },
  );
  return {
    kjv: { meta: { ...KJV_META, ...tokenFlags(kjv) }, verses: kjv },
    tr: { meta: { ...TEXTUS_RECEPTUS_META, ...tokenFlags(tr) }, verses: tr },
    trGaps,
    trConflicts,
  };
}

/** The KJV alone from kjv.xml (the TR is rebuilt anyway: it costs little next to the parse). */
export async function readKjvXml(path = KJV_XML): Promise<BibleText> {
  return (await readKjvAndTextusReceptus(path)).kjv;
}
