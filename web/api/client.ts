/** The fallback message when a failed answer carries neither a `message` field nor a status text. */
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';

/** A non-OK answer from the API: `message` is what the user may read, `status` the HTTP status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Reads the user-facing message of a failed answer: its `message` field, else the status text. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  let message: unknown;
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'message' in body) message = body.message;
  } catch {
    // Not JSON: fall back to the status text.
  }
  const text = typeof message === 'string' && message.trim() ? message : response.statusText;
  return new ApiError(text || UNEXPECTED_ERROR_MESSAGE, response.status);
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
