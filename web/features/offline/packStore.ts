import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { OfflinePack } from '../../../core/api/offline';
import { markKept } from './keptFlag';

/**
 * The packs kept on this device for reading offline (decision 415), in IndexedDB: each pack's JSON text under
 * `pack:<code>`, and the list of what is kept (their manifest entries) under `kept`. The text is kept as it came
 * (one string reads back far faster than the objects it holds) and parsed when first needed.
 */
const KEPT = 'kept';

let store: UseStore | undefined;

function packs(): UseStore {
  store ??= createStore('openconcordance-offline', 'packs');
  return store;
}

/** The entries of the packs kept here, in the order they were kept. */
export async function keptPacks(): Promise<OfflinePack[]> {
  return (await get<OfflinePack[]>(KEPT, packs())) ?? [];
}

/** A kept pack's JSON text, or undefined when `code` is not kept. */
export function packText(code: string): Promise<string | undefined> {
  return get<string>(`pack:${code}`, packs());
}

/** Keeps a pack (replacing an older one of the same code), its text first so the list never names a missing one. */
export async function keepPack(entry: OfflinePack, text: string): Promise<void> {
  await set(`pack:${entry.code}`, text, packs());
  const others = (await keptPacks()).filter((kept) => kept.code !== entry.code);
  await set(KEPT, [...others, entry], packs());
  markKept(true);
}

/** Forgets a kept pack: from the list first, then its text. */
export async function removePack(code: string): Promise<void> {
  const rest = (await keptPacks()).filter((kept) => kept.code !== code);
  await set(KEPT, rest, packs());
  await del(`pack:${code}`, packs());
  markKept(rest.length > 0);
}
