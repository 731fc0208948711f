import { addLocalMark, removeLocalMarks, updateLocalMark, useLocalMarks } from './localMarks';
import type { Mark, NewMark } from '../../../core/study/marks';

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

/** The reader's marks: the browser's until the server's study calls are wired in for a signed-in reader. */
export function useMarks(_place?: MarksPlace): MarksStore {
  return useBrowserMarks();
}
