import autocannon from 'autocannon';

/**
 * Run by bench/abuse.bench.ts in a process of its own: 50 connections for the given seconds, each request to
 * `url` with a query string never sent before (`?v=1`, `?v=2`, …), the result as JSON on stdout. autocannon's
 * CLI cannot do it: its `[<id>]` is refused in a URL.
 */
const [url, seconds] = process.argv.slice(2);
if (!url) throw new Error('usage: unique-queries.ts URL SECONDS');
const { pathname } = new URL(url);
let next = 0;
const result = await autocannon({
  url,
  connections: 50,
  duration: Number(seconds ?? 10),
  requests: [{ setupRequest: (request) => ({ ...request, path: `${pathname}?v=${(next += 1)}` }) }],
});
process.stdout.write(JSON.stringify(result));
