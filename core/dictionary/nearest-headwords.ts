/** Edit distance of two short keys, stopping early once it exceeds `max` (then `max + 1`). */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      best = Math.min(best, current[j]!);
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The names nearest a key nobody has: those starting with it first (`bethl` → Bethlehem), then those within
 * a few typing slips (`bethlehm`), closest first; `names[i]` is shown, `keys[i]` compared.
 */
export function nearestNames(
  key: string,
  keys: readonly string[],
  names: readonly string[],
  max = 5,
): string[] {
  if (!key) return [];
  const found: { name: string; rank: number }[] = [];
  const slips = key.length <= 4 ? 1 : 2;
  for (let index = 0; index < keys.length; index++) {
    const candidate = keys[index]!;
    if (candidate.startsWith(key)) found.push({ name: names[index]!, rank: candidate.length - key.length });
    else {
      const distance = boundedDistance(key, candidate, slips);
      if (distance <= slips) found.push({ name: names[index]!, rank: 100 + distance });
    }
  }
  found.sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name));
  return [...new Set(found.map((entry) => entry.name))].slice(0, max);
}
