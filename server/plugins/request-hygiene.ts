import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors } from '../errors';

const NUL = '\u0000';
/** The only way a JSON text can carry a NUL: the escape `\u0000` (a raw control character is not JSON). */
const NUL_ESCAPE = '\\u0000';
const BACKSLASH = 0x5c;
/** Set on a request whose body the JSON parser has already checked, so the hook need not walk it again. */
const CHECKED = Symbol('body checked for NUL');

/** A field name as messages show it: dotted, a NUL in a key spelled out, a very deep path cut short. */
function fieldName(path: string[]): string {
  const name = path.map((part) => part.split(NUL).join('\\u0000')).join('.');
  return name.length > 200 ? `${name.slice(0, 200)}…` : name;
}

/** A step of the walk: the value, its key, and the step that holds it (paths are built only when needed). */
interface Step {
  value: unknown;
  key: string | undefined;
  parent: Step | undefined;
}

function pathOf(step: Step): string[] {
  const path: string[] = [];
  for (let at: Step | undefined = step; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path of the first string, or object key, holding a NUL character. Iterative and without copying paths
 * on the way down: a deeply nested JSON body must neither overflow the stack nor take quadratic time.
 */
function findNul(value: unknown): string[] | undefined {
  const pending: Step[] = [{ value, key: undefined, parent: undefined }];
  for (let step = pending.pop(); step; step = pending.pop()) {
    const item = step.value;
    if (typeof item === 'string') {
      if (item.includes(NUL)) return pathOf(step);
    } else if (Array.isArray(item)) {
      for (let index = item.length - 1; index >= 0; index -= 1) {
        pending.push({ value: item[index], key: String(index), parent: step });
      }
    } else if (item !== null && typeof item === 'object') {
      const entries = Object.entries(item);
      const badKey = entries.find(([key]) => key.includes(NUL));
      if (badKey) return [...pathOf(step), badKey[0]];
      for (const [key, child] of entries.reverse()) pending.push({ value: child, key, parent: step });
    }
  }
  return undefined;
}

/**
 * True when the JSON text holds the escape `\u0000`: a match preceded by an even number of backslashes (an
 * odd run in all, its own included). `\\u0000` is an escaped backslash and the text "u0000". Every backslash
 * is looked at once at most, and nothing is allocated.
 */
export function hasNulEscape(text: string): boolean {
  for (let at = text.indexOf(NUL_ESCAPE); at !== -1; at = text.indexOf(NUL_ESCAPE, at + 1)) {
    let run = 1;
    while (at - run >= 0 && text.charCodeAt(at - run) === BACKSLASH) run += 1;
    if (run % 2 === 1) return true;
  }
  return false;
}

type ParserDone = (error: Error | null, body?: unknown) => void;

/**
 * The JSON body parser of every route (decision 254): an empty body is no body; a request no route matched
 * is not parsed at all; the NUL check reads the raw text, and only a body that does hold the escape is walked,
 * to name the field in the answer.
 */
export function parseJsonBody(request: FastifyRequest, body: string | Buffer, done: ParserDone): void {
  if (request.is404) return done(null, undefined);
  const text = typeof body === 'string' ? body : body.toString();
  if (text.trim() === '') return done(null, undefined);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return done(errors.malformedJson(), undefined);
  }
  if (hasNulEscape(text)) {
    const path = findNul(parsed);
    if (path) return done(errors.nulCharacter(path.length ? fieldName(path) : 'The request body'), undefined);
  }
  (request as unknown as Record<symbol, boolean>)[CHECKED] = true;
  done(null, parsed);
}

/**
 * Refuses a NUL character (`\u0000`) in any string of the body, the query or the path parameters, for every
 * route, before validation: PostgreSQL cannot store it, and no text the site handles needs it. The query and
 * the parameters come from the URL, where a NUL can only be written `%00` (the HTTP parser refuses a raw one):
 * a URL without it is not walked (decision 245). A JSON body is checked on its text by `parseJsonBody`.
 */
export function registerRequestHygiene(app: FastifyInstance): void {
  // A callback hook: every request passes it, and none needs a promise.
  app.addHook('preValidation', (request, _reply, done) => {
    const parts: (readonly ['params' | 'query' | 'body', unknown])[] = [];
    if (request.url.includes('%00')) parts.push(['params', request.params], ['query', request.query]);
    // A JSON body was checked as it was parsed; other parsers' bodies (a form, the webhook's text) are walked.
    if (request.body !== undefined && !(request as unknown as Record<symbol, boolean>)[CHECKED])
      parts.push(['body', request.body]);
    for (const [part, value] of parts) {
      const path = findNul(value);
      if (path) return done(errors.nulCharacter(path.length ? fieldName(path) : `The request ${part}`));
    }
    done();
  });
}
