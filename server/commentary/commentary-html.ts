import sanitizeHtml from 'sanitize-html';
import { bookByNumber, splitVerseKey } from '../../core/bible/books';
import { readProse, type ProseContext } from '../../core/reference/prose-references';

/** The only tags a note may hold once cleaned; no attributes at all but a reader link's address. */
const ALLOWED_TAGS = ['p', 'strong', 'em', 'ul', 'li', 'h4'];

/** The one address a note's link may have: a verse of the reader (decision 347). */
const READER_HREF = /^\/bible\/[1-4]?[A-Za-z]+\/\d{1,3}\/\d{1,3}$/;

const NOTE_HTML: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_TAGS, 'a'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: [],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A link to anywhere else loses its tag and keeps its text.
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href ?? '';
      return READER_HREF.test(href) ? { tagName, attribs: { href } } : { tagName: 'span', attribs: {} };
    },
  },
};

const PARAGRAPH = '\u0001';

/**
 * A commentary's OSIS markup as safe HTML (decision 301): paragraph divs and line breaks become paragraphs,
 * bold and italic stay, lists become lists, titles small headings; references, Strong's words, milestones,
 * tables and every other element keep only their text. With the chapter the note is on, the Scripture
 * references its prose names (`John 3:16`, `Ro 5:8`, `ver. 12`) become links to the reader (decision 347).
 * The result goes through sanitize-html with a short allow-list whose only attribute is a link's reader
 * address, so nothing in a module can reach the page as script or style.
 */
export function osisToHtml(markup: string, here?: ProseContext): string {
  const converted = markup
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<div\b[^>]*type="x-p"[^>]*\/>/g, PARAGRAPH)
    .replace(/<lb\s*\/>/g, PARAGRAPH)
    .replace(/<title\b[^>]*>([\s\S]*?)<\/title>/g, `${PARAGRAPH}<h4>$1</h4>${PARAGRAPH}`)
    .replace(/<hi\b[^>]*>|<\/hi>/g, emphasis())
    .replace(/<list\b[^>]*>/g, `${PARAGRAPH}<ul>`)
    .replace(/<\/list>/g, `</ul>${PARAGRAPH}`)
    .replace(/<item\b[^>]*>/g, '<li>')
    .replace(/<\/item>/g, '</li>')
    .replace(/<(?!\/?(?:strong|em|ul|li|h4)>)[^>]*>/g, '')
    .replace(/--/g, '—');
  const paragraphs = converted
    .split(PARAGRAPH)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter((part) => part !== '' && !/^(?:<(?:strong|em)>\s*<\/(?:strong|em)>\s*)+$/.test(part))
    .map((part) => (/^<(?:ul|h4)>/.test(part) ? part : `<p>${part}</p>`))
    .map((part) => (here ? linkReferences(part, here) : part));
  return sanitizeHtml(paragraphs.join(''), NOTE_HTML)
    .replace(/<p>\s*<\/p>/g, '')
    .replace(/<p>(<ul>[\s\S]*?<\/ul>)<\/p>/g, '$1');
}

/**
 * The references in the text between the tags of a paragraph as reader links, read by the scanner the
 * dictionary uses (core/reference/prose-references.ts); a reference split by a tag stays text.
 */
function linkReferences(html: string, here: ProseContext): string {
  return html
    .split(/(<[^>]+>)/)
    .map((part) => {
      if (part.startsWith('<') || !/\d/.test(part)) return part;
      return readProse(part, here)
        .paragraphs.flat()
        .map((piece) =>
          'ranges' in piece
            ? `<a href="${readerHref(piece.ranges[0]!.start)}">${piece.text}</a>`
            : piece.text,
        )
        .join('');
    })
    .join('');
}

/** The reader's address of a verse (`/bible/John/3/16`). */
function readerHref(key: number): string {
  const { book, chapter, verse } = splitVerseKey(key);
  return `/bible/${bookByNumber(book)!.osis}/${chapter}/${verse}`;
}

/** Turns `<hi type="bold">` into strong and any other `<hi>` into em, closing each with its own tag. */
function emphasis(): (tag: string) => string {
  const open: string[] = [];
  return (tag) => {
    if (tag === '</hi>') return open.length ? `</${open.pop()}>` : '';
    const name = /type="bold"/.test(tag) ? 'strong' : 'em';
    open.push(name);
    return `<${name}>`;
  };
}

/** Plain paragraphs as safe HTML. */
export function paragraphsToHtml(paragraphs: readonly string[]): string {
  return sanitizeHtml(paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join(''), {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {},
  });
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
