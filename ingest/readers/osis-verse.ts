import { normaliseStrongs } from '../../core/bible/strongs';
import type { VerseToken } from '../model';

/** A `<w>` element as written, for readers that need more than the token (the TR's `src` and `lemma.TR`). */
export interface OsisWord {
  attributes: Record<string, string>;
  text: string;
}

/** The readable content of one verse of OSIS markup. */
export interface OsisVerseContent {
  /** Plain text: notes dropped, titles set apart, whitespace collapsed. */
  text: string;
  /** Every non-empty `<w>`, in reading order. */
  tokens: VerseToken[];
  /** Every `<w>`, including the empty ones that carry only source-language data. */
  words: OsisWord[];
  /**
   * Canonical titles (psalm superscriptions, Psalm 119's acrostic letters). Decision: they are not part of
   * the verse text, because the KJV numbers them with no verse; they are kept here for a heading display.
   */
  title?: string;
}

export interface OsisVerseOptions {
  /** Upper-case `<divineName>` text, for sources that mark LORD with small caps (kjv.xml writes `Lord`). */
  upperCaseDivineName?: boolean;
}

type Frame = { name: string; kind: 'skip' | 'title' | 'word' | 'divine' | 'plain' };

// Elements whose boundaries separate words even when the source puts no space there.
const BREAKS = new Set([
  'note',
  'title',
  'l',
  'lg',
  'lb',
  'p',
  'div',
  'milestone',
  'chapter',
  'verse',
  'item',
]);
// USFM markers that leaked into the SWORD KJV's OSIS text (`\nd`, `\+nd*`).
const USFM_LEAK = /\\\+?[a-z]+\d*\*?/g;

/** Cleans a text node: removes USFM leaks and pilcrows (paragraph marks, not words). */
function cleanText(text: string): string {
  if (!text.includes('\\') && !text.includes('¶')) return text;
  return text.replace(USFM_LEAK, '').replace(/¶/g, '');
}

const collapse = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Strong's numbers of an OSIS `lemma` attribute (`strong:H0853 strong:H01254 lemma.TR:…`), normalised. */
export function strongsFromLemma(lemma: string | undefined): string[] {
  if (!lemma) return [];
  let cached = lemmaCache.get(lemma);
  if (!cached) {
    cached = [];
    for (const part of lemma.split(/\s+/)) {
      const match = /^(?:x-)?strongs?:(.+)$/i.exec(part);
      const normalised = match && normaliseStrongs(match[1]!);
      if (normalised) cached.push(normalised);
    }
    if (lemmaCache.size < 100_000) lemmaCache.set(lemma, cached);
  }
  return [...cached];
}

// A Bible repeats a few thousand lemma attributes hundreds of thousands of times.
const lemmaCache = new Map<string, string[]>();

/**
 * Turns the events of one verse's OSIS markup into plain text and tokens. Fed by the lenient fragment
 * tokenizer (SWORD entries) and by the streaming OSIS file reader, so both produce the same text.
 */
export class OsisVerseBuilder {
  private readonly stack: Frame[] = [];
  // Counts of open frames by kind, so a text node does not scan the stack.
  private readonly depth = { skip: 0, title: 0, word: 0, divine: 0, plain: 0 };
  private readonly parts: string[] = [];
  private readonly titleParts: string[] = [];
  private readonly tokens: VerseToken[] = [];
  private readonly words: OsisWord[] = [];
  private word: { attributes: Record<string, string>; parts: string[] } | undefined;
  private pendingBreak = false;
  private lastChar = ' ';
  private ended = false;

  constructor(private readonly options: OsisVerseOptions = {}) {}

  /** A start tag; `selfClosing` for milestones and empty elements. */
  open(name: string, attributes: Record<string, string>, selfClosing: boolean): void {
    if (this.ended) return;
    if (BREAKS.has(name)) this.pendingBreak = true;
    // The WEB module appends its glossary after the end of Revelation 22 inside verse 21.
    if (name === 'chapter' && attributes.eID !== undefined) this.ended = true;
    if (selfClosing) {
      if (name === 'w' && !this.skipping()) this.words.push({ attributes, text: '' });
      return;
    }
    const frame: Frame = { name, kind: this.kindOf(name, attributes) };
    this.stack.push(frame);
    this.depth[frame.kind]++;
    if (name === 'w' && !this.word && !this.skipping()) this.word = { attributes, parts: [] };
  }

