import { isIPv4, isIPv6 } from 'node:net';

/** One address's impressions, and its clicks, of one ad count once in this long (decision 257). */
export const AD_COUNT_WINDOW_MS = 30 * 60_000;
/** Address-and-ad pairs remembered at most (about 5 MB); beyond, the oldest are forgotten first. */
export const MOST_REMEMBERED = 50_000;

/** The eight 16-bit groups of an IPv6 address (a zone ignored), or undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  const plain = address.split('%', 1)[0]!;
  if (!isIPv6(plain)) return undefined;
  const groupsOf = (text: string) =>
    text
      .split(':')
      .filter(Boolean)
      .flatMap((group) => {
        if (!isIPv4(group)) return [parseInt(group, 16)];
        // An IPv4 address at the end (::ffff:192.0.2.1) is the last two groups.
        const [a, b, c, d] = group.split('.').map(Number);
        return [a! * 256 + b!, c! * 256 + d!];
      });
  const [head = '', tail] = plain.split('::');
  const start = groupsOf(head);
  if (tail === undefined) return start;
  const end = groupsOf(tail);
  return [...start, ...new Array<number>(8 - start.length - end.length).fill(0), ...end];
}

/**
 * Who counts as one reader for the ad counters: an IPv4 address, or the /64 network of an IPv6 address (one
 * home or one host holds a whole /64, so its addresses are one reader's); an IPv4-mapped IPv6 address is its
 * IPv4 address.
 */
export function readerOf(address: string): string {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff)
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * Remembers keys for a window: `first` answers true once per key and window. Held in memory by each instance
 * (behind several instances, a reader may count once per instance); bounded, the oldest keys going first.
 */
export class CountOnce {
  /** When each key's window ends, oldest first (every window is as long, so insertion order is end order). */
  private readonly ends = new Map<string, number>();

  constructor(
    private readonly now: () => number,
    private readonly windowMs = AD_COUNT_WINDOW_MS,
    private readonly most = MOST_REMEMBERED,
  ) {}

  first(key: string): boolean {
    const now = this.now();
    const end = this.ends.get(key);
    if (end !== undefined && end > now) return false;
    this.ends.delete(key);
    for (const [oldest, oldestEnd] of this.ends) {
      if (oldestEnd > now && this.ends.size < this.most) break;
      this.ends.delete(oldest);
    }
    this.ends.set(key, now + this.windowMs);
    return true;
  }
}
