/** Character offsets in a verse's text (end exclusive), to highlight. */
export interface MatchSpan {
  start: number;
  end: number;
}

/** Adds the spans of what one query leaf matched in a verse to `out`; verses are visited in ascending order. */
export interface SpanFinder {
  find(verse: number, out: SpanBuffer): void;
}

/**
 * Spans of one verse collected as pairs in a reused typed array, so that highlighting a page of hits
 * allocates only the spans it returns.
 */
export class SpanBuffer {
  private values = new Int32Array(64);
  private count = 0;

  clear(): void {
    this.count = 0;
  }

  push(start: number, end: number): void {
    if (end <= start) return;
    if (this.count * 2 === this.values.length) {
      const larger = new Int32Array(this.values.length * 2);
      larger.set(this.values);
      this.values = larger;
    }
    this.values[this.count * 2] = start;
    this.values[this.count * 2 + 1] = end;
    this.count++;
  }

  /** The collected spans sorted by start, overlapping and touching-inside ones merged. */
  merged(): MatchSpan[] {
    const values = this.values;
    // Insertion sort: a verse has a handful of spans.
    for (let index = 1; index < this.count; index++) {
      const start = values[index * 2]!;
      const end = values[index * 2 + 1]!;
      let at = index - 1;
      while (
        at >= 0 &&
        (values[at * 2]! > start || (values[at * 2] === start && values[at * 2 + 1]! < end))
      ) {
        values[at * 2 + 2] = values[at * 2]!;
        values[at * 2 + 3] = values[at * 2 + 1]!;
        at--;
      }
      values[at * 2 + 2] = start;
      values[at * 2 + 3] = end;
    }
    const spans: MatchSpan[] = [];
    let last: MatchSpan | undefined;
    for (let index = 0; index < this.count; index++) {
      const start = values[index * 2]!;
      const end = values[index * 2 + 1]!;
      if (last && start < last.end) {
        if (end > last.end) last.end = end;
      } else {
        last = { start, end };
        spans.push(last);
      }
    }
    return spans;
  }
}
