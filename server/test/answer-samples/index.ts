import { randomBytes } from 'node:crypto';
import { ACCOUNT_SAMPLES } from './account';
import { BIBLE_DATA_SAMPLES } from './bible-data';
import { SETTINGS_SAMPLES } from './settings';
import { SITE_CONTENT_SAMPLES } from './site-content';
import { MAIL_SAMPLES } from './mail';
import { JOBS_SAMPLES } from './jobs';
import { TIMELINE_SAMPLES } from './timeline';
import { CURRICULUM_SAMPLES } from './curriculum';
import { BOT_SAMPLES } from './bot';
import { DEVOTIONAL_SAMPLES } from './devotional';
import { DONATIONS_SAMPLES } from './donations';
import { CROSS_REFERENCE_SAMPLES } from './cross-references';
import { GRAMMAR_SAMPLES } from './grammar';
import { COMMENTARY_SAMPLES } from './commentary';
import { DICTIONARY_SAMPLES } from './dictionary';
import { STUDY_MARK_SAMPLES, VERSE_ALL_SAMPLES } from './study';
import { uniqueUsername } from '../factories';

/** A reader signed in through the real API, with the public id of the session the login started. */
export interface SampleReader {
  id: string;
  username: string;
  password: string;
  sessionId: string;
  cookie: string;
}

/** One request to a route and the status it must answer; the answer is then checked against the route's schema. */
export interface AnswerSample {
  url: string;
  status: number;
  /** Who asks: nobody (default), the reader every sample shares, or a reader signed in for this sample alone. */
  as?: 'anonymous' | 'reader' | 'fresh reader' | 'admin';
  /**
   * The body, or a function of the reader who asks (the shared reader when nobody signed in asks); a Buffer
   * is sent as it is (a multipart form, with its content-type in `headers`).
   */
  payload?: object | ((asker: SampleReader) => object);
  headers?: Record<string, string>;
  /** The answer's content type when it is not JSON (audio). */
  contentType?: string;
  /** The answer is a download: it must carry `content-disposition: attachment`. */
  attachment?: boolean;
}

const newPassword = () => `pw-${randomBytes(8).toString('hex')}`;

/**
 * A valid request (and some failing ones) for every API route, keyed `METHOD /route/:pattern`, run on the
 * reader's fixtures (server/test/fixtures/reader.ts), the special edition and the scholarly lexicons. A new
 * route must be added here: the walk fails for a registered route without samples.
 */
