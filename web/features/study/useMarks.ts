import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MarkAnswer } from '../../../core/api/study';
import { studyCalls } from '../../../core/api/study.requests';
import type { Mark, NewMark } from '../../../core/study/marks';
import { useApi } from '../../api/context';
import { useUser } from '../auth/useUser';
import { addLocalMark, removeLocalMarks, updateLocalMark, useLocalMarks } from './localMarks';

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

/** The browser's own store: marks of a reader who is not signed in (decision 320). */
export function useBrowserMarks(): MarksStore {
  const marks = useLocalMarks();
  return {
    marks,
    keptIn: 'browser',
    add: (mark) => Promise.resolve(addLocalMark(mark)),
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
  const browser = useBrowserMarks();
  const account = useAccountMarks(place, signedIn);
  return signedIn ? account : browser;
}
