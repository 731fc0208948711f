import pino from 'pino';

/**
 * Error fields that carry the values a query was run with: Drizzle's `params` (also spelled into its message),
 * PGlite's `params` and `queryOptions`, PostgreSQL's `detail` ("Key (username)=(...)", "Failing row contains
 * (...)") and `where` (a parameter's value when the server is set to log them).
 */
const valueFields = new Set(['params', 'parameters', 'queryOptions', 'detail', 'where']);

const sqlState = /^[0-9A-Z]{5}$/;

interface ErrorLike {
  name?: string;
  message: string;
  stack?: string;
  [key: string]: unknown;
}

function isErrorLike(value: unknown): value is ErrorLike {
  return typeof value === 'object' && value !== null && typeof (value as ErrorLike).message === 'string';
}

/** The message without values: Drizzle's query text without its parameters; data errors without values. */
function safeMessage(error: ErrorLike): string {
  // Drizzle's message is `Failed query: <query>\nparams: <values>`.
  if (typeof error.query === 'string' && error.message.startsWith(`Failed query: ${error.query}`)) {
    return `Failed query: ${error.query}`;
  }
  // SQLSTATE class 22 (data exception) quotes the offending value: `value "..." is out of range`.
  if (typeof error.code === 'string' && sqlState.test(error.code) && error.code.startsWith('22')) {
    return error.message.replace(/"[^"]*"/g, '"…"');
  }
  return error.message;
}

/** The stack's frames under a header rebuilt from the safe message (a stack starts with the message). */
function safeStack(error: ErrorLike, message: string): string | undefined {
  if (typeof error.stack !== 'string') return undefined;
  const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [`${error.name ?? 'Error'}: ${message}`, ...frames].join('\n');
}

/** A copy of the error, and of its causes, without any field or text that holds a query's values. */
function withoutQueryValues(error: ErrorLike, seen: Set<unknown>): ErrorLike {
  seen.add(error);
  const copy = Object.create(Object.getPrototypeOf(error) as object) as ErrorLike;
  for (const [key, value] of Object.entries(error)) {
    if (valueFields.has(key)) continue;
    if (isErrorLike(value)) {
      if (!seen.has(value)) copy[key] = withoutQueryValues(value, seen);
    } else if (Array.isArray(value) && value.every(isErrorLike)) {
      copy[key] = value.filter((item) => !seen.has(item)).map((item) => withoutQueryValues(item, seen));
    } else {
      copy[key] = value;
    }
  }
  // `cause`, `message` and `stack` are often not enumerable: copied by hand.
  if (isErrorLike(error.cause) && !seen.has(error.cause)) copy.cause = withoutQueryValues(error.cause, seen);
  const message = safeMessage(error);
  Object.defineProperty(copy, 'message', { value: message, enumerable: false, writable: true });
  Object.defineProperty(copy, 'stack', {
    value: safeStack(error, message),
    enumerable: false,
    writable: true,
  });
  return copy;
}

/**
 * pino's error serializer (with the cause as an object of its own, so the database's SQLSTATE, table and
 * constraint are logged), given a copy of the error that holds no query parameter: a password or a NUL
 * byte sent to the database must not reach the log through a failed query.
 */
export function serializeError(error: unknown): unknown {
  if (!isErrorLike(error)) return error;
  return pino.stdSerializers.errWithCause(withoutQueryValues(error, new Set()) as Error);
}

/** Logger options for Fastify: the given ones (or the level) with the error serializer above. */
export function loggerOptions(given: boolean | object | undefined, level: string): false | object {
  if (given === false) return false;
  return { level, ...(typeof given === 'object' ? given : {}), serializers: { err: serializeError } };
}
