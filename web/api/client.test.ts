import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../core/api/contract';
import {
  ApiError,
  browserApiClient,
  createApiClient,
  errorFromResponse,
  failureMessage,
  serverMessage,
  UNEXPECTED_ERROR_MESSAGE,
  urlOf,
  type ApiTransport,
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

const contracts = {
  chapter: call('GET', '/api/bible/:version/:book/:chapter').answer<{ verses: number }>(),
  search: call('GET', '/api/search-strongs')
    .query<{ q: string; version: string; page?: number; includeStrongs?: boolean }>()
    .answer<{ totalResults: number }>(),
  login: call('POST', '/api/login').body<{ username: string; password: string }>().answer<{ id: number }>(),
  logout: call('POST', '/api/logout').answer<{ message: string }>(),
  remove: call('DELETE', '/api/admin/versions/:code').answer<undefined>(),
  upload: call('POST', '/api/converter/convert-text-to-sql').body<FormData>().answer<{ ok: boolean }>(),
};

/** A transport that records what it was asked and answers `answer`. */
function recording(answer: () => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const transport: ApiTransport = async (url, init) => {
    calls.push({ url, init });
    return answer();
  };
  return { calls, client: createApiClient(transport) };
}

describe('urlOf', () => {
  it("puts each path parameter in its place, encoded, so a parameter cannot reach another route's path", () => {
    expect(urlOf(contracts.chapter, { params: { version: 'kjv', book: 'Song of Songs', chapter: 2 } })).toBe(
      '/api/bible/kjv/Song%20of%20Songs/2',
    );
    expect(urlOf(contracts.remove, { params: { code: '../users?x=1' } })).toBe(
      '/api/admin/versions/..%2Fusers%3Fx%3D1',
    );
  });

  it('writes the query in the order given, leaving out what is undefined', () => {
    expect(
      urlOf(contracts.search, { query: { q: 'in the beginning & more', version: 'kjv', page: undefined } }),
    ).toBe('/api/search-strongs?q=in+the+beginning+%26+more&version=kjv');
    expect(
      urlOf(contracts.search, { query: { q: 'אב', version: 'all', page: 2, includeStrongs: false } }),
    ).toBe(`/api/search-strongs?q=${encodeURIComponent('אב')}&version=all&page=2&includeStrongs=false`);
  });

  it('refuses a path parameter left out rather than asking another address', () => {
    expect(() => urlOf(contracts.chapter, { params: { version: 'kjv', book: 'John' } as never })).toThrow(
      /needs the parameter chapter/,
    );
  });
});

describe('createApiClient', () => {
  it('sends cookies and a JSON body on writes, and parses the answer', async () => {
    const { calls, client } = recording(() => jsonResponse(200, { id: 1 }));
    await expect(client.call(contracts.login, { body: { username: 'a', password: 'b' } })).resolves.toEqual({
      id: 1,
    });
    expect(calls).toEqual([
      {
        url: '/api/login',
        init: {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: '{"username":"a","password":"b"}',
        },
      },
    ]);
  });

  it('sends an empty JSON object when a write has no payload', async () => {
    const { calls, client } = recording(() => jsonResponse(200, { message: 'ok' }));
    await client.call(contracts.logout);
    expect(calls[0]?.init.body).toBe('{}');
  });

  it('sends no body on reads, at the address built from the parameters and query', async () => {
    const { calls, client } = recording(() => jsonResponse(200, { totalResults: 3 }));
    await expect(
      client.call(contracts.search, { query: { q: 'love', version: 'kjv', page: 2 } }),
    ).resolves.toEqual({
      totalResults: 3,
    });
    expect(calls[0]).toEqual({
      url: '/api/search-strongs?q=love&version=kjv&page=2',
      init: {
        method: 'GET',
        credentials: 'include',
        headers: { Accept: 'application/json' },
        body: undefined,
      },
    });
  });

  it('sends a form as it is, letting the transport write its multipart type', async () => {
    const { calls, client } = recording(() => jsonResponse(200, { ok: true }));
    const form = new FormData();
    form.append('tableName', 'verses');
    await client.call(contracts.upload, { body: form });
    expect(calls[0]?.init).toEqual({
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json' },
      body: form,
    });
  });

  it('answers undefined for 204 and an empty answer', async () => {
    const { client } = recording(() => new Response(null, { status: 204 }));
    await expect(client.call(contracts.remove, { params: { code: 'kjv' } })).resolves.toBeUndefined();
  });

  it("throws an ApiError with the server's message, status and suggestions on a non-OK answer", async () => {
    const { client } = recording(() =>
      jsonResponse(400, { message: 'Unknown book: Hezekiah', suggestions: ['Ezekiel 4:2'] }, 'Bad Request'),
    );
    const error = await client
      .call(contracts.chapter, { params: { version: 'kjv', book: 'Hezekiah', chapter: 4 } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Unknown book: Hezekiah', status: 400 });
    expect((error as ApiError).suggestions).toEqual(['Ezekiel 4:2']);
    expect(serverMessage(error)).toBe('Unknown book: Hezekiah');
  });

  it('marks an answer without a message so that a screen shows its own default', async () => {
    const { client } = recording(() => new Response('<html>oops</html>', { status: 502 }));
    const error = await client.call(contracts.logout).catch((caught: unknown) => caught);
    expect(serverMessage(error)).toBeUndefined();
    expect(failureMessage(error, 'Failed to sign out')).toBe('Failed to sign out');
  });

  it('lets a failed connection through as it is', async () => {
    const client = createApiClient(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.call(contracts.logout)).rejects.toThrow('Failed to fetch');
  });

  it('returns the raw answer from send, for answers that are not JSON', async () => {
    const { client } = recording(() => new Response('sound', { status: 200 }));
    const response = await client.send(contracts.logout);
    await expect(response.text()).resolves.toBe('sound');
  });
});

describe('browserApiClient', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses fetch as it is when the call is made', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => jsonResponse(200, { id: 7 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      browserApiClient.call(contracts.login, { body: { username: 'a', password: 'b' } }),
    ).resolves.toEqual({ id: 7 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/login');
  });
});
