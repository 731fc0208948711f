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