  /** An end tag; one without a matching start (the SWORD KJV has a stray `</divineName>`) is ignored. */
  close(name: string): void {
    if (BREAKS.has(name)) this.pendingBreak = true;
    let index = this.stack.length - 1;
    while (index >= 0 && this.stack[index]!.name !== name) index--;
    if (index < 0) return;
    const popped = this.stack.splice(index);
    for (const frame of popped) this.depth[frame.kind]--;
    if (this.word && popped.some((frame) => frame.kind === 'word')) this.finishWord();
  }

  /** A canonical title that stood just before the verse (OSIS files put psalm titles there). */
  addTitle(text: string): void {
    this.titleParts.push(text, ' ');
  }

  /** Whether an element of this name was opened in this verse and is not closed yet. */
  isOpen(name: string): boolean {
    return this.stack.some((frame) => frame.name === name);
  }

  /** A text node (entities already decoded). */
  text(raw: string): void {
    if (this.ended || this.skipping()) return;
    let text = cleanText(raw);
    if (this.depth.divine > 0 && this.options.upperCaseDivineName) text = text.toUpperCase();
    if (text.length === 0) return;
    if (this.depth.title > 0) {
      this.titleParts.push(text);
      return;
    }
    // A dropped note or a line break often sits between two words with no space ("God<note/>created").
    if (this.pendingBreak && /^[\p{L}\p{N}]/u.test(text) && /\S/.test(this.lastChar)) text = ` ${text}`;
    if (/\S/.test(text)) this.pendingBreak = false;
    this.parts.push(text);
    this.word?.parts.push(text);
    this.lastChar = text.at(-1)!;
  }

  /** The verse content gathered so far. */
  finish(): OsisVerseContent {
    if (this.word) this.finishWord();
    const title = collapse(this.titleParts.join(''));
    const content: OsisVerseContent = {
      text: collapse(this.parts.join('')),
      tokens: this.tokens,
      words: this.words,
    };
    if (title) content.title = title;
    return content;
  }

  private skipping(): boolean {
    return this.depth.skip > 0;
  }

  private kindOf(name: string, attributes: Record<string, string>): Frame['kind'] {
    if (name === 'note') return 'skip';
    if (name === 'title') {
      return attributes.canonical === 'true' || attributes.type === 'psalm' ? 'title' : 'skip';
    }
    if (name === 'w') return 'word';
    if (name === 'divineName') return 'divine';
    return 'plain';
  }

  private finishWord(): void {
    const { attributes, parts } = this.word!;
    this.word = undefined;
    const text = collapse(parts.join(''));
    this.words.push({ attributes, text });
    if (!text) return;
    const morph = attributes.morph?.split(/\s+/).filter(Boolean) ?? [];
    this.tokens.push({ text, strongs: strongsFromLemma(attributes.lemma), morph });
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Decodes XML character references and the five predefined entities; unknown ones stay as written. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[body] ?? whole;
  });
}

const TAG = /<!--[\s\S]*?-->|<\/?([A-Za-z_][\w:.-]*)((?:[^>"'/]+|"[^"]*"|'[^']*'|\/(?!>))*)(\/?)>/g;
// Only these elements' attributes matter to the builder; parsing the others' would cost a third of the time.
const WITH_ATTRIBUTES = new Set(['w', 'title', 'chapter']);
const ATTRIBUTE = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/**
 * Converts one SWORD verse entry (an OSIS fragment, often with unbalanced milestone markup) to text and
 * tokens. A regular-expression tokenizer, because a fragment is not a well-formed document.
 */
export function osisFragmentToVerse(fragment: string, options: OsisVerseOptions = {}): OsisVerseContent {
  const builder = new OsisVerseBuilder(options);
  let position = 0;
  let match: RegExpExecArray | null;
  TAG.lastIndex = 0;
  while ((match = TAG.exec(fragment))) {
    if (match.index > position) builder.text(decodeEntities(fragment.slice(position, match.index)));
    position = match.index + match[0].length;
    const name = match[1];
    if (!name) continue;
    if (match[0][1] === '/') {
      builder.close(name);
      continue;
    }
    const attributes: Record<string, string> = {};
    if (WITH_ATTRIBUTES.has(name)) {
      const source = match[2] ?? '';
      let attribute: RegExpExecArray | null;
      ATTRIBUTE.lastIndex = 0;
      while ((attribute = ATTRIBUTE.exec(source))) {
        attributes[attribute[1]!] = decodeEntities(attribute[2] ?? attribute[3] ?? '');
      }
    }
    builder.open(name, attributes, match[3] === '/');
  }
  if (position < fragment.length) builder.text(decodeEntities(fragment.slice(position)));
  return builder.finish();
}
