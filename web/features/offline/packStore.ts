import { createStore, delMany, get, getMany, set, setMany, type UseStore } from 'idb-keyval';
import type { OfflinePack } from '../../../core/api/offline';
import { summaryOf, type KeptSummary } from '../../../core/offline/kept-answers';
import { headOf, packBooks, type VersionHead, type VersionPack } from '../../../core/offline/version-pack';
import { markKept } from './keptFlag';

/**
 * The packs kept on this device for reading offline (decision 415), in IndexedDB. A version is kept a book at a
 * time (`book:<code>:<number>`, each that book's pack as JSON text) with its summary (`meta:<code>`), so that a
 * chapter opens by reading and parsing one book, not the whole version; the lexicon is kept whole
 * (`pack:strongs`). `kept` lists what is kept (the manifest entries). Text reads back far faster than the
 * objects it holds, so packs are kept as text and parsed when first needed.
 */
const KEPT = 'kept';

/** A kept version's summary, and the head its books' parts share (decisions 415 and 417). */
export type KeptMeta = KeptSummary & VersionHead;

let store: UseStore | undefined;

function packs(): UseStore {
  store ??= createStore('openconcordance-offline', 'packs');
  return store;
}

/** The entries of the packs kept here, in the order they were kept. */
export async function keptPacks(): Promise<OfflinePack[]> {
  return (await get<OfflinePack[]>(KEPT, packs())) ?? [];
}

/** A kept version's summary, or undefined when `code` is not kept. */
export async function keptMeta(code: string): Promise<KeptMeta | undefined> {
  const text = await get<string>(`meta:${code}`, packs());
  return text === undefined ? undefined : (JSON.parse(text) as KeptMeta);
}

/** The JSON text of a kept version's book, or undefined when it is not kept. */
export function bookText(code: string, book: number): Promise<string | undefined> {
  return get<string>(`book:${code}:${book}`, packs());
}

/** The JSON texts of several books of a kept version, in the order asked. */
export function bookTexts(code: string, books: readonly number[]): Promise<(string | undefined)[]> {
  return getMany<string>(
    books.map((book) => `book:${code}:${book}`),
    packs(),
  );
}

/** The kept lexicon's JSON text, or undefined. */
export function lexiconText(): Promise<string | undefined> {
  return get<string>('pack:strongs', packs());
}

/**
 * Keeps a pack (replacing an older edition of the same code): its parts first, then its entry in the list, so
 * the list never names a missing pack.
 */
export async function keepPack(entry: OfflinePack, text: string): Promise<void> {
  if (entry.kind === 'version') {
    const pack = JSON.parse(text) as VersionPack;
    const meta: KeptMeta = { ...headOf(pack), ...summaryOf(pack) };
    const before = await keptMeta(entry.code);
    // The new books replace the old ones where they are; only then go the old books the new edition lacks, so
    // that a failure halfway leaves a whole edition kept.
    await setMany(
      [
        ...[...packBooks(pack)].map(([book, part]): [string, string] => [
          `book:${entry.code}:${book}`,
          JSON.stringify(part),
        ]),
        [`meta:${entry.code}`, JSON.stringify(meta)] as [string, string],
      ],
      packs(),
    );
    const now = new Set(meta.books.map((book) => book.number));
    const gone = (before?.books ?? []).filter((book) => !now.has(book.number));
    await delMany(
      gone.map((book) => `book:${entry.code}:${book.number}`),
      packs(),
    );
  } else {
    await set(`pack:${entry.code}`, text, packs());
  }
  const others = (await keptPacks()).filter((kept) => kept.code !== entry.code);
  await set(KEPT, [...others, entry], packs());
  markKept(true);
}

/** Forgets a kept pack: from the list first, then its parts. */
export async function removePack(code: string): Promise<void> {
  const rest = (await keptPacks()).filter((kept) => kept.code !== code);
  await set(KEPT, rest, packs());
  await removeParts(code);
  markKept(rest.length > 0);
}

async function removeParts(code: string): Promise<void> {
  const meta = await keptMeta(code);
  if (meta) {
    await delMany(
      meta.books.map((book) => `book:${code}:${book.number}`),
      packs(),
    );
  }
  await delMany([`meta:${code}`, `pack:${code}`], packs());
}
