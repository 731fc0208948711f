import { readFileSync } from 'node:fs';
import { limitApp, limitKey, type LimitAnswer } from './limit';

/**
 * The limit server of bench/http.bench.ts as a process of its own (bench/limit.ts): started with the path of a
 * JSON file of captured answers and a port.
 */
interface Captured {
  url: string;
  encoding: 'compressed' | 'identity';
  contentType: string;
  contentEncoding?: string;
  headers?: Record<string, string>;
  body: string;
}

const [file, port] = process.argv.slice(2);
const answers = new Map<string, LimitAnswer>();
for (const captured of JSON.parse(readFileSync(file!, 'utf8')) as Captured[]) {
  answers.set(limitKey(captured.encoding === 'compressed', captured.url), {
    contentType: captured.contentType,
    contentEncoding: captured.contentEncoding,
    headers: captured.headers ?? {},
    body: Buffer.from(captured.body, 'base64'),
  });
}
const app = limitApp(answers);
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
