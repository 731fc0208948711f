import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { MarkAnswer } from '../../../core/api/study';
import { studyCalls } from '../../../core/api/study.requests';
import { parseOsisRef, type Mark, type NewMark } from '../../../core/study/marks';
import { useApi } from '../../api/context';
import { useUser } from '../auth/useUser';
import { addLocalMark, removeLocalMarks, updateLocalMark, useLocalMarks } from './localMarks';
import { kjvSpan, marksInChapter, type ShownVerse } from './localPlaces';

/** What a screen may do with the reader's marks, wherever they are kept. */
export interface MarksStore {
  /** The marks known here (the browser's, or the account's of the chapter asked for). */
  marks: readonly Mark[];
  /** `browser` for a reader who is not signed in; `account` once signed in. */
  keptIn: 'browser' | 'account';
  add: (mark: NewMark) => Promise<Mark | undefined>;
  update: (mark: Mark, change: Partial<Pick<Mark, 'color' | 'text' | 'tags'>>) => Promise<Mark | undefined>;
  remove: (marks: readonly Mark[]) => Promise<void>;
}

/**
 * The browser's own store: marks of a reader who is not signed in (decision 320). At a chapter whose verses are
 * known, its marks are those over the chapter in its numbering, and a new mark keeps its verses' KJV keys
 * (decision 403); elsewhere (/study) every mark as made.
 */
export function useBrowserMarks(place?: MarksPlace): MarksStore {
  const local = useLocalMarks();
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
  return {
    marks,
    keptIn: 'browser',
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

/** Every query of the reader's marks starts so; a change asks them all again. */
export const STUDY_KEY = ['study'] as const;

const NONE: Mark[] = [];

/**
 * The signed-in reader's marks of one chapter, in the numbering of the version read (the server maps them
 * through the versification maps): GET /api/study/marks?ref=John.3&version=…, never kept by the server render.
 */
function useAccountMarks(place: MarksPlace | undefined, enabled: boolean): MarksStore {
  const api = useApi();
  const client = useQueryClient();
  const chapter = useQuery({
    queryKey: [...STUDY_KEY, 'chapter', place?.book, place?.chapter, place?.version],
    queryFn: () =>
      api.call(studyCalls.marks, {
        query: { ref: `${place!.book}.${place!.chapter}`, version: place!.version },
      }),
    enabled: enabled && place !== undefined,
    staleTime: 30_000,
  });
  const changed = () => client.invalidateQueries({ queryKey: STUDY_KEY });
  const marks = (chapter.data?.marks ?? NONE) as readonly MarkAnswer[];
  return {
    marks,
    keptIn: 'account',
    add: async (mark) => {
      const answer = await api.call(studyCalls.addMark, {
        body: {
          kind: mark.kind,
          ref: mark.ref,
          ...(mark.version ? { version: mark.version } : {}),
          ...(mark.color ? { color: mark.color } : {}),
          ...(mark.text !== undefined ? { text: mark.text } : {}),
          tags: mark.tags,
          ...(mark.strongs ? { strongs: mark.strongs } : {}),
        },
      });
      await changed();
      return answer.mark;
    },
    update: async (mark, change) => {
      const revision = (mark as Partial<MarkAnswer>).revision ?? 1;
      const answer = await api.call(studyCalls.changeMark, {
        params: { id: mark.id },
        body: { revision, ...change },
      });
      await changed();
      return answer.mark;
    },
    remove: async (list) => {
      for (const mark of list) await api.call(studyCalls.removeMark, { params: { id: mark.id } });
      await changed();
    },
  };
}

/** The reader's marks: the account's once signed in, else the browser's (decision 320). */
export function useMarks(place?: MarksPlace): MarksStore {
  const { data: user } = useUser();
  const signedIn = !!user;
  const browser = useBrowserMarks(place);
  const account = useAccountMarks(place, signedIn);
  return signedIn ? account : browser;
}
