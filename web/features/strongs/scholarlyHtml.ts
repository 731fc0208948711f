/** The subset of a DOM node the allowlist reads (a real DOM in the browser, plain objects in tests). */
export interface HtmlNodeLike {
  nodeType: number;
  nodeName: string;
  nodeValue: string | null;
  childNodes: ArrayLike<HtmlNodeLike>;
  getAttribute?: (name: string) => string | null;
}

export type SafeTag =
  'a' | 'b' | 'br' | 'div' | 'em' | 'i' | 'li' | 'ol' | 'p' | 'span' | 'strong' | 'sub' | 'sup' | 'ul';

/** Only these attributes survive, each checked. */
export interface SafeAttributes {
  lang?: string;
  dir?: 'ltr' | 'rtl';
  /** Known classes of the lexicons' HTML (sense, homograph, omitted, re, occurrences). */
  className?: string;
  /** a[data-osis]: a Bible reference (`Gen.1.1`). */
  osis?: string;
  /** a[data-entry]: another headword of the lexicon. */
  entry?: string;
  /** A Strong's number the element refers to: `data-strongs`, or the server's `/concordance/{number}` link. */
  strongs?: string;
}

export interface SafeElement {
  tag: SafeTag;
  attributes: SafeAttributes;
  children: SafeNode[];
}

export type SafeNode = string | SafeElement;

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;
const MAX_DEPTH = 40;

const ALLOWED_TAGS = new Set<string>([
  'a',
  'b',
  'br',
  'div',
  'em',
  'i',
  'li',
  'ol',
  'p',
  'span',
  'strong',
  'sub',
  'sup',
  'ul',
]);
/** Elements whose content is never text for a reader: dropped whole. */
const DROPPED_TAGS = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'head',
  'title',
  'textarea',
  'select',
  'button',
  'form',
  'input',
]);
const STRONGS = /^[HG]\d{1,5}$/;
const KNOWN_CLASSES = new Set(['sense', 'homograph', 'omitted', 're', 'occurrences']);

function attributesOf(node: HtmlNodeLike, tag: SafeTag): SafeAttributes {
  const read = (name: string) => node.getAttribute?.(name) ?? null;
  const attributes: SafeAttributes = {};
  const lang = read('lang');
  if (lang && /^[a-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(lang)) attributes.lang = lang;
  const dir = read('dir');
  if (dir === 'rtl' || dir === 'ltr') attributes.dir = dir;
  const classes = (read('class') ?? '').split(/\s+/).filter((name) => KNOWN_CLASSES.has(name));
  if (classes.length) attributes.className = classes.join(' ');
  const strongs = [
    ...(read('data-strongs') ?? '').split(/\s+/),
    /^\/concordance\/([HG]\d{1,5})$/.exec(read('href') ?? '')?.[1] ?? '',
  ].find((value) => STRONGS.test(value));
  if (strongs && (tag === 'a' || tag === 'span')) attributes.strongs = strongs;
  if (tag === 'a') {
    const osis = read('data-osis');
    if (osis && /^[A-Za-z0-9]+(\.\d+){0,2}(-[A-Za-z0-9]+(\.\d+){0,2})?$/.test(osis)) attributes.osis = osis;
    const entry = read('data-entry');
    if (entry && entry.length <= 100) attributes.entry = entry;
  }
  return attributes;
}

function clean(node: HtmlNodeLike, depth: number): SafeNode[] {
  if (node.nodeType === TEXT_NODE) return node.nodeValue ? [node.nodeValue] : [];
  if (node.nodeType !== ELEMENT_NODE || depth > MAX_DEPTH) return [];
  const tag = node.nodeName.toLowerCase();
  if (DROPPED_TAGS.has(tag)) return [];
  const children = cleanChildren(node, depth + 1);
  if (!ALLOWED_TAGS.has(tag)) return children;
  const safeTag = tag as SafeTag;
  return [
    { tag: safeTag, attributes: attributesOf(node, safeTag), children: safeTag === 'br' ? [] : children },
  ];
}

function cleanChildren(node: HtmlNodeLike, depth: number): SafeNode[] {
  return Array.from(node.childNodes).flatMap((child) => clean(child, depth));
}

/**
 * A client-side allowlist over the lexicon HTML the server already sanitised: known inline and block tags
 * with lang, dir, known classes, the lexicons' data-osis / data-entry links and Strong's numbers (data-strongs
 * or a /concordance/{number} link) survive; unknown tags are
 * unwrapped (their text kept), scripts and the like dropped whole, every other attribute (on*, style, href,
 * src) discarded. The result is data, rendered as React elements: never injected as HTML.
 */
export function sanitiseScholarly(root: HtmlNodeLike): SafeNode[] {
  return cleanChildren(root, 0);
}

/** Parses HTML in an inert document (no scripts run, nothing loads) and applies the allowlist. */
export function parseScholarlyHtml(html: string): SafeNode[] {
  if (typeof DOMParser === 'undefined') return [html.replace(/<[^>]*>/g, '')];
  const document = new DOMParser().parseFromString(html, 'text/html');
  return sanitiseScholarly(document.body);
}
