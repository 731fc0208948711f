import type { QueryClient } from '@tanstack/react-query';
import type { ConcordanceEntry } from '../../core/api/concordance';
import type { ChapterResponse } from '../../core/api/reader';
import type { PublicPageResponse } from '../../core/api/site-content';
import type { DictionaryEntryResponse, TopicResponse } from '../../core/api/dictionary';
import type { SiteSettings } from '../../core/api/site';
import type { VerseAllResponse } from '../../core/api/verse-all';
import { canonicalUrl } from '../../core/site/page-url';

/**
 * Each page's title, description and canonical address (decision 221): the server writes them into the HTML
 * with the Open Graph tags (server/render), the browser keeps the tab's title current as the reader moves
 * (`usePageHead` in page-head.ts, which loads this file after the first render). Both compute them here, from the address and the data already in the query cache.
 */
export interface PageHead {
  title: string;
  description: string;
  /** The page's canonical path and query, without the origin. */
  canonicalPath: string;
  /** Open Graph type: a verse or an entry is an article, the rest are the website's pages. */
  type: 'website' | 'article';
  /** Not a page of the site: the server answers 404. */
  notFound: boolean;
  siteName: string;
}

const SITE_NAME = 'OpenConcordance';
const SITE_TITLE = 'OpenConcordance | Official Authoritative Original Text Repository';
export const DEFAULT_DESCRIPTION =
  "OpenConcordance: a free Bible-study website. Search the Bible by word, phrase, reference or Strong's number, read the Hebrew and Greek behind the text, and compare versions side by side.";
const DESCRIPTION_LENGTH = 200;

/** Pages with a fixed title and description, by path. */
const FIXED_PAGES: Record<string, { title: string; description?: string }> = {
  '/about': {
    title: 'About',
    description: 'What OpenConcordance is, the versions it holds and their licences.',
  },
  '/search-help': {
    title: 'Search help',
    description: "How to search the Bible by word, phrase, reference or Strong's number on OpenConcordance.",
  },
  '/concordance': {
    title: 'Concordance',
    description:
      "Strong's Hebrew and Greek dictionary: every entry with its definition, KJV usage and verses.",
  },
  '/hebrew-lexicon': {
    title: 'Hebrew lexicon',
    description: "Strong's Hebrew dictionary of the Old Testament, entry by entry.",
  },
  '/greek-lexicon': {
    title: 'Greek lexicon',
    description: "Strong's Greek dictionary of the New Testament, entry by entry.",
  },
  '/original-languages': {
    title: 'Original languages',
    description: 'The Hebrew, Aramaic and Greek behind the English Bible, and how to study them.',
  },
  '/strongs-landing': {
    title: "Strong's numbers",
    description: "What Strong's numbers are and how to search the Bible with them.",
  },
  '/hebrew-learning': {
    title: 'Learn Hebrew',
    description: 'Biblical Hebrew phrases, words, verbs, letters and numbers with audio.',
  },
  '/hebrew-alefbet': {
    title: 'Hebrew AlefBet',
    description: 'The 22 letters of the Hebrew alphabet with audio.',
  },
  '/hebrew-verbs': {
    title: 'Hebrew verbs',
    description: 'The common verbs of the Hebrew Bible and their stems.',
  },
  '/dictionary': {
    title: "Easton's Bible Dictionary",
    description:
      "Easton's Bible Dictionary (1897): the people, places and things of the Bible, with their verses.",
  },
  '/topics': {
    title: "Nave's Topical Bible",
    description: "Nave's Topical Bible: 5,322 topics, each with the verses that speak of it.",
  },
  '/timeline': {
    title: 'Timeline',
    description: 'The events of the Bible on a timeline, with their passages.',
  },
  '/devotional': {
    title: 'Devotional',
    description:
      'A daily reading plan through Scripture, with reflections from Matthew Henry and Spurgeon, a prayer and your own notes.',
  },
  '/support': {
    title: 'Support',
    description: 'One-time gifts and monthly support keep OpenConcordance free for every reader.',
  },
  '/curriculum': {
    title: 'Curriculum',
    description:
      'A Bible course for grades 5 to 8: short lessons each week, a memory verse and key Hebrew and Greek words, with a dashboard for teachers.',
  },
  '/curriculum/overview': { title: 'Curriculum overview' },
  '/curriculum/print': { title: 'Curriculum' },
  '/auth': { title: 'Sign in' },
  '/admin': { title: 'Administration' },
  '/admin/emails': { title: 'Emails' },
  '/account': {
    title: 'Account',
    description:
      'Your OpenConcordance account: your profile, password, sessions, the word of the day by email, your gifts and your data.',
  },
  '/change-password': { title: 'Change password' },
  '/forgot-password': { title: 'Forgot your password?' },
  '/reset-password': { title: 'Choose a new password' },
  '/strongs-test': { title: "Strong's test" },
  '/parallel-toggle-test': { title: 'Parallel toggle test' },
  '/mockup-preview': { title: 'Mockup preview' },
  '/genesis-test': { title: 'Genesis test' },
};

