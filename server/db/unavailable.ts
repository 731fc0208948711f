/**
 * Error codes that mean the database server is away rather than that the statement was wrong: the socket's
 * (refused, reset), PostgreSQL's shutdown and start-up (57P01-57P03) and its connection class (08…).
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
]);
/** node-postgres reports a connection lost mid-query by message only. */
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

/**
 * True when an error, or one of its causes (drizzle wraps the driver's), says the database server could not
 * be reached: the request could not have written anything, and answers 503 (decision 379).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let cause = error;
  for (let depth = 0; depth < 5 && typeof cause === 'object' && cause !== null; depth += 1) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
