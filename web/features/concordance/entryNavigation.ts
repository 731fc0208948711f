/** Where an entry link came from, carried in the router's location state: `{ from: '/simple-results?…' }`. */
interface EntryLinkState {
  from?: string;
}

const RESULTS_PAGES = ['/simple-results', '/results', '/strongs-results'];

/** The results page the reader came from, when they came from one ("Back to Search Results"). */
export function resultsOrigin(state: unknown): string | undefined {
  const from = (state as EntryLinkState | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/')) return undefined;
  const path = from.split('?')[0]!;
  return RESULTS_PAGES.includes(path) ? from : undefined;
}

/** The Concordance list the reader came from, to go back to the same page and search. */
export function listOrigin(state: unknown): string | undefined {
  const from = (state as EntryLinkState | null)?.from;
  if (typeof from !== 'string') return undefined;
  const path = from.split('?')[0]!;
  return ['/concordance', '/hebrew-lexicon', '/greek-lexicon'].includes(path) ? from : undefined;
}

/** The reader's address of a verse (or of its chapter) with Strong's numbers shown. */
export function readerUrl(book: number, chapter: number, verse?: number): string {
  return verse === undefined
    ? `/bible/${book}/${chapter}?strongs=true`
    : `/bible/${book}/${chapter}/${verse}?strongs=true`;
}
