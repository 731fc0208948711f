/**
 * Renders (a page neither kept nor under way) one address may start in a window (decision 253): far above a
 * reader moving through the site, three a second; a client asking unique addresses gets the shell beyond it.
 * At most `addresses` addresses are counted apart in a window; beyond them, the others share one count.
 */
export const RENDER_ALLOWANCE = { renders: 30, windowMs: 10_000, addresses: 10_000 } as const;

export interface RenderAllowanceLimits {
  renders: number;
  windowMs: number;
  addresses: number;
}

/** Counts the renders each address starts in fixed windows; a Map update a render. */
export class RenderAllowance {
  private counts = new Map<string, number>();
  private windowStart = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly limits: RenderAllowanceLimits = RENDER_ALLOWANCE,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Takes one render for `address`; false when it has started its renders of this window. */
  take(address: string): boolean {
    const now = this.now();
    if (now - this.windowStart >= this.limits.windowMs) {
      this.counts.clear();
      this.windowStart = now;
    }
    const key = this.counts.has(address) || this.counts.size < this.limits.addresses ? address : '';
    const used = this.counts.get(key) ?? 0;
    if (used >= this.limits.renders) return false;
    this.counts.set(key, used + 1);
    return true;
  }
}
