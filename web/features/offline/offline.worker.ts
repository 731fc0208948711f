import { answerFromKept, type KeptData, type KeptSummary } from '../../../core/offline/kept-answers';
import { openLexicon, type KeptLexicon, type LexiconPack } from '../../../core/offline/lexicon-pack';
import { joinBooks, NO_VERSES, PackedVersion, type VersionBody } from '../../../core/offline/version-pack';
import { bookText, bookTexts, keptMeta, keptPacks, lexiconText, type KeptMeta } from './packStore';

/**
 * The offline reader's worker (decision 415): it opens the packs kept in IndexedDB when first asked (a version's
 * book for its chapters, the whole version for a search, whose index it builds then) and answers API calls
 * from them, so that parsing megabytes and indexing thirty thousand verses never hold up the page.
 */
export interface OfflineRequest {
  id: number;
  /** An API address (`/api/bible/kjv/John/3`), or absent to drop what was opened (packs kept or removed). */
  url?: string;
}

export interface OfflineReply {
  id: number;
  status: number;
  body: string;
}

const scope = self as unknown as Worker;

let metas = new Map<string, Promise<KeptMeta | undefined>>();
let versions = new Map<string, Promise<PackedVersion | undefined>>();
let books = new Map<string, Promise<PackedVersion | undefined>>();
let lexicon: Promise<KeptLexicon | undefined> | undefined;

/** A kept version's summary and the head its books share, read once (its forms run to megabytes). */
function meta(code: string): Promise<KeptMeta | undefined> {
  let read = metas.get(code);
  if (!read) {
    read = keptMeta(code);
    metas.set(code, read);
    read.catch(() => metas.delete(code));
  }
  return read;
}

/** A kept version, whole: its books joined. */
function open(code: string): Promise<PackedVersion | undefined> {
  let opened = versions.get(code);
  if (!opened) {
    opened = meta(code).then(async (head) => {
      if (!head) return undefined;
      const numbers = head.books.map((book) => book.number);
      const texts = await bookTexts(code, numbers);
      return new PackedVersion(head, joinBooks(texts.map((text) => JSON.parse(text!) as VersionBody)));
    });
    versions.set(code, opened);
    opened.catch(() => versions.delete(code));
  }
  return opened;
}

/** A kept version's book (none of its verses when the version lacks the book). */
function openBook(code: string, book: number): Promise<PackedVersion | undefined> {
  const key = `${code} ${book}`;
  let opened = books.get(key);
  if (!opened) {
    opened = Promise.all([meta(code), bookText(code, book)]).then(([head, text]) => {
      if (!head) return undefined;
      return new PackedVersion(head, text === undefined ? NO_VERSES : (JSON.parse(text) as VersionBody));
    });
    books.set(key, opened);
    opened.catch(() => books.delete(key));
  }
  return opened;
}

const kept: KeptData = {
  version: open,
  book: openBook,
  async versions() {
    const found = new Map<string, PackedVersion>();
    for (const entry of await keptPacks()) {
      if (entry.kind !== 'version') continue;
      const version = await open(entry.code);
      if (version) found.set(entry.code, version);
    }
    return found;
  },
  async summaries() {
    const found = new Map<string, KeptSummary>();
    for (const entry of await keptPacks()) {
      const kept = entry.kind === 'version' ? await meta(entry.code) : undefined;
      if (kept) found.set(entry.code, kept);
    }
    return found;
  },
  lexicon() {
    lexicon ??= lexiconText().then((text) => {
      if (text === undefined) return undefined;
      return openLexicon(JSON.parse(text) as LexiconPack);
    });
    return lexicon;
  },
};

scope.onmessage = async (event: MessageEvent<OfflineRequest>) => {
  const { id, url } = event.data;
  if (url === undefined) {
    metas = new Map();
    versions = new Map();
    books = new Map();
    lexicon = undefined;
    return;
  }
  let reply: OfflineReply;
  try {
    const answer = await answerFromKept(url, kept);
    reply = { id, status: answer.status, body: JSON.stringify(answer.body) };
  } catch (error) {
    const message = error instanceof Error ? error.message : 'The kept data could not be read';
    reply = { id, status: 500, body: JSON.stringify({ message }) };
  }
  scope.postMessage(reply);
};
