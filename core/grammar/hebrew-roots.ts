import { foldWord } from '../search/normalise';

/**
 * The Hebrew root of each Strong's number, from the OSHB lexicon's LexicalIndex.xml (decision 352): an entry
 * whose `<etym type="main" root="שׁוב">` names a root has that root, and so does each entry that points at
 * it as its `<etym type="sub">` source (followed up to three steps: a noun from a noun from the verb). Roots
 * are folded (points removed, shin and sin alike), as `root:` values are.
 */
export function hebrewRoots(lexicalIndexXml: string): Map<string, string> {
  const entries = new Map<string, { strongs: string[]; root?: string; from?: string }>();
  for (const match of lexicalIndexXml.matchAll(/<entry id="([^"]+)">([\s\S]*?)<\/entry>/g)) {
    const body = match[2]!;
    const strongs = [...body.matchAll(/<xref\b[^>]*\bstrong="(\d+)"/g)].map((found) => `H${found[1]}`);
    const main = /<etym\b[^>]*\broot="([^"]+)"/.exec(body);
    const sub = /<etym type="sub">\s*([a-z]+)\s*<\/etym>/.exec(body);
    entries.set(match[1]!, { strongs, root: main?.[1], from: sub?.[1] });
  }
  const roots = new Map<string, string>();
  for (const entry of entries.values()) {
    let source: typeof entry | undefined = entry;
    for (let step = 0; source && !source.root && step < 3; step++) {
      source = source.from ? entries.get(source.from) : undefined;
    }
    const root = source?.root && foldWord(source.root, 'he');
    if (!root) continue;
    for (const number of entry.strongs) if (!roots.has(number)) roots.set(number, root);
  }
  return roots;
}
