import type { OfflinePack } from '../../../core/api/offline';
import { offlineCalls } from '../../../core/api/offline.requests';
import type { ApiClient } from '../../api/client';
import { keepPack, keptPacks, removePack } from './packStore';

/**
 * Downloading, updating and removing the packs kept offline (decision 415). A pack is checked before it is kept:
 * its text must hash to the name the server gave it, so a cut-off or altered download is never kept.
 */

/** The hex SHA-256 of a text's UTF-8, its first 16 digits: how the server names a pack. */
async function hashOf(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest).subarray(0, 8), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );
}

/** Downloads a pack, checks it and keeps it; `progress` hears the share read so far (0-1). */
export async function downloadPack(entry: OfflinePack, progress?: (share: number) => void): Promise<void> {
  const response = await fetch(entry.file, { credentials: 'same-origin' });
  if (!response.ok || !response.body)
    throw new Error(`The download of ${entry.name} failed (${response.status})`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const parts: string[] = [];
  let read = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    read += value.length;
    progress?.(Math.min(1, read / entry.storedBytes));
  }
  const text = parts.join('');
  if ((await hashOf(text)) !== entry.hash) {
    throw new Error(`The download of ${entry.name} was incomplete: try again`);
  }
  await keepPack(entry, text);
}

/** The packs the server offers now (null when it cannot be reached) and those kept here. */
export async function packsNow(
  api: ApiClient,
): Promise<{ offered: OfflinePack[] | null; kept: OfflinePack[] }> {
  const kept = await keptPacks();
  try {
    return { offered: (await api.call(offlineCalls.packs)).packs, kept };
  } catch {
    return { offered: null, kept };
  }
}

/**
 * Brings the kept packs up to date with the server: a pack whose hash changed (a new import) is downloaded
 * again. One the server no longer offers stays until the reader removes it (the Offline page lists it): nothing
 * kept goes without the reader's word. Answers how many changed.
 */
export async function updateKeptPacks(api: ApiClient): Promise<number> {
  const { offered, kept } = await packsNow(api);
  if (!offered) return 0;
  let changed = 0;
  for (const entry of kept) {
    const current = offered.find((pack) => pack.code === entry.code);
    if (!current || current.hash === entry.hash) continue;
    await downloadPack(current);
    changed++;
  }
  return changed;
}

export { removePack };
