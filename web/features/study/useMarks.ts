import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { MarkAnswer } from '../../../core/api/study';
import { studyCalls } from '../../../core/api/study.requests';
import { newMarkFields, parseOsisRef, type Mark, type NewMark } from '../../../core/study/marks';
import { useApi } from '../../api/context';
import { useUser } from '../auth/useUser';
import {
  addLocalMark,
  offlineMarkStore,
  removeLocalMarks,
  updateLocalMark,
  useLocalMarks,
  useMarkStore,
} from './localMarks';
import { kjvSpan, marksInChapter, type LocalMark, type ShownVerse } from './localPlaces';
import { browserOffline, isNetworkFailure, OfflineError } from './offlineMarks';

/** What a screen may do with the reader's marks, wherever they are kept. */
export interface MarksStore {
  /** The marks known here (the browser's, or the account's of the chapter asked for). */
  marks: readonly Mark[];
  /** `browser` for a reader who is not signed in; `account` once signed in. */
  keptIn: 'browser' | 'account';
  add: (mark: NewMark) => Promise<Mark | undefined>;
  update: (mark: Mark, change: Partial<Pick<Mark, 'color' | 'text' | 'tags'>>) => Promise<Mark | undefined>;
  remove: (marks: readonly Mark[]) => Promise<void>;
  /**
   * Of `marks`, those a signed-in reader made offline, kept on this device until they are sent (decision 414);
   * none for the browser's own store.
   */
  waiting: readonly Mark[];
}

/**
 * The marks of a store kept in the browser that a place shows: at a chapter whose verses are known, those over
 * the chapter in its numbering, and a new mark keeps its verses' KJV keys (decision 403); elsewhere (/study)
 * every mark as made.
 */
function useLocalMarksAt(local: readonly LocalMark[], place?: MarksPlace) {
  // Verses shown outside a chapter's answer (a search's results) come without their keys: marks as made.
  const chapter = place?.verses?.every((verse) => verse.id !== undefined) ? place : undefined;
  const verses = chapter?.verses;
  const marks = useMemo(
    () => (chapter && verses ? marksInChapter(local, { ...chapter, verses }) : local),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a place is a new object each render; its parts are not.
    [local, verses, chapter?.book, chapter?.chapter, chapter?.version],
  );
  const keysOf = (mark: NewMark) => {
    const range = parseOsisRef(mark.ref);
    if (!chapter || !verses || !range) return undefined;
    return range.book === chapter.book && range.chapter === chapter.chapter
      ? kjvSpan(verses, range.from, range.to)
      : undefined;
  };
  return { marks, keysOf };
}

/** The browser's own store: marks of a reader who is not signed in (decision 320). */
export function useBrowserMarks(place?: MarksPlace): MarksStore {
  const { marks, keysOf } = useLocalMarksAt(useLocalMarks(), place);
  return {
    marks,
    keptIn: 'browser',
    waiting: NONE,
    add: (mark) => Promise.resolve(addLocalMark({ ...mark, ...keysOf(mark) })),
    update: (mark, change) => Promise.resolve(updateLocalMark(mark.id, change)),
    remove: (list) => {
      removeLocalMarks(list.map((mark) => mark.id));
      return Promise.resolve();
    },
  };
}

/** Where the marks shown are: a chapter of a version (the account's answer maps them to its numbering). */
export interface MarksPlace {
  book: string;
  chapter: number;
  version: string;
  /** The chapter's verses with their KJV keys, where known: the browser's marks are placed by them. */
  verses?: readonly ShownVerse[];
}

const NONE: Mark[] = [];

/** Every query of the reader's marks starts so; a change asks them all again. */
export const STUDY_KEY = ['study'] as const;

/**
 * The signed-in reader's marks of one chapter, in the numbering of the version read (the server maps them
 * through the versification maps): GET /api/study/marks?ref=John.3&version=…, never kept by the server render.
 * Offline (the browser says so, or a call gets no answer), a new mark is kept on this device under the
 * reader's id and shown at once; a mark made so is changed or removed there; a mark of the account is not
 * changed until the connection is back, and the reader is told so (decision 414).
 */
function useAccountMarks(place: MarksPlace | undefined, userId: string | undefined): MarksStore {
  const api = useApi();
  const client = useQueryClient();
  const offline = userId === undefined ? undefined : offlineMarkStore(userId);
  const { marks: waiting, keysOf } = useLocalMarksAt(useMarkStore(offline), place);
  const chapter = useQuery({
    queryKey: [...STUDY_KEY, 'chapter', place?.book, place?.chapter, place?.version],
    queryFn: () =>
      api.call(studyCalls.marks, {
        query: { ref: `${place!.book}.${place!.chapter}`, version: place!.version },
      }),
    enabled: userId !== undefined && place !== undefined,
    staleTime: 30_000,
  });
  const changed = () => client.invalidateQueries({ queryKey: STUDY_KEY });
  const fromAccount = (chapter.data?.marks ?? NONE) as readonly MarkAnswer[];
  const marks = useMemo(
    () => (waiting.length ? [...fromAccount, ...waiting] : fromAccount),
    [fromAccount, waiting],
  );
  const isWaiting = (mark: Mark) => waiting.some((each) => each.id === mark.id);
  const keep = (mark: NewMark) => offline?.add({ ...mark, ...keysOf(mark) });
  /** A call to the account; no answer (offline) becomes the reader's sentence, any other failure stays. */
  const reach = async <T>(send: () => Promise<T>): Promise<T> => {
    if (browserOffline()) throw new OfflineError();
    try {
      return await send();
    } catch (error) {
      throw isNetworkFailure(error) ? new OfflineError({ cause: error }) : error;
    }
  };
  return {
    marks,
    keptIn: 'account',
    waiting,
    add: async (mark) => {
      if (browserOffline()) return keep(mark);
      let answer: { mark: MarkAnswer };
      try {
        answer = await api.call(studyCalls.addMark, {
          body: newMarkFields(mark),
        });
      } catch (error) {
        // The account may have it already (the answer was lost): the merge that sends it skips the same mark.
        if (isNetworkFailure(error)) return keep(mark);
        throw error;
      }
      await changed();
      return answer.mark;
    },
    update: async (mark, change) => {
      if (isWaiting(mark)) return offline?.update(mark.id, change);
      const revision = (mark as Partial<MarkAnswer>).revision ?? 1;
      const answer = await reach(() =>
        api.call(studyCalls.changeMark, { params: { id: mark.id }, body: { revision, ...change } }),
      );
      await changed();
      return answer.mark;
    },
    remove: async (list) => {
      const here = list.filter(isWaiting);
      const there = list.filter((mark) => !isWaiting(mark));
      if (there.length) {
        // The account's first: offline, they stay and so do the marks of this device chosen with them.
        for (const mark of there)
          await reach(() => api.call(studyCalls.removeMark, { params: { id: mark.id } }));
        await changed();
      }
      offline?.remove(here.map((mark) => mark.id));
    },
  };
}

/** The reader's marks: the account's once signed in, else the browser's (decision 320). */
export function useMarks(place?: MarksPlace): MarksStore {
  const { data: user } = useUser();
  const browser = useBrowserMarks(place);
  const account = useAccountMarks(place, user?.id);
  return user ? account : browser;
}
