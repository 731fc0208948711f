/** The error type of a page the server did not find. */
export const NOT_FOUND_ERROR = 'HTTP 404';
/** The error type of an error a reader's browser reported. */
export const BROWSER_ERROR = 'Browser error';

/** The error type of a server answer with this status. */
export function serverErrorType(statusCode: number): string {
  return `HTTP ${statusCode}`;
}

/** The address of the group that counts requests beyond the different addresses counted apart (decision 257). */
export const MANY_ADDRESSES = '(many different addresses)';
