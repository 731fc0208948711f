import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { studyCalls } from '../../../core/api/study.requests';
import { pairingSystem } from '../../../core/bible/verse-pairing';
import { useApi } from '../../api/context';
import { useUser } from '../auth/useUser';
import { booksQuery } from '../reader/readerApi';
import { chapterKey, type MarkedChapters } from './chapterMarks';
import { offlineMarkStore, useLocalMarks, useMarkStore } from './localMarks';
import { localMarkedChapters } from './localPlaces';
import { STUDY_KEY } from './useMarks';

interface MarkedChaptersSourceProps {
  /** OSIS ids of the books whose chapters are asked about (the chapter's own, the previous and next chapter's). */
  books: readonly string[];
  /** The version read: the account's chapters come in its numbering (Malachi 4 in the KJV is 3 in the WLC). */
  version: string;
  /** Its versification: for the Hebrew Bible's, the browser's marks are placed by its books' moved verses. */
  versification: string;
  onChange: (chapters: MarkedChapters) => void;
}

/**
 * The chapters of some books that hold the reader's marks, for the chapter navigation's dots: the account's
 * (GET /api/study/chapters?book=&version=, in the version's chapter numbers, decision 369) once signed in,
 * else the browser's own marks, by their KJV keys and, in a version numbered otherwise, the KJV verses its
 * books number in another chapter (the books' answer, decision 403). Loaded after the page is live, like the
 * chapter's marks (decision 321).
 */
export function MarkedChaptersSource({ books, version, versification, onChange }: MarkedChaptersSourceProps) {
  const api = useApi();
  const { data: user } = useUser();
  const signedIn = !!user;
  const local = useLocalMarks();
  // A signed-in reader's marks made offline dot their chapters until they are sent (decision 414).
  const waiting = useMarkStore(user ? offlineMarkStore(user.id) : undefined);
  const numbered = pairingSystem(versification) !== 'KJV';
  const summaries = useQuery({
    ...booksQuery(api, version),
    enabled: numbered && (signedIn ? waiting : local).length > 0,
  });
  const answers = useQueries({
    queries: books.map((book) => ({
      queryKey: [...STUDY_KEY, 'chapters', book, version],
      queryFn: () => api.call(studyCalls.markedChapters, { query: { book, version } }),
      enabled: signedIn,
      staleTime: 30_000,
    })),
  });
  const fromAccount = answers.map((answer) => answer.data?.chapters.join(',') ?? '').join('|');
  const view = useMemo(() => {
    const keys = new Set<string>();
    books.forEach((book, index) => {
      const moved = summaries.data?.books.find((summary) => summary.osis === book)?.movedFromKjv;
      const fromDevice = localMarkedChapters(
        signedIn ? waiting : local,
        book,
        version,
        numbered ? moved : [],
      );
      for (const chapter of signedIn ? (answers[index]?.data?.chapters ?? []) : [])
        keys.add(chapterKey(book, chapter));
      for (const chapter of fromDevice) keys.add(chapterKey(book, chapter));
    });
    return keys;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the account's answers are compared by their chapters.
  }, [books.join(','), signedIn, local, waiting, fromAccount, version, numbered, summaries.data]);
  useEffect(() => onChange(view), [view, onChange]);
  return null;
}
