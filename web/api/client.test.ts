import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiGet,
  apiPost,
  errorFromResponse,
  failureMessage,
  UNEXPECTED_ERROR_MESSAGE,
} from './client';

function jsonResponse(status: number, body: unknown, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('errorFromResponse', () => {
  it('uses the message field of the answer', async () => {
    const error = await errorFromResponse(
      jsonResponse(409, { message: 'Username already exists' }, 'Conflict'),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Username already exists');
    expect(error.status).toBe(409);
  });

  it('never shows the status text: without a message the answer is marked so a screen puts its default', async () => {
    const error = await errorFromResponse(
      new Response('<html>oops</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    expect(error.message).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(failureMessage(error, 'Failed to delete setting')).toBe('Failed to delete setting');
  });

  it('treats a message that is not a string as none', async () => {
    const error = await errorFromResponse(jsonResponse(400, { message: 42 }, 'Bad Request'));
    expect(failureMessage(error, 'Failed to add student')).toBe('Failed to add student');
  });

  it("keeps the server's message over a screen's default, and its suggestions", async () => {
    const error = await errorFromResponse(
      jsonResponse(400, { message: 'Unknown book: Hezekiah', suggestions: ['Ezekiel 4:2'] }),
    );
    expect(failureMessage(error, 'Search failed')).toBe('Unknown book: Hezekiah');
    expect(error.suggestions).toEqual(['Ezekiel 4:2']);
  });

  it('uses the generic message when there is neither', async () => {
    const error = await errorFromResponse(new Response(null, { status: 500 }));
    expect(error.message).toBe(UNEXPECTED_ERROR_MESSAGE);
  });
});

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends cookies and a JSON body on writes, and parses the answer', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { id: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiPost('/api/login', { username: 'a', password: 'b' })).resolves.toEqual({ id: 1 });
    expect(fetchMock).toHaveBeenCalledWith('/api/login', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: '{"username":"a","password":"b"}',
    });
  });

  it('sends an empty JSON object when a write has no payload', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => jsonResponse(200, { message: 'ok' }));
    vi.stubGlobal('fetch', fetchMock);
    await apiPost('/api/logout');
    expect(fetchMock.mock.calls[0]?.[1].body).toBe('{}');
  });

  it('sends no body on reads', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => jsonResponse(200, []));
    vi.stubGlobal('fetch', fetchMock);
    await apiGet('/api/versions');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({
      method: 'GET',
      credentials: 'include',
      body: undefined,
    });
  });

  it('throws an ApiError with the server message on a non-OK answer', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse(401, { message: 'Invalid credentials' }, 'Unauthorized'));
    await expect(apiGet('/api/user')).rejects.toMatchObject({ message: 'Invalid credentials', status: 401 });
  });
});