export const ANSWER_SAMPLES: Record<string, AnswerSample[]> = {
  'GET /api/health': [{ url: '/api/health', status: 200 }],
  // A test app is never marked ready: that is the start command's step (server/main.ts).
  'GET /api/ready': [{ url: '/api/ready', status: 503 }],
  'GET /api/site': [{ url: '/api/site', status: 200 }],
  'GET /api/user': [
    { url: '/api/user', status: 200, as: 'reader' },
    { url: '/api/user', status: 401 },
  ],
  'GET /api/session': [
    { url: '/api/session', status: 200, as: 'reader' },
    { url: '/api/session', status: 200 },
  ],
  'POST /api/login': [
    {
      url: '/api/login',
      status: 200,
      payload: (reader) => ({ username: reader.username, password: reader.password }),
    },
    {
      url: '/api/login',
      status: 401,
      payload: (reader) => ({ username: reader.username, password: 'wrong' }),
    },
    { url: '/api/login', status: 400, payload: { username: '' } },
  ],
  'POST /api/register': [
    {
      url: '/api/register',
      status: 201,
      payload: () => ({ username: uniqueUsername(), password: newPassword() }),
    },
    {
      url: '/api/register',
      status: 409,
      payload: (reader) => ({ username: reader.username, password: newPassword() }),
    },
    { url: '/api/register', status: 400, payload: { username: 'a', password: newPassword() } },
    {
      url: '/api/register',
      status: 201,
      payload: () => ({ username: uniqueUsername(), password: newPassword(), email: 'new@example.org' }),
    },
    {
      url: '/api/register',
      status: 400,
      payload: () => ({ username: uniqueUsername(), password: newPassword(), email: 'new@example.org\n' }),
    },
  ],
  'POST /api/user/password': [
    {
      url: '/api/user/password',
      status: 200,
      as: 'fresh reader',
      payload: (asker) => ({ currentPassword: asker.password, newPassword: newPassword() }),
    },
    {
      url: '/api/user/password',
      status: 401,
      payload: { currentPassword: 'anything', newPassword: newPassword() },
    },
    {
      url: '/api/user/password',
      status: 400,
      as: 'fresh reader',
      payload: (asker) => ({ currentPassword: asker.password, newPassword: 'password' }),
    },
  ],
  'POST /api/logout': [
    { url: '/api/logout', status: 200, as: 'fresh reader' },
    { url: '/api/logout', status: 403, as: 'fresh reader', headers: { 'sec-fetch-site': 'cross-site' } },
  ],
  'GET /api/versions': [{ url: '/api/versions', status: 200 }],
  'GET /api/search-strongs': [
    { url: '/api/search-strongs?q=God', status: 200 },
    { url: '/api/search-strongs?q=God&includeStrongs=true', status: 200 },
    { url: '/api/search-strongs?q=God&version=all', status: 200 },
    { url: '/api/search-strongs?q=Genesis%201%3A1', status: 200 },
    { url: `/api/search-strongs?q=${'x'.repeat(501)}`, status: 400 },
    { url: '/api/search-strongs?q=God&version=nkjv', status: 404 },
    // The reader's own marks (decision 333): a visitor is told to sign in; a reader's bad colour is a 400.
    { url: '/api/search-strongs?q=God%20tag%3Asermon', status: 401 },
    { url: '/api/search-strongs?q=God%20tag%3Asermon', status: 200, as: 'reader' },
    { url: '/api/search-strongs?q=highlight%3Amagenta', status: 400, as: 'reader' },
  ],
  'GET /api/rstne/search': [
    { url: '/api/rstne/search?q=Elohim', status: 200 },
    { url: '/api/rstne/search?query=loved&includeStrongs=true', status: 200 },
    { url: '/api/rstne/search?q=bookmark%3A', status: 401 },
  ],
  'GET /api/strongs/search-by-number/:number': [
    { url: '/api/strongs/search-by-number/H430', status: 200 },
    { url: '/api/strongs/search-by-number/xyz', status: 400 },
  ],
  'POST /api/analytics/search': [
    {
      url: '/api/analytics/search',
      status: 201,
      payload: { searchTerm: 'light', resultCount: 3, searchType: 'strongs' },
    },
    { url: '/api/analytics/search', status: 400, payload: { searchTerm: 'light' } },
  ],
  'GET /api/strongs/definition/:number': [
    { url: '/api/strongs/definition/H7225', status: 200 },
    { url: '/api/strongs/definition/G25', status: 200 },
    { url: '/api/strongs/definition/xyz', status: 400 },
    { url: '/api/strongs/definition/H9999', status: 404 },
  ],
  'GET /api/static-strongs/:number': [
    { url: '/api/static-strongs/H430', status: 200 },
    { url: '/api/static-strongs/H9999', status: 404 },
  ],
  // The versions and the lexicon a browser keeps offline (decision 415); a pack's file is checked whole in
  // server/offline/offline-packs.test.ts (it is sent compressed, as a file).
  'GET /api/offline/packs': [{ url: '/api/offline/packs', status: 200 }],
  'GET /api/offline/packs/:file': [{ url: '/api/offline/packs/kjv.0000000000000000.json', status: 404 }],
  'GET /api/concordance/search': [
    { url: '/api/concordance/search?q=first', status: 200 },
    { url: '/api/concordance/search?language=latin', status: 400 },
  ],
  'GET /api/concordance/hebrew': [{ url: '/api/concordance/hebrew?limit=5', status: 200 }],
  'GET /api/concordance/greek': [{ url: '/api/concordance/greek?q=love', status: 200 }],
  'GET /api/concordance/:number': [
    { url: '/api/concordance/H430', status: 200 },
    // The second time the answer is kept, and sent as the JSON written when it was kept (decision 053).
    { url: '/api/concordance/H430', status: 200 },
    { url: '/api/concordance/G25?page=1&limit=5', status: 200 },
    { url: '/api/concordance/xyz', status: 400 },
    { url: '/api/concordance/H9999', status: 404 },
  ],
  'GET /api/hebrew/words': [
    { url: '/api/hebrew/words', status: 200 },
    { url: '/api/hebrew/words?limit=0', status: 400 },
  ],
  'GET /api/hebrew/verbs': [{ url: '/api/hebrew/verbs?limit=10', status: 200 }],
  'GET /api/hebrew/occurrences': [
    { url: '/api/hebrew/occurrences?strongs=H1254,H430,H9999', status: 200 },
    { url: '/api/hebrew/occurrences?strongs=G25', status: 400 },
  ],
  // Marked before they are listed, so that the list has a card to check.
  'PUT /api/hebrew/known-cards': [
    {
      url: '/api/hebrew/known-cards',
      status: 200,
      as: 'reader',
      payload: { deck: 'words', cardId: 'H430', known: true },
    },
    {
      url: '/api/hebrew/known-cards',
      status: 400,
      as: 'reader',
      payload: { deck: 'cards', cardId: '1', known: true },
    },
    { url: '/api/hebrew/known-cards', status: 401, payload: { deck: 'words', cardId: 'H430', known: true } },
  ],
  'GET /api/hebrew/known-cards': [
    { url: '/api/hebrew/known-cards', status: 200, as: 'reader' },
    { url: '/api/hebrew/known-cards', status: 401 },
  ],
  'GET /api/hebrew-audio': [
    { url: `/api/hebrew-audio?text=${encodeURIComponent('שָׁלוֹם')}`, status: 200, contentType: 'audio/mpeg' },
    { url: '/api/hebrew-audio?text=shalom', status: 400 },
  ],
  'GET /api/bible/:version': [
    { url: '/api/bible/kjv', status: 200 },
    { url: '/api/bible/wlc', status: 200 },
    { url: '/api/bible/nkjv', status: 404 },
  ],
  'GET /api/bible/:version/:book/:chapter': [
    { url: '/api/bible/kjv/Gen/1', status: 200 },
    { url: '/api/bible/wlc/Gen/32', status: 200 },
    { url: '/api/bible/klingon/Gen/1', status: 400 },
    { url: '/api/bible/kjv/Gen/4', status: 404 },
  ],
  'GET /api/interlinear/:book/:chapter': [
    { url: '/api/interlinear/Gen/1', status: 200 },
    { url: '/api/interlinear/Gen/31', status: 200 },
    { url: '/api/interlinear/John/3?source=sblgnt', status: 200 },
    { url: '/api/interlinear/Gen/1?source=tr', status: 400 },
  ],
  'POST /api/reference-lookup/batch': [
    {
      url: '/api/reference-lookup/batch',
      status: 200,
      payload: { references: ['Genesis 1:1', 'Genesis 1:31'] },
    },
    {
      url: '/api/reference-lookup/batch',
      status: 200,
      payload: { references: ['Genesis 31:55', 'Genesis 1:1-2', 'John 3:16'], version: 'wlc', from: 'kjv' },
    },
    { url: '/api/reference-lookup/batch', status: 400, payload: { references: 'Genesis 1:1' } },
    {
      url: '/api/reference-lookup/batch',
      status: 404,
      payload: { references: ['Genesis 1:1'], version: 'nkjv' },
    },
  ],
  'GET /api/rstne/verse/:book/:chapter/:verse': [
    { url: '/api/rstne/verse/Gen/1/1', status: 200 },
    { url: '/api/rstne/verse/Gen/1/31', status: 404 },
  ],
  'GET /api/strongs/verse/:book/:chapter/:verse': [
    { url: '/api/strongs/verse/Gen/1/1', status: 200 },
    { url: '/api/strongs/verse/John/3/16?version=tr', status: 200 },
    { url: '/api/strongs/verse/Hezekiah/1/1', status: 400 },
  ],
  'POST /api/dev-session': [{ url: '/api/dev-session', status: 201, payload: { timestamp: 1 } }],
  'POST /api/refresh-session': [
    {
      url: '/api/refresh-session',
      status: 200,
      as: 'reader',
      payload: (reader) => ({ sessionId: reader.sessionId, userId: reader.id }),
    },
    { url: '/api/refresh-session', status: 401, payload: { sessionId: 'x', userId: 'y' } },
  ],
  'GET /api/dev/stats': [{ url: '/api/dev/stats', status: 200 }],
  ...BIBLE_DATA_SAMPLES,
  ...SETTINGS_SAMPLES,
  ...SITE_CONTENT_SAMPLES,
  ...MAIL_SAMPLES,
  ...JOBS_SAMPLES,
  ...ACCOUNT_SAMPLES,
  ...TIMELINE_SAMPLES,
  ...CURRICULUM_SAMPLES,
  ...BOT_SAMPLES,
  ...DEVOTIONAL_SAMPLES,
  ...DONATIONS_SAMPLES,
  ...CROSS_REFERENCE_SAMPLES,
  ...GRAMMAR_SAMPLES,
  ...COMMENTARY_SAMPLES,
  ...DICTIONARY_SAMPLES,
  ...STUDY_MARK_SAMPLES,
  ...VERSE_ALL_SAMPLES,
};
