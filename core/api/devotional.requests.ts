import { call } from './contract';
import type {
  CommentaryResponse,
  DailyReading,
  DevotionalPreferences,
  HistoryResponse,
  PlansResponse,
  PreferencesBody,
  SaveNotesBody,
  SaveNotesResponse,
} from './devotional';
/** The commentary page's query: the module and the verse, as the page's own address names them. */
export type CommentaryQuery = { module: string; book: string; chapter: string; verse: string };

/** The devotional's requests (decision 275). */
export const devotionalCalls = {
  dailyReading: call('GET', '/api/devotional/daily-reading')
    .query<{ date: string; planType?: string; start?: string; day?: number }>()
    .answer<DailyReading>(),
  plans: call('GET', '/api/devotional/plans').answer<PlansResponse>(),
  preferences: call('GET', '/api/devotional/preferences').answer<DevotionalPreferences>(),
  savePreferences: call('POST', '/api/devotional/preferences')
    .body<PreferencesBody>()
    .answer<DevotionalPreferences>(),
  history: call('GET', '/api/devotional/history')
    .query<{ q?: string; cursor?: string }>()
    .answer<HistoryResponse>(),
  saveNotes: call('POST', '/api/devotional/save-notes').body<SaveNotesBody>().answer<SaveNotesResponse>(),
  createCalendar: call('POST', '/api/devotional/calendar').answer<{ url: string | null }>(),
  revokeCalendar: call('DELETE', '/api/devotional/calendar').answer<{ url: string | null }>(),
  commentary: call('GET', '/api/devotional/commentary').query<CommentaryQuery>().answer<CommentaryResponse>(),
};
