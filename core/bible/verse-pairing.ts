/** The numbering a version's verses follow for pairing: the Hebrew Bible's own, or the KJV's. */
export type PairingSystem = 'KJV' | 'WLC';

/** Every versification but the Hebrew Bible's numbers the 66 books as the KJV does (NRSVA, SBLGNT included). */
export function pairingSystem(versification: string): PairingSystem {
  return versification.toUpperCase() === 'WLC' ? 'WLC' : 'KJV';
}

const LAST_OLD_TESTAMENT_BOOK = 39;

function add(index: Map<number, number[]>, key: number, value: number): void {
  const list = index.get(key);
  if (list) list.push(value);
  else index.set(key, [value]);
}

/**
 * Pairs verses across the KJV and WLC numberings from the rows of the KJV → WLC map (decision 023): a mapped
 * verse goes where its rows say; a verse the rows do not mention keeps its number, unless that number is
 * taken on the other side by a mapped verse, in which case it has no counterpart (WLC Ps 3:1, a title).
 */
export class VersePairing {
  private readonly forward = new Map<number, number[]>();
  private readonly reverse = new Map<number, number[]>();

  constructor(rows: readonly { fromKey: number; toKey: number }[]) {
    for (const row of rows) {
      add(this.forward, row.fromKey, row.toKey);
      add(this.reverse, row.toKey, row.fromKey);
    }
  }

  get size(): number {
    return this.forward.size;
  }

  /** The keys in `to` numbering of a verse numbered in `from`; empty when it has no counterpart. */
  pair(key: number, from: PairingSystem, to: PairingSystem): number[] {
    if (from === to || Math.floor(key / 1_000_000) > LAST_OLD_TESTAMENT_BOOK) return [key];
    const [index, other] = from === 'KJV' ? [this.forward, this.reverse] : [this.reverse, this.forward];
    const mapped = index.get(key);
    if (mapped) return [...mapped];
    return other.has(key) ? [] : [key];
  }
}
