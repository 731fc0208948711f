import { newMarkFields } from '../../../core/study/marks';
import type { QueryClient } from '@tanstack/react-query';
import { authCalls } from '../../../core/api/auth.requests';
import { studyCalls } from '../../../core/api/study.requests';
import type { ApiClient } from '../../api/client';
import { offlineMarkStore, signedOutMarkStore, type LocalMarkStore } from './localMarks';
import { STUDY_KEY } from './useMarks';

/** STUDY_LIMITS.marksPerMerge of the contract (its schemas stay out of the browser's script). */
const MERGE_BATCH = 5_000;

type Merged = { added: number; skipped: number } | undefined;

const running = new Map<string, Promise<Merged>>();

/** One merge of a store at a time (the header draws its controls twice, bar and menu): the second gets nothing. */
function once(store: LocalMarkStore, merge: () => Promise<Merged>): Promise<Merged> {
  const current = running.get(store.key);
  if (current) return current.then(() => undefined);
  const started = merge().finally(() => running.delete(store.key));
  running.set(store.key, started);
  return started;
}

/**
 * Brings the marks a reader made before signing in into their account (decision 320): sent in batches to the
 * merge call, which skips what the account already holds; each batch is forgotten here once the account has
 * it, so a failure halfway loses nothing and a second try sends only the rest. Answers how many were added
 * and skipped, or undefined when there was nothing to bring.
 */
export function mergeBrowserMarks(api: ApiClient, client: QueryClient): Promise<Merged> {
  const store = signedOutMarkStore();
  return once(store, () => sendMarks(api, client, store));
}

/**
 * Sends the marks `userId` made offline (decision 414) once the connection is back, by the same merge: only
 * when the session is still theirs (another tab may have signed someone else in), else they wait. A resend
 * after an answer lost on the way skips what the first send stored.
 */
export function sendOfflineMarks(api: ApiClient, client: QueryClient, userId: string): Promise<Merged> {
  const store = offlineMarkStore(userId);
  return once(store, async () => {
    if (!store.read().length) return undefined;
    const session = await api.call(authCalls.session);
    if (session.user?.id !== userId) return undefined;
    return sendMarks(api, client, store);
  });
}

/** Sends the marks of `store` to the account by the merge call, forgetting each batch once it is there. */
export async function sendMarks(
  api: Pick<ApiClient, 'call'>,
  client: Pick<QueryClient, 'invalidateQueries'>,
  store: LocalMarkStore,
): Promise<Merged> {
  const marks = store.read();
  if (!marks.length) return undefined;
  let added = 0;
  let skipped = 0;
  for (let start = 0; start < marks.length; start += MERGE_BATCH) {
    const batch = marks.slice(start, start + MERGE_BATCH);
    const answer = await api.call(studyCalls.mergeMarks, {
      body: {
        marks: batch.map(newMarkFields),
      },
    });
    added += answer.added;
    skipped += answer.skipped;
    store.remove(batch.map((mark) => mark.id));
  }
  if (!store.read().length) store.clear();
  await client.invalidateQueries({ queryKey: STUDY_KEY });
  return { added, skipped };
}
