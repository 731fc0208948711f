import { parseReference } from '../core/reference/parse-reference';
import { tokenize } from '../core/search/normalise';
import type { PeerRow } from './search-peers';

/** What the plain scan understands: enough to check the index's counts independently of its code paths. */
export type ScanQuery =
  | { words: string[]; keyRange?: [number, number] }
  | { phrase: string[] }
  | { prefix: string }
  | { strongs: string }
  | { reference: string };

/** Counts matching verses by reading every verse, the slow obvious way. */
export function scanCount(rows: readonly PeerRow[], query: ScanQuery): number {
  if ('reference' in query) {
    const parsed = parseReference(query.reference);
    if (!parsed.ok) throw new Error(parsed.message);
    return rows.filter((row) => parsed.ranges.some((range) => range.start <= row.key && row.key <= range.end))
      .length;
  }
  if ('strongs' in query) return rows.filter((row) => row.strongs.split(' ').includes(query.strongs)).length;
  let count = 0;
  for (const row of rows) {
    const words = tokenize(row.text, 'en');
    if ('words' in query) {
      if (query.keyRange && (row.key < query.keyRange[0] || row.key > query.keyRange[1])) continue;
      if (query.words.every((word) => words.some((token) => token.word === word))) count++;
    } else if ('prefix' in query) {
      if (words.some((token) => token.word.startsWith(query.prefix))) count++;
    } else {
      const [first, ...rest] = query.phrase;
      const found = words.some((start) => {
        if (start.word !== first) return false;
        let position = start.position + start.length;
        return rest.every((word) => {
          const next = words.find((token) => token.word === word && token.position === position);
          if (!next) return false;
          position = next.position + next.length;
          return true;
        });
      });
      if (found) count++;
    }
  }
  return count;
}
