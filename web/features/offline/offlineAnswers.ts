import type { OfflineReply, OfflineRequest } from './offline.worker';
import type { ApiClient } from '../../api/client';
import { updateKeptPacks } from './keepPacks';
import { keptPacks } from './packStore';

/**
 * The page's side of the offline reader (decision 415): API calls the network could not answer are asked of the
 * worker, which answers from the packs kept on this device.
 */
let worker: Worker | undefined;
let next = 0;
const waiting = new Map<number, (reply: OfflineReply) => void>();

function started(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./offline.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<OfflineReply>) => {
      waiting.get(event.data.id)?.(event.data);
      waiting.delete(event.data.id);
    };
    // A worker that cannot start (its script missing offline) answers every call waiting, and the next starts
    // another: a call never waits forever.
    worker.onerror = () => {
      const body = JSON.stringify({ message: 'The versions kept on this device could not be opened' });
      for (const [id, resolve] of waiting) resolve({ id, status: 503, body });
      waiting.clear();
      worker = undefined;
    };
  }
  return worker;
}

/** The answer to a GET of the API from what this device keeps, or undefined when it keeps nothing. */
export async function answerOffline(url: string): Promise<Response | undefined> {
  if (!(await keptPacks()).length) return undefined;
  const id = ++next;
  const reply = await new Promise<OfflineReply>((resolve) => {
    waiting.set(id, resolve);
    started().postMessage({ id, url } satisfies OfflineRequest);
  });
  return new Response(reply.body, {
    status: reply.status,
    headers: { 'content-type': 'application/json', 'x-answered-by': 'offline' },
  });
}

/** Tells the worker that packs were kept or removed: it opens them again when next asked. */
export function packsChanged(): void {
  worker?.postMessage({ id: 0 } satisfies OfflineRequest);
}

/** Starts the worker (its script fetched now), without opening any pack. */
export function warm(): void {
  started();
}

/** Downloads again the kept packs the server has newer editions of; the worker then reopens them. */
export async function updateKept(api: ApiClient): Promise<void> {
  if ((await updateKeptPacks(api)) > 0) packsChanged();
}
