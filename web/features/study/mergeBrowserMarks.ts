import type { QueryClient } from '@tanstack/react-query';
import { studyCalls } from '../../../core/api/study.requests';
import type { ApiClient } from '../../api/client';
import { clearLocalMarks, readLocalMarks, removeLocalMarks } from './localMarks';
import { STUDY_KEY } from './useMarks';

/**
 * Brings the marks a reader made before signing in into their account (decision 320): sent in batches to the
 * merge call, which skips what the account already holds; each batch is forgotten here once the account has
 * it, so a failure halfway loses nothing and a second try sends only the rest. Answers how many were added
 * and skipped, or undefined when there was nothing to bring.
 */
/** STUDY_LIMITS.marksPerMerge of the contract (its schemas stay out of the browser's script). */
const MERGE_BATCH = 5_000;

let running: Promise<{ added: number; skipped: number } | undefined> | undefined;

export function mergeBrowserMarks(
  api: ApiClient,
  client: QueryClient,
): Promise<{ added: number; skipped: number } | undefined> {
  // The header draws its controls twice (bar and menu): one merge at a time, the second gets nothing to do.
  if (running) return running.then(() => undefined);
  running = merge(api, client).finally(() => {
    running = undefined;
  });
  return running;
}

async function merge(
  api: ApiClient,
  client: QueryClient,
): Promise<{ added: number; skipped: number } | undefined> {
  const marks = readLocalMarks();
  if (!marks.length) return undefined;
  let added = 0;
  let skipped = 0;
  for (let start = 0; start < marks.length; start += MERGE_BATCH) {
    const batch = marks.slice(start, start + MERGE_BATCH);
    const answer = await api.call(studyCalls.mergeMarks, {
      body: {
        marks: batch.map((mark) => ({
          kind: mark.kind,
          ref: mark.ref,
          ...(mark.version ? { version: mark.version } : {}),
          ...(mark.color ? { color: mark.color } : {}),
          ...(mark.text !== undefined ? { text: mark.text } : {}),
          tags: mark.tags,
          ...(mark.strongs ? { strongs: mark.strongs } : {}),
        })),
      },
    });
    added += answer.added;
    skipped += answer.skipped;
    removeLocalMarks(batch.map((mark) => mark.id));
  }
  if (!readLocalMarks().length) clearLocalMarks();
  await client.invalidateQueries({ queryKey: STUDY_KEY });
  return { added, skipped };
}
