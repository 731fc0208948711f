import sanitizeHtml from 'sanitize-html';
import { bookByNumber } from '../../core/bible/books';
import { parseReference } from '../../core/reference/parse-reference';

/**
 * The one sanitiser of administrator-written HTML (advertisements, content boxes, custom pages), run when
 * it is saved and again when it is served (decision 134). A strict allow-list: text formatting, lists,
 * headings, tables, links and images; no scripts, styles, event handlers, forms or frames; only http(s),
 * mailto and site-relative URLs. Links get rel="noopener noreferrer", external ones target="_blank".
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'mark',
    'blockquote',
    'q',
    'cite',
    'code',
    'pre',
    'span',
    'div',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height', 'title'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'xmp',
    'iframe',
    'noembed',
    'noframes',
    'template',
  ],
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const external = /^(?:https?:)?\/\//i.test(href);
      const out: Record<string, string> = { ...attribs, rel: 'noopener noreferrer' };
      if (external) out.target = '_blank';
      else delete out.target;
      return { tagName, attribs: out };
    },
  },
};

// A book name (optionally numbered, optionally abbreviated with a dot) followed by chapter:verse(-verse).
const REFERENCE_CANDIDATE =
  /\b((?:[1-3]\s?)?[A-Z][a-z]+\.?(?:\s(?:of\s)?[A-Z][a-z]+)?\s\d{1,3}:\d{1,3}(?:[-–]\d{1,3}(?::\d{1,3})?)?)\b/g;

/** The reader's address of the first verse of a written reference, or undefined when it is not one. */
export function referenceHref(text: string): string | undefined {
  const parsed = parseReference(text.replace('–', '-'));
  if (!parsed.ok || parsed.ranges.length === 0) return undefined;
  const key = parsed.ranges[0]!.start;
  const book = bookByNumber(Math.floor(key / 1_000_000));
  if (!book) return undefined;
  return `/bible/${book.osis}/${Math.floor(key / 1000) % 1000}/${key % 1000}`;
}

function linkReferences(text: string): string {
  return text.replace(REFERENCE_CANDIDATE, (match: string) => {
    const href = referenceHref(match);
    if (href) return `<a href="${href}" rel="noopener noreferrer">${match}</a>`;
    // "Read John 3:16": the first word was not part of the book's name.
    const space = match.indexOf(' ');
    const rest = match.slice(space + 1);
    const restHref = /^\d/.test(rest) ? undefined : referenceHref(rest);
    return restHref
      ? `${match.slice(0, space + 1)}<a href="${restHref}" rel="noopener noreferrer">${rest}</a>`
      : match;
  });
}

/**
 * Scripture references in the text of sanitised HTML become links into the reader, never inside a link.
 * Sanitised HTML escapes `<` and `>` in text and attribute values, so splitting it at tags is exact.
 */
function linkReferencesInHtml(html: string): string {
  let insideLink = 0;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<')) {
        if (/^<a[\s>]/i.test(part)) insideLink += 1;
        else if (/^<\/a>/i.test(part)) insideLink = Math.max(0, insideLink - 1);
        return part;
      }
      return insideLink > 0 || part === '' ? part : linkReferences(part);
    })
    .join('');
}

/** Administrator HTML made safe to show, with Scripture references linked into the reader. */
export function sanitiseContent(html: string): string {
  return linkReferencesInHtml(sanitizeHtml(html, OPTIONS));
}

/** An ad's link: only absolute http(s) URLs. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
