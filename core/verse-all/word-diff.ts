import { diffWords } from 'diff';
import type { WordChange } from '../api/verse-all';

/**
 * The words of `text` compared with the KJV's `kjv` (decision 311): runs of words kept, added by the version or
 * left out by it, in reading order, so that the version's text is the `same` and `added` runs joined and the
 * KJV's the `same` and `removed` runs joined. Adjacent runs of one kind are merged.
 */
export function wordChanges(kjv: string, text: string): WordChange[] {
  const changes: WordChange[] = [];
  for (const part of diffWords(kjv, text)) {
    const change = part.added ? 'added' : part.removed ? 'removed' : 'same';
    const last = changes.at(-1);
    if (last && last.change === change) last.text += part.value;
    else changes.push({ text: part.value, change });
  }
  return changes;
}

/** How many words differ (added or removed) from the KJV. */
export function changedWordCount(changes: readonly WordChange[]): number {
  let count = 0;
  for (const change of changes) {
    if (change.change !== 'same') count += change.text.split(/\s+/).filter(Boolean).length;
  }
  return count;
}
