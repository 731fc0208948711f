/** The value at quantile q (0-1) of the samples, by the nearest-rank method. */
export function quantile(samples: readonly number[], q: number): number {
  if (!samples.length) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1]!;
}

export interface Summary {
  median: number;
  p99: number;
  runs: number;
}

/** Median and 99th percentile, the two figures every benchmark here reports. */
export function summarise(samples: readonly number[]): Summary {
  return { median: quantile(samples, 0.5), p99: quantile(samples, 0.99), runs: samples.length };
}
