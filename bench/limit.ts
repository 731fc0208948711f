import http from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * The limit the HTTP benchmarks measure against (decision 215): our server's answers captured as raw bytes with
 * their headers, and the same Fastify, with no logging and no hooks, answering each request with them from
 * memory. What our server does beyond that is the gap the ratio measures.
 */

/** One captured answer, as the limit sends it again. */
export interface LimitAnswer {
  contentType: string;
  contentEncoding?: string;
  /** The answer's headers as our server wrote them (the security headers, the request id…). */
  headers: Record<string, string>;
  body: Buffer;
}

/** The key of an answer: whether it was asked compressed, and its URL. */
export function limitKey(compressed: boolean, url: string): string {
  return `${compressed ? 'compressed' : 'identity'} ${url}`;
}

/**
 * The headers that are part of an answer, which the limit server sends too (decision 215, amended): the same
 * bytes on the wire. Not the ones each server writes for itself (date, length, connection) or that differ per
 * request (the request id, replaced by one of the same length).
 */
const OWN_HEADERS = new Set(['date', 'content-length', 'connection', 'keep-alive', 'transfer-encoding']);
function answerHeaders(headers: http.IncomingHttpHeaders): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (OWN_HEADERS.has(name) || value === undefined) continue;
    kept[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return kept;
}

/**
 * The raw bytes of an answer (fetch would decompress them), asked with `acceptEncoding` when given and with
 * `headers` (a session's cookie).
 */
export function capture(
  base: string,
  url: string,
  acceptEncoding?: string,
  headers: Record<string, string> = {},
): Promise<LimitAnswer & { status: number }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      base + url,
      { headers: { ...headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: String(response.headers['content-type'] ?? ''),
            contentEncoding: response.headers['content-encoding'],
            headers: answerHeaders(response.headers),
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('error', reject);
  });
}

/** The limit: a bare Fastify answering each request with the answer captured for it (by `limitKey`). */
export function limitApp(answers: ReadonlyMap<string, LimitAnswer>): FastifyInstance {
  const app = Fastify({ logger: false });
  app.get('*', (request, reply) => {
    const compressed = /\b(br|gzip)\b/.test(request.headers['accept-encoding'] ?? '');
    const answer = answers.get(limitKey(compressed, request.url));
    if (!answer) return reply.code(404).send();
    reply.headers(answer.headers);
    reply.header('content-type', answer.contentType);
    if (answer.contentEncoding) reply.header('content-encoding', answer.contentEncoding);
    return reply.send(answer.body);
  });
  return app;
}
