import { SEARCH_LIMIT_MESSAGES } from '../core/search/limits';

/**
 * Every error the API answers with, in one place, each with a stable id. Routes and services throw these;
 * the one error handler turns them into `{ message }` with the right status.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Headers the answer carries besides the message, such as Retry-After. */
    readonly headers: Readonly<Record<string, string>> = {},
    /** What the reader probably meant (`Ezekiel 4:2` for `Hezekiah 4:2`), sent as the answer's `suggestions`. */
    readonly suggestions?: readonly string[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const errors = {
  notSignedIn: () => new AppError(401, 'not_signed_in', 'Not signed in'),
  /** A search naming the reader's own marks (`tag:sermon`) by a visitor (decision 333). */
  signInToSearchMarks: () =>
    new AppError(
      401,
      'sign_in_to_search_marks',
      'Sign in to search your own notes, tags, highlights and bookmarks',
    ),
  adminOnly: () => new AppError(403, 'admin_only', 'Administrator access is required'),
  passwordChangeRequired: () =>
    new AppError(
      403,
      'password_change_required',
      'Choose a new password before using the admin area (POST /api/user/password)',
    ),
  forbiddenOrigin: () => new AppError(403, 'forbidden_origin', 'Cross-origin requests may not change data'),
  invalidCredentials: () => new AppError(401, 'invalid_credentials', 'Invalid username or password'),
  usernameTaken: () => new AppError(409, 'username_taken', 'That username is already taken'),
  tooManyLoginAttempts: (retryAfterSeconds: number) =>
    new AppError(
      429,
      'too_many_login_attempts',
      `Too many login attempts. Please wait ${waitingTime(retryAfterSeconds)} and try again.`,
      { 'retry-after': String(retryAfterSeconds) },
    ),
  commonPassword: () =>
    new AppError(
      400,
      'common_password',
      'This password is one of the most common passwords, which are tried first by anyone guessing. Please choose another.',
    ),
  wrongCurrentPassword: () =>
    new AppError(400, 'wrong_current_password', 'The current password is not correct'),
  tooManyConfirmationMails: () =>
    new AppError(
      429,
      'too_many_confirmation_mails',
      'Too many confirmation emails asked for. Please wait an hour and try again.',
      { 'retry-after': '3600' },
    ),
  tooManyMailsToAddress: () =>
    new AppError(
      429,
      'too_many_mails_to_address',
      'Too many confirmation emails have been sent to this address today. Please try again tomorrow.',
      { 'retry-after': '86400' },
    ),
  siteMailLimitReached: () =>
    new AppError(
      429,
      'site_mail_limit_reached',
      'The site has sent as many confirmation emails as it may this hour. Please try again in an hour.',
      { 'retry-after': '3600' },
    ),
  sessionNotFound: () => new AppError(404, 'session_not_found', 'No such session of yours'),
  timelineEventNotFound: () => new AppError(404, 'timeline_event_not_found', 'No such event of yours'),
  offlinePackNotFound: () =>
    new AppError(
      404,
      'offline_pack_not_found',
      'No such offline pack: ask /api/offline/packs for the current ones',
    ),
  markNotFound: () => new AppError(404, 'mark_not_found', 'No such mark of yours'),
  markChangedElsewhere: () =>
    new AppError(
      409,
      'mark_changed',
      'This mark was changed elsewhere (in another tab?) since you opened it: reload it to see the newer version before saving',
    ),
  studyLimitReached: (message: string) => new AppError(409, 'study_limit_reached', message),
  studentNotFound: () => new AppError(404, 'student_not_found', 'No such student of yours'),
  studentLimitReached: (message: string) => new AppError(409, 'student_limit_reached', message),
  devotionalEntriesFull: (max: number) =>
    new AppError(
      409,
      'devotional_entries_full',
      `Your history is full: an account keeps at most ${max.toLocaleString('en-US')} saved readings. Notes of readings already saved can still be changed.`,
    ),
  samePassword: () => new AppError(400, 'same_password', 'The new password must differ from the current one'),
  tooManyRequests: () => new AppError(429, 'too_many_requests', 'Too many requests. Please slow down.'),
  tooManyAtOnce: (max: number) =>
    new AppError(
      429,
      'too_many_at_once',
      `Too many requests at once: at most ${max} searches, look-ups or chapters from one address at a time`,
      { 'retry-after': '1' },
    ),
  serverBusy: () =>
    new AppError(503, 'server_busy', 'The server is busy. Please try again in a second.', {
      'retry-after': '1',
    }),
  /** The database server cannot be reached (a restart): nothing was written; try again shortly (decision 379). */
  databaseUnavailable: () =>
    new AppError(
      503,
      'database_unavailable',
      'The database cannot be reached right now: nothing was saved. Please try again in a few seconds.',
      { 'retry-after': '5' },
    ),
  routeNotFound: (method: string, url: string) =>
    new AppError(404, 'route_not_found', `No API route for ${method} ${url}`),
  validation: (message: string) => new AppError(400, 'validation', message),
  donationsNotSetUp: (otherWays: string) =>
    new AppError(503, 'donations_not_set_up', `Online giving is not set up yet. ${otherWays}`.trim()),
  paymentIntentFailed: () => new AppError(502, 'payment_intent_failed', 'Failed to create payment intent'),
  webhookSignatureInvalid: () =>
    new AppError(400, 'webhook_signature_invalid', 'The webhook signature could not be verified'),
  monthlyGiftNotFound: () => new AppError(404, 'monthly_gift_not_found', 'No such monthly gift of yours'),
  monthlyGiftCancelFailed: () =>
    new AppError(
      502,
      'monthly_gift_cancel_failed',
      'The monthly gift could not be cancelled. Please try again.',
    ),
  malformedJson: () => new AppError(400, 'malformed_json', 'The request body is not valid JSON'),
  bodyTooLarge: () => new AppError(413, 'body_too_large', 'The request body is too large'),
  unsupportedMediaType: () =>
    new AppError(415, 'unsupported_media_type', 'Send the request body as application/json'),
  badUrl: () => new AppError(400, 'bad_url', 'The address is not valid: check its percent-encoding'),
  urlPartTooLong: () => new AppError(414, 'url_part_too_long', 'A part of the address is too long'),
  headersTooLarge: () => new AppError(431, 'headers_too_large', 'The request headers are too large'),
  requestTimeout: () => new AppError(408, 'request_timeout', 'The request took too long to arrive'),
  unreadableRequest: () => new AppError(400, 'unreadable_request', 'The request could not be read'),
  nulCharacter: (field: string) =>
    new AppError(400, 'nul_character', `${field} must not contain a NUL character (\\u0000)`),
  hebrewTextTooLong: (max: number) =>
    new AppError(400, 'hebrew_text_too_long', `text must be at most ${max} characters`),
  invalidHebrewText: () =>
    new AppError(
      400,
      'invalid_hebrew_text',
      'text may contain only Hebrew letters, vowel points, cantillation, spaces, maqaf, geresh, gershayim and basic punctuation',
    ),
  speechBusy: (retryAfterSeconds: number) =>
    new AppError(
      503,
      'speech_busy',
      `Hebrew speech is busy. Please try again in ${retryAfterSeconds} seconds.`,
      { 'retry-after': String(retryAfterSeconds) },
    ),
  speechUnavailable: () =>
    new AppError(
      503,
      'speech_unavailable',
      'Hebrew speech is not available on this server (espeak-ng is not installed)',
    ),
  hebrewBibleNotInstalled: () =>
    new AppError(
      404,
      'hebrew_bible_not_installed',
      'The Hebrew Bible (WLC) is not installed on this site yet',
    ),
  tooManyKnownCards: (max: number) =>
    new AppError(400, 'too_many_known_cards', `You can mark at most ${max} cards as known`),
  queryTooLong: (max: number) => new AppError(400, 'query_too_long', SEARCH_LIMIT_MESSAGES.queryTooLong(max)),
  tooManySearchTerms: (max: number) =>
    new AppError(400, 'too_many_search_terms', SEARCH_LIMIT_MESSAGES.tooManyTerms(max)),
  tooManySearchPrefixes: (max: number) =>
    new AppError(400, 'too_many_search_prefixes', SEARCH_LIMIT_MESSAGES.tooManyPrefixes(max)),
  allVersionsLimit: (max: number) =>
    new AppError(400, 'limit_too_large', `limit must be at most ${max} when version is all`),
  invalidQuery: (message: string, suggestions?: readonly string[]) =>
    new AppError(400, 'invalid_query', message, {}, suggestions),
  unknownVersion: (code: string) =>
    new AppError(400, 'unknown_version', `Unknown version "${code}". See /api/versions for the list.`),
  versionNotInstalled: (name: string, licensed = true) =>
    new AppError(
      404,
      'version_not_installed',
      licensed
        ? `${name} is not installed. An administrator who holds a licence can import it.`
        : `${name} is not installed. An administrator can import it.`,
    ),
  invalidStrongs: () => new AppError(400, 'invalid_strongs', "Invalid Strong's number"),
  strongsNotFound: (number: string) =>
    new AppError(404, 'strongs_not_found', `Strong's number ${number} not found`),
  /** A number outside H1-H8674 and G1-G5624, with the message of `strongsOutOfRange`. */
  strongsOutOfRange: (message: string) => new AppError(404, 'strongs_not_found', message),
  unknownBook: (message: string, suggestions?: readonly string[]) =>
    new AppError(400, 'unknown_book', message, {}, suggestions),
  passageNotFound: (message: string) => new AppError(404, 'passage_not_found', message),
  /** A study source (cross-references, commentaries…) an administrator turned off or removed. */
  studySourceOff: (title: string) =>
    new AppError(404, 'study_source_off', `${title} are not available on this site`),
  tooManyReferences: (max: number) =>
    new AppError(400, 'too_many_references', `references may hold at most ${max} references a request`),
  tooManyBatchVerses: (max: number) =>
    new AppError(400, 'too_many_verses', `references may stand for at most ${max} verses a request`),
  batchAnswerTooLarge: (maxMegabytes: number) =>
    new AppError(
      400,
      'answer_too_large',
      `The verses asked for would make an answer over ${maxMegabytes} MB; ask for fewer references`,
    ),
  bibleVersionRequired: () => new AppError(400, 'bible_version_required', 'Bible version is required'),
  fileRequired: () => new AppError(400, 'file_required', 'A file is required'),
  oneFileOnly: () => new AppError(400, 'one_file_only', 'Upload exactly one file'),
  invalidVersionCode: () =>
    new AppError(
      400,
      'invalid_version_code',
      'The Bible version code must be 2-32 lower-case letters, digits or _ (e.g. rstne)',
    ),
  unsupportedUploadType: (name: string, accepted: string) =>
    new AppError(400, 'unsupported_upload_type', `${name}: unsupported file type; accepted: ${accepted}`),
  emptyUpload: (name: string) => new AppError(400, 'empty_upload', `${name} is empty`),
  uploadTooLarge: (limit: string) =>
    new AppError(413, 'upload_too_large', `The file is larger than the upload limit of ${limit}`),
  invalidUploadPath: () =>
    new AppError(400, 'invalid_upload_path', 'filePath must be upload:{id} as the upload answered'),
  uploadNotFound: (path: string) => new AppError(404, 'upload_not_found', `No uploaded file ${path}`),
  importRunningForFile: (name: string) =>
    new AppError(409, 'import_running_for_file', `${name} is already being imported`),
  importRunningForVersion: (code: string) =>
    new AppError(
      409,
      'import_running_for_version',
      `An import of ${code} is already queued or running; wait for it to finish`,
    ),
  confirmReplaceVersion: (code: string, name: string, installed: string, incoming: string) =>
    new AppError(
      409,
      'confirm_replace_version',
      `${code} (${name}, ${installed}) is installed: importing ${incoming} replaces it. Send confirm: true to replace it`,
    ),
  removableVersionMissing: (code: string) =>
    new AppError(404, 'version_not_installed', `${code} is not an installed version`),
  defaultVersionNotRemovable: (code: string) =>
    new AppError(
      409,
      'default_version_not_removable',
      `${code} is the default search version: choose another in Settings (Default version) before removing it`,
    ),
  invalidUploadId: () => new AppError(400, 'invalid_upload_id', 'id must be the number of an uploaded file'),
  uploadInUse: (name: string) =>
    new AppError(409, 'upload_in_use', `${name} is being imported; remove it once the import has finished`),
  invalidTableName: () =>
    new AppError(
      400,
      'invalid_table_name',
      'The table name must be bible_verses_ followed by lower-case letters, digits or _',
    ),
  sqlFileRequired: () =>
    new AppError(400, 'sql_file_required', 'Please select a SQL file and specify a table name'),
  sqlFileNotFound: (name: string) => new AppError(404, 'sql_file_not_found', `No uploaded SQL file ${name}`),
  invalidSqlFile: (message: string) => new AppError(400, 'invalid_sql_file', message),
  convertFileRequired: () =>
    new AppError(400, 'convert_file_required', 'No file selected - Please select a text file to convert'),
  invalidTextFile: (message: string) => new AppError(400, 'invalid_text_file', message),
  invalidConvertedFileName: () =>
    new AppError(400, 'invalid_converted_file_name', 'Not a converted file name'),
  convertedFileNotFound: (name: string) =>
    new AppError(404, 'converted_file_not_found', `No converted file ${name}`),
  siteContentNotFound: (what: string) => new AppError(404, 'site_content_not_found', `No such ${what}`),
  slugTaken: (slug: string) => new AppError(409, 'slug_taken', `A page with the slug ${slug} already exists`),
  reservedSlug: (slug: string, reserved: string) =>
    new AppError(400, 'reserved_slug', `Slug ${slug} is taken by the site; reserved: ${reserved}`),
  internal: () => new AppError(500, 'internal', 'Something went wrong on our side. Please try again.'),
};

/** "1 second", "40 seconds", "2 minutes": a wait as a person reads it, rounded up. */
function waitingTime(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
