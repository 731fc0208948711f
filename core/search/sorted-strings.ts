/** The first index of `words` (sorted in code-unit order) whose word is not below `target`. */
export function lowerBoundString(words: readonly string[], target: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (words[middle]! < target) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Word → its position in a list of distinct words, as a table of positions probed by the word's hash (open
 * addressing, at least twice as many places as words): a Map of the same words cost about four times the
 * memory (some 7 MB over eleven versions) for the same speed.
 */
export class WordPositions {
  private readonly places: Uint32Array;
  private readonly mask: number;

  constructor(private readonly words: readonly string[]) {
    let size = 16;
    while (size < words.length * 2) size *= 2;
    this.places = new Uint32Array(size);
    this.mask = size - 1;
    words.forEach((word, position) => {
      let at = hashWord(word) & this.mask;
      while (this.places[at] !== 0) at = (at + 1) & this.mask;
      // Kept one up, so that 0 marks an empty place.
      this.places[at] = position + 1;
    });
  }

  /** The word's position, or -1. */
  get(word: string): number {
    for (let at = hashWord(word) & this.mask; ; at = (at + 1) & this.mask) {
      const place = this.places[at]!;
      if (place === 0) return -1;
      if (this.words[place - 1] === word) return place - 1;
    }
  }
}

/** FNV-1a over the UTF-16 code units. */
function hashWord(word: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < word.length; index++) {
    hash = Math.imul(hash ^ word.charCodeAt(index), 0x01000193);
  }
  return hash >>> 0;
}
