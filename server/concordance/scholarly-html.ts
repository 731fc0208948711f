import sanitizeHtml from 'sanitize-html';
import { protestantBookByOsis } from '../../core/bible/books';

/** How each scholarly lexicon is presented: label, licence (decision 024). */
export const SCHOLARLY_SOURCES: Record<string, { label: string; licence: string }> = {
  bdb: {
    label: 'BDB (abridged, Open Scriptures)',
    licence: 'Brown-Driver-Briggs text public domain; markup CC BY 4.0, Open Scriptures Hebrew Bible Project',
  },
  'abbott-smith': {
    label: 'Abbott-Smith, Manual Greek Lexicon of the New Testament',
    licence:
      'Public domain (G. Abbott-Smith, 1922); markup by the translatable-exegetical-tools/Abbott-Smith project',
  },
};

/** The reader's address of an OSIS reference (`John.13.35`, `Ps.87`, `Rev.22.7-Rev.22.19`); undefined outside the 66 books. */
export function osisHref(osis: string): string | undefined {
  const [start = ''] = osis.split('-');
  const [bookId = '', chapter, verse] = start.split('.');
  const book = protestantBookByOsis(bookId);
  if (!book || !chapter || !/^\d+$/.test(chapter) || (verse !== undefined && !/^\d+$/.test(verse))) {
    return undefined;
  }
  return verse
    ? `/bible/${book.number}/${chapter}/${verse}?strongs=true`
    : `/bible/${book.number}/${chapter}?strongs=true`;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|#39);/g, (_whole, name: string) => ENTITIES[name]!);
}

/** The `data-entry` ids an entry's HTML refers to, to look their Strong's numbers up. */
export function referencedEntries(html: string): string[] {
  const ids = new Set<string>();
  for (const match of html.matchAll(/data-entry="([^"]*)"/g)) ids.add(decodeEntities(match[1]!));
  return [...ids];
}

const STRONGS = /^[HG]\d{1,5}$/;

/**
 * Keeps the lexicons' small tag set (decision 024) and nothing else, and turns their `data-*` references into
 * site links: Scripture to the reader, another entry to its Strong's number (or a list search for its
 * headword), a Hebrew word with a number to its entry. `entryNumbers` maps `data-entry` ids to numbers.
 */
export function sanitiseScholarlyHtml(html: string, entryNumbers: ReadonlyMap<string, string[]>): string {
  return sanitizeHtml(html, {
    allowedTags: ['b', 'strong', 'em', 'i', 'sup', 'sub', 'span', 'a', 'div', 'p', 'br'],
    allowedAttributes: {
      '*': ['lang', 'dir'],
      span: ['lang', 'dir', 'class', 'data-strongs', 'data-osis', 'data-entry'],
      a: ['href', 'lang', 'dir', 'data-osis', 'data-entry', 'data-strongs'],
      div: ['class'],
      p: ['class'],
    },
    allowedClasses: { div: ['sense', 're'], p: ['occurrences'], span: ['homograph', 'omitted'] },
    allowedSchemes: [],
    allowProtocolRelative: false,
    transformTags: {
      a: (_tagName, attribs) => {
        const keep = {
          ...(attribs.lang ? { lang: attribs.lang } : {}),
          ...(attribs.dir ? { dir: attribs.dir } : {}),
        };
        const osis = attribs['data-osis'];
        if (osis) {
          const href = osisHref(osis);
          return {
            tagName: href ? 'a' : 'span',
            attribs: { ...keep, 'data-osis': osis, ...(href ? { href } : {}) },
          };
        }
        const entry = attribs['data-entry'];
        if (entry !== undefined) {
          const number = entryNumbers.get(entry)?.find((value) => STRONGS.test(value));
          return number
            ? { tagName: 'a', attribs: { ...keep, 'data-entry': entry, href: `/concordance/${number}` } }
            : { tagName: 'span', attribs: { ...keep, 'data-entry': entry } };
        }
        return { tagName: 'span', attribs: keep };
      },
      span: (_tagName, attribs) => {
        const number = attribs['data-strongs'];
        if (number && STRONGS.test(number)) {
          return { tagName: 'a', attribs: { ...attribs, href: `/concordance/${number}` } };
        }
        return { tagName: 'span', attribs };
      },
    },
  });
}
