import { Marked, type Tokens } from 'marked';

/**
 * A note's Markdown as HTML that is safe to put in the page (decision 322): raw HTML in a note is shown as the
 * text it is (escaped), never as markup; links keep only http(s), mailto and site-relative addresses, open
 * outside the app with rel="noopener noreferrer nofollow"; images become links (no request leaves for a
 * reader's note). Nothing of the note reaches the page but marked's own tags and escaped text, so the browser
 * needs no sanitiser of its own, and the notes a server answers are sanitised there as well.
 */

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** An address a note's link may keep, or undefined. */
export function safeHref(href: string): string | undefined {
  const trimmed = href.trim();
  if (/^(https?:|mailto:)/i.test(trimmed)) return trimmed;
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  return undefined;
}

const marked = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  renderer: {
    html(token: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(token.text);
    },
    link(this: { parser: { parseInline: (tokens: Tokens.Link['tokens']) => string } }, token: Tokens.Link) {
      const text = this.parser.parseInline(token.tokens);
      const href = safeHref(token.href);
      if (!href) return text;
      const external = !href.startsWith('/');
      return `<a href="${escapeHtml(href)}"${external ? ' target="_blank" rel="noopener noreferrer nofollow"' : ''}>${text}</a>`;
    },
    image(token: Tokens.Image) {
      const href = safeHref(token.href);
      const label = escapeHtml(token.text || token.href);
      return href ? `<a href="${escapeHtml(href)}" rel="noopener noreferrer nofollow">${label}</a>` : label;
    },
  },
});

/** The note as safe HTML. */
export function noteHtml(markdown: string): string {
  return marked.parse(markdown) as string;
}
