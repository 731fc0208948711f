import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/**
 * The limit of bench/http.bench.ts: the same Fastify, no logging, no hooks, answering each path with the
 * bytes (and content type and encoding) our server answered it with, kept in memory. What our server does
 * beyond that (routing with schemas, security headers, logging, the work itself, JSON writing) is the gap the
 * ratio measures. Started with the path of a JSON file of captured answers and a port.
 */
interface Captured {
  url: string;
  encoding: string;
  contentType: string;
  contentEncoding?: string;
  /** The answer's headers as our server wrote them (the security headers, the request id…). */
  headers?: Record<string, string>;
  body: string;
}

const [file, port] = process.argv.slice(2);
const answers = new Map<
  string,
  { contentType: string; contentEncoding?: string; headers: Record<string, string>; body: Buffer }
>();
for (const captured of JSON.parse(readFileSync(file!, 'utf8')) as Captured[]) {
  answers.set(`${captured.encoding} ${captured.url}`, {
    contentType: captured.contentType,
    contentEncoding: captured.contentEncoding,
    headers: captured.headers ?? {},
    body: Buffer.from(captured.body, 'base64'),
  });
}
const app = Fastify({ logger: false });
app.get('*', (request, reply) => {
  const encoding = /\b(br|gzip)\b/.test(request.headers['accept-encoding'] ?? '') ? 'compressed' : 'identity';
  const answer = answers.get(`${encoding} ${request.url}`);
  if (!answer) return reply.code(404).send();
  reply.headers(answer.headers);
  reply.header('content-type', answer.contentType);
  if (answer.contentEncoding) reply.header('content-encoding', answer.contentEncoding);
  return reply.send(answer.body);
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
