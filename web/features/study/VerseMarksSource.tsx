import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { MarkAnswer } from '../../../core/api/study';
import { studyCalls } from '../../../core/api/study.requests';
import { bookByOsis } from '../../../core/bible/books';
import { marksByVerseRef, type Mark } from '../../../core/study/marks';
import type { ApiClient } from '../../api/client';
import { useApi } from '../../api/context';
import { useUser } from '../auth/useUser';
import { verseRefKey, type VersesMarksView, type VerseMarksView } from './chapterMarks';
import { verseMarksView } from './ChapterMarksSource';
import { offlineMarkStore, useLocalMarks, useMarkStore } from './localMarks';
import { STUDY_KEY } from './useMarks';

/** A verse shown with others of many chapters (a search's results, the parallel view), in its version's numbering. */
export interface VersePlace {
  /** OSIS id of the book. */
  book: string;
  chapter: number;
  verse: number;
}

interface VerseMarksSourceProps {
  verses: readonly VersePlace[];
  /** The version whose numbering the verses follow. */
  version: string;
  onChange: (marks: VersesMarksView) => void;
}

const NONE: readonly Mark[] = [];

function canonOrder(place: VersePlace): number {
  return ((bookByOsis(place.book)?.number ?? 0) * 1_000 + place.chapter) * 1_000 + place.verse;
}

/**
 * The span from the first to the last of the verses in canon order (`Gen.1.1-Exod.2.3`): one call asks for the
 * marks of a page of results or a chapter's parallel view (decision 369).
 */
export function coveringRef(verses: readonly VersePlace[]): string | undefined {
  if (verses.length === 0) return undefined;
  const sorted = [...verses].sort((a, b) => canonOrder(a) - canonOrder(b));
  const [first, last] = [sorted[0]!, sorted.at(-1)!];
  const from = verseRefKey(first.book, first.chapter, first.verse);
  const to = verseRefKey(last.book, last.chapter, last.verse);
  return from === to ? from : `${from}-${to}`;
}

/**
 * Every mark of the account over `ref`, page after page while the answer says more follow: a span of search
 * results may hold more than one page of marks (decision 404).
 */
export async function everyMarkAt(
  api: Pick<ApiClient, 'call'>,
  ref: string,
  version: string,
): Promise<{ marks: MarkAnswer[] }> {
  const marks: MarkAnswer[] = [];
  for (let page = 1; ; page++) {
    const answer = await api.call(studyCalls.marks, { query: { ref, version, page } });
    marks.push(...answer.marks);
    if (!answer.more) return { marks };
  }
}

/**
 * The reader's marks on verses of many chapters, handed on as what each verse shows: the account's, mapped by
 * the server to the version's numbering (GET /api/study/marks?ref=<first>-<last>&version=, one call), or the
 * browser's own. Loaded after the page is live, like the chapter's marks (decision 321).
 */
export function VerseMarksSource({ verses, version, onChange }: VerseMarksSourceProps) {
  const api = useApi();
  const { data: user } = useUser();
  const signedIn = !!user;
  const local = useLocalMarks();
  // A signed-in reader's marks made offline show with the account's until they are sent (decision 414).
  const waiting = useMarkStore(user ? offlineMarkStore(user.id) : undefined);
  const ref = coveringRef(verses);
  const account = useQuery({
    queryKey: [...STUDY_KEY, 'span', ref, version],
    queryFn: () => everyMarkAt(api, ref!, version),
    enabled: signedIn && ref !== undefined,
    staleTime: 30_000,
  });
  const fromAccount = (account.data?.marks ?? NONE) as readonly MarkAnswer[];
  const marks = useMemo(
    () => (signedIn ? (waiting.length ? [...fromAccount, ...waiting] : fromAccount) : local),
    [signedIn, fromAccount, waiting, local],
  );
  const view = useMemo(() => {
    const shown = new Set(verses.map((place) => verseRefKey(place.book, place.chapter, place.verse)));
    const result = new Map<string, VerseMarksView>();
    for (const [key, list] of marksByVerseRef(marks))
      if (shown.has(key)) result.set(key, verseMarksView(list));
    return result;
  }, [marks, verses]);
  useEffect(() => onChange(view), [view, onChange]);
  return null;
}
