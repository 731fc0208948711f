/** The fallback message when a failed answer carries neither a `message` field nor a status text. */
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';

/** A non-OK answer from the API: `message` is what the user may read, `status` the HTTP status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
    readonly details: {
      /** What the reader probably meant (an unknown book's nearest books), as the server suggested. */
      suggestions?: readonly string[];
      /** False when the answer carried no message of its own and `message` is a stand-in. */
      fromServer?: boolean;
    } = {},
  ) {
    super(message);
  }

  get suggestions(): readonly string[] {
    return this.details.suggestions ?? [];
  }
}

/** The server's own sentence for a failed call, or undefined when it gave none (or the call never answered). */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.details.fromServer !== false ? error.message : undefined;
}

/**
 * The message to show for a failed call: the server's own sentence, else the screen's own default
 * ("Failed to delete setting"), never an HTTP status text such as "Internal Server Error".
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.details.fromServer === false ? fallback : error.message;
  return error instanceof Error && error.message ? error.message : fallback;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Reads the user-facing message of a failed answer: its `message` field (and `suggestions`), else the
 * general fallback, marked as not the server's so that a screen may put its own default instead.
 */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  let message: unknown;
  let suggestions: unknown;
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'message' in body) message = body.message;
    if (body && typeof body === 'object' && 'suggestions' in body) suggestions = body.suggestions;
  } catch {
    // Not JSON (a proxy's error page): no message of the server's.
  }
  const listed = Array.isArray(suggestions)
    ? suggestions.filter((item): item is string => typeof item === 'string').slice(0, 5)
    : [];
  if (typeof message === 'string' && message.trim()) {
    return new ApiError(message, response.status, {
      fromServer: true,
      ...(listed.length ? { suggestions: listed } : {}),
    });
  }
  return new ApiError(UNEXPECTED_ERROR_MESSAGE, response.status, { fromServer: false });
}

/**
 * Calls the API with cookies and JSON. State-changing calls always send a JSON body (`{}` when there is
 * none) because the server only accepts writes declared as `application/json`.
 */
export async function apiRequest<T>(method: Method, url: string, body?: unknown): Promise<T> {
  const sendsBody = method !== 'GET';
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: sendsBody
      ? { 'Content-Type': 'application/json', Accept: 'application/json' }
      : { Accept: 'application/json' },
    body: sendsBody ? JSON.stringify(body ?? {}) : undefined,
  });
  if (!response.ok) throw await errorFromResponse(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** GET a JSON resource. */
export function apiGet<T>(url: string): Promise<T> {
  return apiRequest<T>('GET', url);
}

/** POST a JSON body. */
export function apiPost<T>(url: string, body?: unknown): Promise<T> {
  return apiRequest<T>('POST', url, body);
}
