import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { KeptByUrl, KeptJson, sendJson } from './kept-json';

describe('kept JSON answers', () => {
  it('answers the kept JSON only to a call bringing the same sources, and builds again otherwise', async () => {
    const kept = new KeptJson(10, 1_000_000);
    const edition = { code: 'kjv' };
    let builds = 0;
    const build = () => ({ verses: [`built ${++builds}`] });
    const first = await kept.answer('kjv 43 3', [edition], build);
    expect(JSON.parse(first.toString())).toEqual({ verses: ['built 1'] });
    expect(await kept.answer('kjv 43 3', [edition], build)).toBe(first);
    // A new edition (an import) is another object: the old answer is not given.
    const newEdition = { code: 'kjv' };
    const rebuilt = await kept.answer('kjv 43 3', [newEdition], build);
    expect(JSON.parse(rebuilt.toString())).toEqual({ verses: ['built 2'] });
    expect(kept.get('kjv 43 3', [edition])).toBeUndefined();
    expect(kept.get('kjv 43 3', [newEdition, edition])).toBeUndefined();
  });

  it('keeps at most its count and bytes, the least recently used going first', () => {
    const kept = new KeptJson(2, 100);
    const source = {};
    kept.set('a', [source], 'a'.repeat(30));
    kept.set('b', [source], 'b'.repeat(30));
    kept.get('a', [source]);
    kept.set('c', [source], 'c'.repeat(30));
    expect(kept.get('b', [source])).toBeUndefined();
    expect(kept.get('a', [source])).toBeDefined();
    kept.set('d', [source], 'd'.repeat(90));
    expect(kept.size.bytes).toBeLessThanOrEqual(100);
  });
});

describe('kept answers by URL (decision 251)', () => {
  it('answers a URL asked before from its hook, without validation or handler, while its answer is kept', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    const counts = { validated: 0, handled: 0 };
    let edition = { number: 1 };
    const kept = new KeptJson(10, 1_000_000);
    const byUrl = new KeptByUrl<{ q: string }>(10, (input) => kept.get(input.q, [edition]));
    const query = z.object({ q: z.string().min(1) }).transform((input) => {
      counts.validated += 1;
      return input;
    });
    app.get(
      '/x',
      { schema: { querystring: query }, preValidation: byUrl.preValidation },
      (request, reply) => {
        counts.handled += 1;
        const json =
          kept.get(request.query.q, [edition]) ??
          kept.set(request.query.q, [edition], { q: request.query.q, edition: edition.number });
        byUrl.remember(request.url, request.query);
        return sendJson(reply, json);
      },
    );
    const get = (url: string) => app.inject({ method: 'GET', url });

    expect((await get('/x?q=a')).json()).toEqual({ q: 'a', edition: 1 });
    expect(counts).toEqual({ validated: 1, handled: 1 });
    const again = await get('/x?q=a');
    expect(again.json()).toEqual({ q: 'a', edition: 1 });
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(counts).toEqual({ validated: 1, handled: 1 });
    // Another URL, even of the same input, is validated and handled once.
    await get('/x?q=a&');
    expect(counts).toEqual({ validated: 2, handled: 2 });
    // An invalid URL is refused every time: nothing is remembered for it.
    expect((await get('/x?q=')).statusCode).toBe(400);
    expect((await get('/x?q=')).statusCode).toBe(400);
    expect(counts.handled).toBe(2);
    // Once the answer is no longer kept for what it was built from, the URL goes the whole way again.
    edition = { number: 2 };
    expect((await get('/x?q=a')).json()).toEqual({ q: 'a', edition: 2 });
    expect(counts).toEqual({ validated: 3, handled: 3 });
    await app.close();
  });
});
