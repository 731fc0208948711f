/** How the reader's state lives in its address: /bible/{book}/{chapter}[/{verse}]?version&strongs&view… */

import { viewShows } from '../../../core/bible/version-catalogue';

const DEFAULT_READER_VERSION = 'kjv';

export type ReaderView = 'read' | 'parallel' | 'interlinear';
export type InterlinearOrder = 'original' | 'english';

export interface ReaderState {
  book: string;
  chapter: number;
  verse?: number;
  version: string;
  strongs: boolean;
  view: ReaderView;
  /** Interlinear: the original text's order, or the English order (reverse interlinear). */
  order: InterlinearOrder;
  /** New Testament interlinear source: tr (default) or sblgnt. */
  source?: string;
  /** Parallel view: the version compared when the special edition is not installed. */
  compare?: string;
  /** Interlinear: the word of the verse in focus to light, from 0 (a grammatical search's hit, decision 371). */
  word?: number;
}

const VIEWS: readonly ReaderView[] = ['read', 'parallel', 'interlinear'];

function positive(value: string | undefined): number | undefined {
  return value && /^\d{1,3}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}

/** What a version opens with: kjv_strongs its Strong's numbers, trparsed the interlinear with its parsing. */
function defaultsOf(version: string): { strongs: boolean; view: ReaderView } {
  const shows = viewShows(version);
  return { strongs: shows !== undefined, view: shows === 'morphology' ? 'interlinear' : 'read' };
}

/** The change of choosing a version: a view also brings what it shows (numbers, the interlinear). */
export function versionChange(version: string): Partial<ReaderState> {
  return viewShows(version) === undefined ? { version } : { version, ...defaultsOf(version) };
}

/** The reader's state from the route's parameters and query; undefined when the chapter is not a number. */
export function readReaderState(
  params: { book?: string; chapter?: string; verse?: string },
  search: URLSearchParams,
): ReaderState | undefined {
  const chapter = positive(params.chapter);
  if (!params.book || chapter === undefined) return undefined;
  const view = search.get('view') as ReaderView | null;
  const verse = positive(params.verse);
  const source = search.get('source') ?? undefined;
  const compare = search.get('compare') ?? undefined;
  const word = search.get('word');
  const version = search.get('version')?.trim().toLowerCase() || DEFAULT_READER_VERSION;
  const defaults = defaultsOf(version);
  const strongs = search.get('strongs');
  return {
    book: params.book,
    chapter,
    ...(verse ? { verse } : {}),
    version,
    strongs: strongs === null ? defaults.strongs : strongs === 'true',
    view: view && VIEWS.includes(view) ? view : defaults.view,
    order: search.get('order') === 'english' ? 'english' : 'original',
    ...(source ? { source } : {}),
    ...(compare ? { compare } : {}),
    ...(verse && word && /^\d{1,3}$/.test(word) ? { word: Number(word) } : {}),
  };
}

/** The address of a reader state; defaults are left out so links stay short. */
export function readerUrl(state: ReaderState): string {
  const path = `/bible/${encodeURIComponent(state.book)}/${state.chapter}${state.verse ? `/${state.verse}` : ''}`;
  const query = new URLSearchParams();
  if (state.version !== DEFAULT_READER_VERSION) query.set('version', state.version);
  const defaults = defaultsOf(state.version);
  if (state.strongs !== defaults.strongs) query.set('strongs', String(state.strongs));
  if (state.view !== defaults.view) query.set('view', state.view);
  if (state.view === 'interlinear' && state.order === 'english') query.set('order', 'english');
  if (state.view === 'interlinear' && state.source) query.set('source', state.source);
  if (state.view === 'parallel' && state.compare) query.set('compare', state.compare);
  if (state.view === 'interlinear' && state.verse && state.word !== undefined)
    query.set('word', String(state.word));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** A shareable link to one verse: its address with the version and Strong's choice, nothing else. */
export function verseShareUrl(origin: string, state: ReaderState, verse: number): string {
  return `${origin}${readerUrl({ ...state, verse, view: 'read', order: 'original' })}`;
}
