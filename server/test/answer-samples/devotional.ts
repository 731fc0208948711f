import type { AnswerSample } from './index';

const preferences = {
  readingPlan: 'gospels',
  topics: ['Faith', 'Hope'],
  reminderTime: '07:30',
  emailReminders: true,
  favoriteTranslation: 'KJV',
  timeZone: 'Europe/Paris',
};
const notes = {
  date: '2026-01-01',
  title: 'God creates heaven and earth',
  scripture: 'Genesis 1-3',
  reflection: 'The first verse of the Bible',
  prayer: 'Amen.',
  category: 'Law',
  personalNotes: 'Light first.',
};

/** Samples of the devotional calls (issue 19) for the answer walk. */
export const DEVOTIONAL_SAMPLES: Record<string, AnswerSample[]> = {
  'GET /api/devotional/daily-reading': [
    { url: '/api/devotional/daily-reading?planType=oneyear&date=2026-01-01', status: 200 },
    { url: '/api/devotional/daily-reading?planType=psalms', status: 200, as: 'reader' },
    { url: '/api/devotional/daily-reading?planType=custom', status: 404 },
    { url: '/api/devotional/daily-reading?planType=yearly', status: 400 },
  ],
  'GET /api/devotional/plans': [
    { url: '/api/devotional/plans', status: 200 },
    { url: '/api/devotional/plans', status: 200, as: 'reader' },
  ],
  'GET /api/devotional/commentary': [
    { url: '/api/devotional/commentary?module=mhcc&book=John&chapter=3&verse=1', status: 200 },
    { url: '/api/devotional/commentary?module=tdavid&book=Ps&chapter=23&verse=1', status: 200 },
    { url: '/api/devotional/commentary?module=tdavid&book=John&chapter=3&verse=1', status: 404 },
    { url: '/api/devotional/commentary?module=other&book=John&chapter=3&verse=1', status: 400 },
  ],
  'GET /api/devotional/preferences': [
    { url: '/api/devotional/preferences', status: 200, as: 'reader' },
    { url: '/api/devotional/preferences', status: 401 },
  ],
  'POST /api/devotional/preferences': [
    { url: '/api/devotional/preferences', status: 200, as: 'fresh reader', payload: preferences },
    {
      url: '/api/devotional/preferences',
      status: 400,
      as: 'reader',
      payload: { ...preferences, reminderTime: '7' },
    },
    { url: '/api/devotional/preferences', status: 401, payload: preferences },
  ],
  'GET /api/devotional/history': [
    { url: '/api/devotional/history?q=light', status: 200, as: 'reader' },
    { url: '/api/devotional/history', status: 401 },
  ],
  'POST /api/devotional/save-notes': [
    { url: '/api/devotional/save-notes', status: 200, as: 'fresh reader', payload: notes },
    {
      url: '/api/devotional/save-notes',
      status: 400,
      as: 'reader',
      payload: { ...notes, personalNotes: 'x'.repeat(10_001) },
    },
    { url: '/api/devotional/save-notes', status: 401, payload: notes },
  ],
  'POST /api/devotional/calendar': [
    { url: '/api/devotional/calendar', status: 200, as: 'fresh reader' },
    { url: '/api/devotional/calendar', status: 401 },
  ],
  'DELETE /api/devotional/calendar': [
    { url: '/api/devotional/calendar', status: 200, as: 'fresh reader' },
    { url: '/api/devotional/calendar', status: 401 },
  ],
  'GET /api/devotional/calendar/:file': [
    { url: '/api/devotional/calendar/aaaaaaaaaaaaaaaaaaaaaaaa.ics', status: 404 },
    { url: '/api/devotional/calendar/nope', status: 400 },
  ],
};
