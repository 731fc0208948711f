import { eq } from 'drizzle-orm';
import { parseReference } from '../../../core/reference/parse-reference';
import { advertisements, contentBoxes, customPages } from '../../db/schema/index';
import { isHttpUrl } from '../../site-content/sanitise';
import type { Check, Finding } from '../check';

// A book name (optionally numbered or abbreviated) followed by chapter:verse, as the site links them.
const REFERENCE_CANDIDATE =
  /\b((?:[1-3]\s?)?[A-Z][a-z]+\.?(?:\s(?:of\s)?[A-Z][a-z]+)?\s\d{1,3}:\d{1,3}(?:[-–]\d{1,3}(?::\d{1,3})?)?)\b/g;
const HREF = /\bhref\s*=\s*"([^"]*)"/gi;

/**
 * Why a written reference cannot be read, or undefined when it can (or is no reference: an unknown "book"
 * such as "Sunday 10:30" is ordinary text, decision 182).
 */
export function unreadableReference(text: string): string | undefined {
  const parsed = parseReference(text.replace('–', '-'));
  if (parsed.ok) return undefined;
  if (!parsed.message.startsWith('Unknown book')) return parsed.message;
  const rest = text.slice(text.indexOf(' ') + 1);
  if (/^\d/.test(rest)) return undefined;
  const again = parseReference(rest.replace('–', '-'));
  return again.ok || again.message.startsWith('Unknown book') ? undefined : again.message;
}

/** Why a link is broken, or undefined when it is fine. `pages` are the published custom pages' slugs. */
export function brokenLink(href: string, pages: ReadonlySet<string>): string | undefined {
  const value = href.replace(/&amp;/g, '&').trim();
  if (!value) return 'the link has no address';
  if (value.startsWith('#') || /^mailto:/i.test(value) || /^tel:/i.test(value)) return undefined;
  if (value.startsWith('/')) {
    const page = /^\/pages\/([^/?#]+)/.exec(value);
    if (page && !pages.has(decodeURIComponent(page[1]!)))
      return `it points to the custom page /pages/${page[1]}, which does not exist or is not published`;
    return undefined;
  }
  return isHttpUrl(value) ? undefined : `"${value}" is not a web address`;
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');

/** Broken links and unreadable Scripture references in custom pages, content boxes and ads. */
export const contentCheck: Check = {
  key: 'content',
  directive: 'Keep custom pages, content boxes and ads free of broken links and unreadable references',
  priority: 30,
  async run({ db }) {
    const pages = await db.select().from(customPages);
    const published = new Set(pages.filter((page) => page.active).map((page) => page.slug));
    const items = [
      ...pages
        .filter((page) => page.active)
        .map((page) => ({
          kind: 'custom page',
          id: `page:${page.id}`,
          name: `Custom page "${page.title}" (/pages/${page.slug})`,
          html: page.content,
          link: null as string | null,
        })),
      ...(await db.select().from(contentBoxes).where(eq(contentBoxes.active, true))).map((box) => ({
        kind: 'content box',
        id: `box:${box.id}`,
        name: `Content box "${box.title}" (${box.position})`,
        html: box.content,
        link: null as string | null,
      })),
      ...(await db.select().from(advertisements).where(eq(advertisements.active, true))).map((ad) => ({
        kind: 'advertisement',
        id: `ad:${ad.id}`,
        name: `Advertisement "${ad.title}" (${ad.position})`,
        html: ad.content,
        link: ad.linkUrl,
      })),
    ];
    const findings: Finding[] = [];
    for (const item of items) {
      const hrefs = [...item.html.matchAll(HREF)].map((match) => match[1]!);
      if (item.link) hrefs.push(item.link);
      for (const href of new Set(hrefs)) {
        const why = brokenLink(href, published);
        if (why)
          findings.push({
            fingerprint: `content:link:${item.id}:${href.slice(0, 200)}`,
            elementType: item.kind,
            location: item.name,
            issue: `Broken link "${href.slice(0, 200)}": ${why}.`,
            remedy: 'Edit it and correct or remove the link.',
            severity: 'warning',
            quotable: true,
          });
      }
      for (const match of new Set(textOf(item.html).match(REFERENCE_CANDIDATE) ?? [])) {
        const why = unreadableReference(match);
        if (why)
          findings.push({
            fingerprint: `content:reference:${item.id}:${match}`,
            elementType: item.kind,
            location: item.name,
            issue: `The Scripture reference "${match}" cannot be read: ${why}.`,
            remedy: 'Edit it and correct the reference (book, chapter and verse).',
            severity: 'warning',
            quotable: true,
          });
      }
    }
    return findings;
  },
};
