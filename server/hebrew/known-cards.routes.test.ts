import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { buildUser } from '../test/factories';

const kinds = await databaseKinds();

describe.each(kinds)('known study cards on %s', (kind) => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp(kind);
  });
  afterAll(async () => {
    await harness?.close();
  });

  const put = (payload: object, headers: Record<string, string> = {}) =>
    harness.app.inject({ method: 'PUT', url: '/api/hebrew/known-cards', payload, headers });

  it('answers 401 without a session', async () => {
    const list = await harness.app.inject({ method: 'GET', url: '/api/hebrew/known-cards' });
    expect(list.statusCode).toBe(401);
    expect(list.json()).toEqual({ message: 'Not signed in' });
    const mark = await put({ deck: 'phrases', cardId: '1', known: true });
    expect(mark.statusCode).toBe(401);
    expect(mark.json()).toEqual({ message: 'Not signed in' });
  });

  it.each([
    [{ cardId: '1', known: true }, 'deck must be one of phrases, words, verbs, letters, numbers'],
    [
      { deck: 'psalms', cardId: '1', known: true },
      'deck must be one of phrases, words, verbs, letters, numbers',
    ],
    [{ deck: 'phrases', known: true }, 'cardId is required'],
    [
      { deck: 'words', cardId: '<b>', known: true },
      'cardId must be a card number or a Strong’s number such as H430',
    ],
    [{ deck: 'words', cardId: 'H430' }, 'known must be true or false'],
  ])('answers 400 for %j with "%s"', async (payload, message) => {
    const user = await buildUser(harness.app);
    const response = await put(payload, { cookie: user.cookie });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('answers 403 for a cross-origin change and stores nothing', async () => {
    const user = await buildUser(harness.app);
    const response = await put(
      { deck: 'phrases', cardId: '3', known: true },
      { cookie: user.cookie, origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
    const list = await harness.app.inject({
      method: 'GET',
      url: '/api/hebrew/known-cards',
      headers: { cookie: user.cookie },
    });
    expect(list.json()).toEqual({ cards: [] });
  });

  it("keeps each reader's own known cards: mark, mark again, unmark", async () => {
    const reader = await buildUser(harness.app);
    const other = await buildUser(harness.app);
    const cookie = { cookie: reader.cookie };
    expect((await put({ deck: 'phrases', cardId: '12', known: true }, cookie)).json()).toEqual({
      deck: 'phrases',
      cardId: '12',
      known: true,
    });
    expect((await put({ deck: 'phrases', cardId: '12', known: true }, cookie)).statusCode).toBe(200);
    expect((await put({ deck: 'words', cardId: 'H430', known: true }, cookie)).statusCode).toBe(200);
    expect(
      (await put({ deck: 'letters', cardId: '1', known: true }, { cookie: other.cookie })).statusCode,
    ).toBe(200);

    const list = async (user: { cookie: string }) =>
      (
        await harness.app.inject({
          method: 'GET',
          url: '/api/hebrew/known-cards',
          headers: { cookie: user.cookie },
        })
      ).json();
    expect(await list(reader)).toEqual({
      cards: [
        { deck: 'phrases', cardId: '12' },
        { deck: 'words', cardId: 'H430' },
      ],
    });
    expect(await list(other)).toEqual({ cards: [{ deck: 'letters', cardId: '1' }] });

    expect((await put({ deck: 'phrases', cardId: '12', known: false }, cookie)).json()).toMatchObject({
      known: false,
    });
    expect(await list(reader)).toEqual({ cards: [{ deck: 'words', cardId: 'H430' }] });
  });
});
