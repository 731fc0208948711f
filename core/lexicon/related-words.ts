/** What finding an entry's related words reads of it: the server's dictionary rows and the kept definitions. */
export interface DerivationFields {
  number: string;
  language: string;
  /** The numbers its derivation names (the roots it comes from). */
  links: readonly string[];
  /** A "Not Used" stub, never shown as a related word. */
  unused: boolean;
}

/**
 * The dictionary's derivations: each entry by number and the entries derived from each number, in the order the
 * entries were given (catalogue order). The server builds it from its rows and the offline reader from the kept
 * definitions, so that both list an entry's related words alike (decision 416).
 */
export class Derivations<Entry> {
  private readonly byNumber = new Map<string, Entry>();
  /** Entries that name a number among their derivation links: number → entries derived from it. */
  private readonly derived = new Map<string, Entry[]>();

  constructor(
    entries: Iterable<Entry>,
    private readonly fields: (entry: Entry) => DerivationFields,
  ) {
    for (const entry of entries) {
      const { number, links } = fields(entry);
      this.byNumber.set(number, entry);
      for (const link of links) {
        const list = this.derived.get(link);
        if (list) list.push(entry);
        else this.derived.set(link, [entry]);
      }
    }
  }

  /**
   * Up to `max` entries of the same language from the same root: the numbers this entry derives from, the
   * entries derived from it, then its siblings (entries derived from the same root).
   */
  related(number: string, max = 5): Entry[] {
    const entry = this.byNumber.get(number);
    if (!entry) return [];
    const { language, links } = this.fields(entry);
    const found = new Map<string, Entry>();
    const add = (candidate: Entry | undefined) => {
      if (!candidate || found.size >= max) return;
      const fields = this.fields(candidate);
      if (fields.number === number || fields.language !== language || fields.unused) return;
      found.set(fields.number, candidate);
    };
    for (const root of links) add(this.byNumber.get(root));
    for (const child of this.derived.get(number) ?? []) add(child);
    for (const root of links) for (const sibling of this.derived.get(root) ?? []) add(sibling);
    return [...found.values()];
  }
}
