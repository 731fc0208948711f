import type { Definition } from '../../../core/api/concordance';
import { answerFromKept, type KeptData, type LexiconPack } from '../../../core/offline/kept-answers';
import { PackedVersion, type VersionPack } from '../../../core/offline/version-pack';
import { keptPacks, packText } from './packStore';

/**
 * The offline reader's worker (decision 415): it opens the packs kept in IndexedDB when first asked, builds a
 * version's search index there the first time a search needs it, and answers API calls from them, so that
 * parsing twelve megabytes and indexing thirty thousand verses never hold up the page.
 */
export interface OfflineRequest {
  id: number;
  /** An API address (`/api/bible/kjv/John/3`); with neither it nor `open`, drop what was opened (packs changed). */
  url?: string;
  /** A kept version to open now, unanswered: the network has gone and calls will come. */
  open?: string;
}

export interface OfflineReply {
  id: number;
  status: number;
  body: string;
}

const scope = self as unknown as Worker;

let versions = new Map<string, Promise<PackedVersion | undefined>>();
let lexicon: Promise<ReadonlyMap<string, Definition> | undefined> | undefined;

function open(code: string): Promise<PackedVersion | undefined> {
  let opened = versions.get(code);
  if (!opened) {
    opened = packText(code).then((text) =>
      text === undefined ? undefined : new PackedVersion(JSON.parse(text) as VersionPack),
    );
    versions.set(code, opened);
  }
  return opened;
}

const kept: KeptData = {
  version: open,
  async versions() {
    const found = new Map<string, PackedVersion>();
    for (const entry of await keptPacks()) {
      if (entry.kind !== 'version') continue;
      const version = await open(entry.code);
      if (version) found.set(entry.code, version);
    }
    return found;
  },
  lexicon() {
    lexicon ??= packText('strongs').then((text) => {
      if (text === undefined) return undefined;
      const pack = JSON.parse(text) as LexiconPack;
      return new Map(pack.definitions.map((entry) => [entry.id, entry]));
    });
    return lexicon;
  },
};

scope.onmessage = async (event: MessageEvent<OfflineRequest>) => {
  const { id, url, open: code } = event.data;
  if (code !== undefined) {
    void open(code).catch(() => versions.delete(code));
    return;
  }
  if (url === undefined) {
    versions = new Map();
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
