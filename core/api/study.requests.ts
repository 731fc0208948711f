import { call } from './contract';
import type {
  ChangeMarkBody,
  MarkAnswer,
  MarkedChaptersResponse,
  MarksQuery,
  MarksResponse,
  MergeMarksResponse,
  NewMarkBody,
  StudyTagsResponse,
} from './study';

/** A reader's saved verses (issue 37, decision 315). */
export const studyCalls = {
  marks: call('GET', '/api/study/marks').query<MarksQuery>().answer<MarksResponse>(),
  markedChapters: call('GET', '/api/study/chapters')
    .query<{ book: string; version?: string }>()
    .answer<MarkedChaptersResponse>(),
  addMark: call('POST', '/api/study/marks').body<NewMarkBody>().answer<{ mark: MarkAnswer }>(),
  changeMark: call('PATCH', '/api/study/marks/:id').body<ChangeMarkBody>().answer<{ mark: MarkAnswer }>(),
  removeMark: call('DELETE', '/api/study/marks/:id').answer<{ ok: true }>(),
  mergeMarks: call('POST', '/api/study/marks/merge')
    .body<{ marks: NewMarkBody[] }>()
    .answer<MergeMarksResponse>(),
  tags: call('GET', '/api/study/tags').answer<StudyTagsResponse>(),
  changeTag: call('PATCH', '/api/study/tags/:tag')
    .body<{ name?: string; group?: string }>()
    .answer<StudyTagsResponse>(),
  importMarks: call('POST', '/api/study/import').body<unknown>().answer<{ added: number }>(),
};

/** The export's address (a download, not a JSON call): `/api/study/export?format=csv`. */
export const studyExportPath = '/api/study/export';
