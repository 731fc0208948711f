/**
 * The optimal-string-alignment distance between `a` and `b` (insertions, deletions, substitutions and swaps
 * of two neighbouring letters each count 1), or `max + 1` as soon as it must exceed `max`. Bounded so that a
 * scan of a whole vocabulary costs little: most words are given up on after a row or two, or by length alone.
 */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  let beforePrevious = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, beforePrevious[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMinimum) rowMinimum = value;
    }
    if (rowMinimum > max) return max + 1;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  return Math.min(previous[b.length]!, max + 1);
}

/** How far a typed word may be from a suggestion: 1 edit up to 4 letters, 2 up to 8, then 3. */
export function allowedEdits(length: number): number {
  if (length <= 4) return 1;
  return length <= 8 ? 2 : 3;
}
