/** The error type of a page the server did not find. */
export const NOT_FOUND_ERROR = 'HTTP 404';
/** The error type of an error a reader's browser reported. */
export const BROWSER_ERROR = 'Browser error';

/** The error type of a server answer with this status. */
export function serverErrorType(statusCode: number): string {
  return `HTTP ${statusCode}`;
}
/** The error type of a promise rejected with nobody to handle it, outside any request (decision 253). */
export const UNHANDLED_REJECTION = 'Unhandled rejection';
/** The error type of an exception thrown with nobody to catch it; the process then exits (decision 253). */
export const UNCAUGHT_EXCEPTION = 'Uncaught exception';

/** The address of the group that counts requests beyond the different addresses counted apart (decision 257). */
export const MANY_ADDRESSES = '(many different addresses)';
