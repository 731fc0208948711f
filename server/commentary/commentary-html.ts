import sanitizeHtml from 'sanitize-html';

/** The only tags a note may hold once cleaned; no attributes at all. */
const ALLOWED_TAGS = ['p', 'strong', 'em', 'ul', 'li', 'h4'];

const PARAGRAPH = '\u0001';

/**
 * A commentary's OSIS markup as safe HTML (decision 301): paragraph divs and line breaks become paragraphs,
 * bold and italic stay, lists become lists, titles small headings; references, Strong's words, milestones,
 * tables and every other element keep only their text. The result goes through sanitize-html with a short
 * allow-list and no attributes, so nothing in a module can reach the page as script or style.
 */
export function osisToHtml(markup: string): string {
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
    .map((part) => (/^<(?:ul|h4)>/.test(part) ? part : `<p>${part}</p>`));
  return sanitizeHtml(paragraphs.join(''), {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
  })
    .replace(/<p>\s*<\/p>/g, '')
    .replace(/<p>(<ul>[\s\S]*?<\/ul>)<\/p>/g, '$1');
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
