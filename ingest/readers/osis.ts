import { createReadStream } from 'node:fs';
import { SaxesParser } from 'saxes';
import { protestantBookByOsis } from '../../core/bible/books';
import { type BibleText, IngestError, type VerseRecord, type VersionMeta } from '../model';
import { uploadMeta } from './bible-meta';
import { OsisVerseBuilder, type OsisVerseContent, type OsisVerseOptions } from './osis-verse';

/** A verse of an OSIS document with the line its start tag is on. */
export interface OsisVerse {
  book: string;
  chapter: number;
  verse: number;
  content: OsisVerseContent;
  line: number;
}

/** What the OSIS header and root say about the work. */
export interface OsisHeader {
  title?: string;
  language?: string;
  work?: string;
}

type Parser = SaxesParser<{ xmlns: false; position: true }>;

/**
 * A streaming OSIS reader: feed it text chunks, it calls `onVerse` for each verse of the 66 books, in both
 * forms OSIS allows: milestones (`<verse sID/>…<verse eID/>`) and containers (`<verse osisID>…</verse>`).
 */
export class OsisStream {
  readonly header: OsisHeader = {};
  private readonly parser: Parser;
  private current: { ref: Omit<OsisVerse, 'content'> | undefined; builder: OsisVerseBuilder } | undefined;
  private containerDepth = 0;
  private insideHeader = false;
  private inHeaderTitle = false;
  private headerTitle = '';
  // A canonical title between verses (kjv.xml's psalm titles) goes with the verse that follows it.
  private titleDepth = 0;
  private pendingTitle = '';

  constructor(
    private readonly fileName: string,
    private readonly onVerse: (verse: OsisVerse) => void,
    private readonly options: OsisVerseOptions = {},
  ) {
    this.parser = new SaxesParser({ xmlns: false, position: true });
    this.parser.on('error', (error) => {
      throw new IngestError(fileName, this.parser.line, error.message.replace(/^(?:[^:]*:)?\d+:\d+: /, ''));
    });
    this.parser.on('opentag', (tag) => this.openTag(localName(tag.name), tag.attributes, tag.isSelfClosing));
    this.parser.on('closetag', (tag) => {
      if (!tag.isSelfClosing) this.closeTag(localName(tag.name));
    });
    this.parser.on('text', (text) => this.text(text));
    this.parser.on('cdata', (text) => this.text(text));
  }

  /** Parses the next chunk of the document. */
  write(chunk: string): void {
    this.parser.write(chunk);
  }

  /** Ends the document; an unterminated milestone verse still counts. */
  close(): OsisHeader {
    this.parser.close();
    this.endVerse();
    if (this.headerTitle.trim()) this.header.title = this.headerTitle.replace(/\s+/g, ' ').trim();
    return this.header;
  }

  private openTag(name: string, attributes: Record<string, string>, selfClosing: boolean): void {
    if (name === 'osisText') {
      this.header.language = attributes['xml:lang'];
      this.header.work = attributes.osisIDWork;
    }
    if (name === 'title' && !this.header.title && !this.headerTitle && this.insideHeader)
      this.inHeaderTitle = true;
    if (name === 'header') this.insideHeader = true;
    if (
      !this.current &&
      name === 'title' &&
      !selfClosing &&
      (this.titleDepth > 0 || attributes.canonical === 'true')
    ) {
      this.titleDepth++;
    }
    if (name === 'verse') {
      if (attributes.eID !== undefined) return this.endVerse();
      if (attributes.osisID === undefined && attributes.sID === undefined) {
        throw new IngestError(this.fileName, this.parser.line, '<verse> without osisID');
      }
      this.endVerse();
      if (!selfClosing) this.containerDepth = 1;
      this.current = {
        ref: this.parseReference(attributes.osisID ?? attributes.sID!),
        builder: this.builder(),
      };
      if (this.pendingTitle.trim()) this.current.builder.addTitle(this.pendingTitle);
      this.pendingTitle = '';
      return;
    }
    if (this.current) {
      if (this.containerDepth > 0 && !selfClosing) this.containerDepth++;
      this.current.builder.open(name, attributes, selfClosing);
    }
  }

  private closeTag(name: string): void {
    if (name === 'header') this.insideHeader = false;
    if (name === 'title') this.inHeaderTitle = false;
    if (name === 'title' && this.titleDepth > 0) this.titleDepth--;
    if (!this.current) return;
    if (this.containerDepth > 0 && --this.containerDepth === 0) return this.endVerse();
    // A milestone verse never closed by an eID ends, at the latest, with its chapter or book.
    if (
      this.containerDepth === 0 &&
      (name === 'chapter' || name === 'div') &&
      !this.current.builder.isOpen(name)
    ) {
      return this.endVerse();
    }
    this.current.builder.close(name);
  }

  private text(text: string): void {
    if (this.inHeaderTitle) this.headerTitle += text;
    if (this.titleDepth > 0 && !this.current) this.pendingTitle += text;
    this.current?.builder.text(text);
  }

  private builder(): OsisVerseBuilder {
    return new OsisVerseBuilder(this.options);
  }

  private endVerse(): void {
    const current = this.current;
    this.current = undefined;
    this.containerDepth = 0;
    if (current?.ref) this.onVerse({ ...current.ref, content: current.builder.finish() });
  }

  // `Gen.1.1`, `KJV:Gen.1.1`, or a list for combined verses (`Gen.1.1 Gen.1.2`): the first one names it.
  private parseReference(osisID: string): Omit<OsisVerse, 'content'> | undefined {
    const first = osisID
      .trim()
      .split(/\s+/)[0]!
      .replace(/^[^:]*:/, '');
    const match = /^([1-4]?[A-Za-z]+)\.(\d+)\.(\d+)$/.exec(first);
    if (!match)
      throw new IngestError(this.fileName, this.parser.line, `cannot read the verse id "${osisID}"`);
    // Books outside the 66 (deuterocanon, additions) are left out, as everywhere in the model.
    if (!protestantBookByOsis(match[1]!)) return undefined;
    return { book: match[1]!, chapter: Number(match[2]), verse: Number(match[3]), line: this.parser.line };
  }
}

const localName = (name: string): string => name.slice(name.indexOf(':') + 1);

/** Streams an OSIS file from disk through `onVerse`; returns the header. */
export async function streamOsisFile(
  path: string,
  onVerse: (verse: OsisVerse) => void,
  options: OsisVerseOptions = {},
): Promise<OsisHeader> {
  const stream = new OsisStream(path, onVerse, options);
  for await (const chunk of createReadStream(path, { encoding: 'utf8', highWaterMark: 1 << 20 })) {
    stream.write(chunk as string);
  }
  return stream.close();
}

function toRecord({ book, chapter, verse, content }: OsisVerse): VerseRecord {
  return { book, chapter, verse, text: content.text, tokens: content.tokens };
}

/** Reads an uploaded OSIS document (whole text in memory) into a BibleText; malformed XML names the line. */
export function readOsis(fileName: string, xml: string, meta: Partial<VersionMeta> = {}): BibleText {
  const verses: VerseRecord[] = [];
  const stream = new OsisStream(fileName, (verse) => {
    if (verse.content.text) verses.push(toRecord(verse));
  });
  stream.write(xml.replace(/^\uFEFF/, ''));
  const header = stream.close();
  if (verses.length === 0) throw new IngestError(fileName, undefined, 'no verses of the 66 books found');
  const fromFile: Partial<VersionMeta> = {};
  if (header.title) fromFile.name = header.title;
  if (header.language) fromFile.language = header.language;
  return { meta: uploadMeta(fileName, verses, fromFile, meta), verses };
}
