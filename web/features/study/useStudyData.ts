import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { BOOKS, type BookInfo } from '../../../core/bible/books';
import { studyCalls, studyExportPath } from '../../../core/api/study.requests';
import {
  filterMarks,
  renameTag,
  sortMarks,
  tagCounts,
  type MarkFilters,
  type MarkOrder,
} from '../../../core/study/mark-list';
import { parseOsisRef, parseTags, type Mark } from '../../../core/study/marks';
import { failureMessage } from '../../api/client';
import { useApi } from '../../api/context';
import { STUDY_KEY, type MarksStore } from './useMarks';

const PAGE = 50;

/** What /study lists and does, from the browser's marks or the account's (filtered and paged by the server). */
export interface StudyData {
  listed: readonly Mark[];
  total: number;
  hasMore: boolean;
  more: () => void;
  loading: boolean;
  tags: readonly { tag: string; count: number }[];
  books: readonly BookInfo[];
  renameTag: (from: string, to: string) => Promise<number>;
  /** The address of an export, for the account; undefined for the browser's (made here). */
  exportHref: (format: 'json' | 'markdown' | 'csv' | 'docx') => string | undefined;
  /** Imports our JSON into the account; undefined for the browser (checked and added here). */
  importJson: ((raw: string) => Promise<number>) | undefined;
}

function useBrowserStudy(store: MarksStore, filters: MarkFilters, order: MarkOrder, on: boolean): StudyData {
  const [shown, setShown] = useState(PAGE);
  const all = useMemo(
    () => (on ? sortMarks(filterMarks(store.marks, filters), order) : []),
    [on, store.marks, filters, order],
  );
  const books = useMemo(() => {
    const held = new Set(store.marks.map((mark) => parseOsisRef(mark.ref)?.book));
    return BOOKS.filter((entry) => held.has(entry.osis));
  }, [store.marks]);
  return {
    listed: all.slice(0, shown),
    total: all.length,
    hasMore: all.length > shown,
    more: () => setShown(shown + PAGE),
    loading: false,
    tags: tagCounts(store.marks),
    books,
    renameTag: async (from, to) => {
      const target = parseTags(to)[0];
      if (!target) return 0;
      const carrying = store.marks.filter((mark) => mark.tags.includes(from));
      await Promise.all(
        carrying.map((mark) => store.update(mark, { tags: renameTag(mark.tags, from, target) })),
      );
      return carrying.length;
    },
    exportHref: () => undefined,
    importJson: undefined,
  };
}

function useAccountStudy(filters: MarkFilters, order: MarkOrder, on: boolean): StudyData {
  const api = useApi();
  const client = useQueryClient();
  const query = {
    kind: filters.kind,
    color: filters.color,
    tag: filters.tag,
    book: filters.book,
    q: filters.text?.trim() || undefined,
    order,
  };
  const list = useInfiniteQuery({
    queryKey: [...STUDY_KEY, 'list', query],
    queryFn: ({ pageParam }) => api.call(studyCalls.marks, { query: { ...query, page: pageParam } }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((sum, page) => sum + page.marks.length, 0) < last.total ? pages.length + 1 : undefined,
    enabled: on,
  });
  const tags = useQuery({
    queryKey: [...STUDY_KEY, 'tags'],
    queryFn: () => api.call(studyCalls.tags),
    enabled: on,
  });
  const listed = useMemo(() => list.data?.pages.flatMap((page) => page.marks) ?? [], [list.data]);
  return {
    listed,
    total: list.data?.pages[0]?.total ?? 0,
    hasMore: list.hasNextPage,
    more: () => void list.fetchNextPage(),
    loading: list.isPending,
    tags: tags.data?.tags ?? [],
    books: BOOKS,
    renameTag: async (from, to) => {
      const before = tags.data?.tags.find((entry) => entry.tag === from)?.count ?? 0;
      await api.call(studyCalls.changeTag, { params: { tag: from }, body: { name: to } });
      await client.invalidateQueries({ queryKey: STUDY_KEY });
      return before;
    },
    exportHref: (format) => `${studyExportPath}?format=${format}`,
    importJson: async (raw) => {
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch (error) {
        throw new Error('file: The file is not JSON (is it cut short?).', { cause: error });
      }
      try {
        const answer = await api.call(studyCalls.importMarks, { body });
        await client.invalidateQueries({ queryKey: STUDY_KEY });
        return answer.added;
      } catch (error) {
        throw new Error(failureMessage(error, 'The import failed.'), { cause: error });
      }
    },
  };
}

/** The study page's data: the account's once signed in, else the browser's. */
export function useStudyData(store: MarksStore, filters: MarkFilters, order: MarkOrder): StudyData {
  const account = store.keptIn === 'account';
  const browser = useBrowserStudy(store, filters, order, !account);
  const server = useAccountStudy(filters, order, account);
  return account ? server : browser;
}