/** Paths answered by a screen with a parameter (the rest of the router's table). */
const PATTERNS = [
  /^\/curriculum\/week\/[^/]+$/,
  /^\/curriculum\/student\/[^/]+$/,
  /^\/strongs\/verse\/[^/]+\/[^/]+\/[^/]+$/,
  /^\/pages\/[^/]+$/,
  /^\/(dictionary|topics)\/[^/]+$/,
  /^\/(concordance|strongs)\/[^/]+$/,
  /^\/bible\/[^/]+\/[^/]+(\/[^/]+)?$/,
];

/** Shortens text to a description's length at a word boundary. */
export function clip(text: string, length = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

function data<T>(client: QueryClient, key: readonly unknown[]): T | undefined {
  return client.getQueryData<T>(key);
}

/** The title, description and canonical address of the page at `pathname` + `search`. */
export function pageHead(pathname: string, search: string, client: QueryClient): PageHead {
  const site = data<SiteSettings>(client, ['site']);
  const siteName = site?.siteName || SITE_NAME;
  const siteTitle = site?.title || SITE_TITLE;
  const params = new URLSearchParams(search);
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const head = (
    title: string | undefined,
    description = DEFAULT_DESCRIPTION,
    extra: Partial<PageHead> = {},
  ) => ({
    title: title ? `${title} | ${siteName}` : siteTitle,
    description: clip(description),
    canonicalPath: path,
    type: 'website' as const,
    notFound: false,
    siteName,
    ...extra,
  });

  if (path === '/')
    return head(undefined, site?.tagline ? `${siteName}: ${site.tagline}` : DEFAULT_DESCRIPTION);

  const everyVersion = /^\/bible\/([^/]+)\/(\d{1,3})\/(\d{1,3})\/all$/.exec(path);
  if (everyVersion) {
    const [, book = '', chapter = '', verse = ''] = everyVersion;
    const found = data<VerseAllResponse>(client, [
      'verse-all',
      decodeURIComponent(book).toLowerCase(),
      Number(chapter),
      Number(verse),
    ]);
    if (!found) return head('The verse in every version');
    const kjv = found.versions.find((entry) => entry.code === 'kjv' && entry.text !== null);
    const count = found.versions.filter((entry) => entry.text !== null).length;
    return head(
      `${found.reference} in every version`,
      `${found.reference} in ${count} version${count === 1 ? '' : 's'} side by side, with the Hebrew or Greek and Strong's numbers${kjv ? `: ${kjv.text}` : '.'}`,
      {
        canonicalPath: `/bible/${encodeURIComponent(found.book)}/${found.chapter}/${found.verse}/all`,
        type: 'article',
      },
    );
  }

  const reader = /^\/bible\/([^/]+)\/(\d{1,3})(?:\/(\d{1,3}))?$/.exec(path);
  if (reader) {
    const [, book = '', chapterText = '', verseText] = reader;
    const version = params.get('version')?.trim().toLowerCase() || 'kjv';
    const chapter = data<ChapterResponse>(client, [
      'reader',
      'chapter',
      version,
      decodeURIComponent(book).toLowerCase(),
      Number(chapterText),
    ]);
    const canonicalPath = version === 'kjv' ? path : `${path}?version=${encodeURIComponent(version)}`;
    if (!chapter) return head('Bible reader', DEFAULT_DESCRIPTION, { canonicalPath });
    const abbreviation = chapter.version.abbreviation;
    const verse = verseText ? chapter.verses.find((each) => each.verse === Number(verseText)) : undefined;
    if (verse) {
      return head(`${verse.reference} (${abbreviation})`, `${verse.reference}: ${verse.text}`, {
        canonicalPath,
        type: 'article',
      });
    }
    const opening = chapter.verses
      .slice(0, 4)
      .map((each) => each.text)
      .join(' ');
    return head(`${chapter.reference} (${abbreviation})`, `${chapter.reference}: ${opening}`, {
      canonicalPath,
    });
  }

  const entry = /^\/(?:concordance|strongs)\/([^/]+)$/.exec(path);
  if (entry && !/^\/strongs\/verse/.test(path)) {
    const number = decodeURIComponent(entry[1] ?? '');
    const found = data<ConcordanceEntry>(client, ['concordance', 'entry', number]);
    const canonicalPath = `/concordance/${encodeURIComponent(found?.strongsNumber ?? number)}`;
    if (!found) return head(`${number} | Concordance`, DEFAULT_DESCRIPTION, { canonicalPath });
    const language = found.language === 'hebrew' ? 'Hebrew' : found.language === 'greek' ? 'Greek' : '';
    return head(
      `${found.strongsNumber} ${found.transliteration}: ${clip(found.definition, 60)}`,
      `${language} ${found.word} (${found.transliteration}), Strong's ${found.strongsNumber}: ${found.definition}`.trim(),
      { canonicalPath, type: 'article' },
    );
  }

  const study = /^\/(dictionary|topics)\/([^/]+)$/.exec(path);
  if (study) {
    const name = decodeURIComponent(study[2] ?? '');
    if (study[1] === 'dictionary') {
      const found = data<DictionaryEntryResponse>(client, ['study', 'dictionary-entry', name]);
      const prose = found?.senses[0]?.[0]?.map((piece) => piece.text).join('') ?? '';
      return head(
        `${found?.headword ?? name} | Easton's Bible Dictionary`,
        found ? `${found.headword}: ${prose}` : DEFAULT_DESCRIPTION,
        { canonicalPath: `/dictionary/${encodeURIComponent(found?.headword ?? name)}`, type: 'article' },
      );
    }
    const topic = data<TopicResponse>(client, ['study', 'topic', name]);
    return head(
      `${topic?.name ?? name} | Nave's Topical Bible`,
      topic
        ? `${topic.name}: ${topic.verseCount} verses in Nave's Topical Bible. ${topic.lines.map((line) => line.text).join('; ')}`
        : DEFAULT_DESCRIPTION,
      { canonicalPath: `/topics/${encodeURIComponent(topic?.name ?? name)}`, type: 'article' },
    );
  }

  // /search shows the results of /simple-results with its query and version, and moves there (its canonical).
  if (
    path === '/simple-results' ||
    path === '/results' ||
    path === '/strongs-results' ||
    path === '/search'
  ) {
    const q = (params.get('q') ?? '').trim();
    const version = params.get('version')?.trim().toLowerCase();
    const query = new URLSearchParams();
    if (q) query.set('q', q);
    if (version) query.set('version', version);
    const canonicalPath = `${path === '/results' || path === '/search' ? '/simple-results' : path}${query.size ? `?${query}` : ''}`;
    const what = path === '/strongs-results' ? "Strong's search" : 'Search results';
    return head(
      q ? `“${clip(q, 60)}”: ${what}` : what,
      q
        ? `Verses of the Bible for “${clip(q, 80)}”, with their Strong's numbers and versions.`
        : DEFAULT_DESCRIPTION,
      { canonicalPath },
    );
  }

  const custom = /^\/pages\/([^/]+)$/.exec(path);
  if (custom) {
    const page = data<PublicPageResponse>(client, [
      'site-content',
      'page',
      decodeURIComponent(custom[1] ?? ''),
    ]);
    if (page) return head(page.title, `${page.title}: ${siteName}`);
  }

  const fixed = FIXED_PAGES[path];
  if (fixed) return head(fixed.title, fixed.description);
  if (PATTERNS.some((pattern) => pattern.test(path))) return head(undefined);
  return head('Page not found', 'This page does not exist.', { notFound: true });
}

function setMeta(selector: string, attribute: 'content' | 'href', value: string) {
  const element = document.head.querySelector(selector);
  if (element) element.setAttribute(attribute, value);
}

/** Writes the page's title, description and canonical address into the document (the browser's side). */
export function applyPageHead(pathname: string, search: string, client: QueryClient): void {
  const head = pageHead(pathname, search, client);
  document.title = head.title;
  setMeta('meta[name="description"]', 'content', head.description);
  setMeta('link[rel="canonical"]', 'href', canonicalUrl(window.location.origin, head.canonicalPath));
}
