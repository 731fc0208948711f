import http from 'node:http';
import { randomUUID } from 'node:crypto';

/** One answer as a client saw it through nginx. */
export interface Outcome {
  /** 0: the connection failed or was cut (`error` says how). */
  status: number;
  ms: number;
  at: number;
  error?: string;
  body?: string;
}

/** A client of its own loopback address (127.x.y.z), so nginx's X-Forwarded-For names it and its limits are its own. */
export class Client {
  private readonly agent: http.Agent;
  cookie = '';

  constructor(
    readonly baseUrl: string,
    readonly address: string,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: address });
  }

  request(method: string, path: string, body?: unknown): Promise<Outcome> {
    return this.attempt(method, path, body, performance.now(), false);
  }

  /**
   * One try. A read whose kept-alive connection the proxy closed as it was sent (nginx reloaded in the rolling
   * upgrade) is sent once more on a new connection, as browsers do and Node's documentation shows
   * (`request.reusedSocket`); a write never is.
   */
  private attempt(
    method: string,
    path: string,
    body: unknown,
    started: number,
    retried: boolean,
  ): Promise<Outcome> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve) => {
      const request = http.request(
        `${this.baseUrl}${path}`,
        {
          method,
          agent: this.agent,
          timeout: 30_000,
          headers: {
            // Reads ask for compressed answers as browsers do; a write's answer is read for the mark's id.
            ...(method === 'GET' ? { 'accept-encoding': 'br, gzip' } : {}),
            ...(this.cookie ? { cookie: this.cookie } : {}),
            ...(payload
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
              : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const cookies = response.headers['set-cookie'];
            if (cookies?.length) this.cookie = cookies.map((cookie) => cookie.split(';')[0]).join('; ');
            const compressed = response.headers['content-encoding'];
            resolve({
              status: response.statusCode ?? 0,
              ms: performance.now() - started,
              at: Date.now(),
              body: compressed ? undefined : Buffer.concat(chunks).toString('utf8'),
            });
          });
          response.on('error', (error) => resolve(failed(started, error)));
        },
      );
      request.on('timeout', () => request.destroy(new Error('no answer within 30 s')));
      request.on('error', (error) => {
        const code = (error as NodeJS.ErrnoException).code;
        if (method === 'GET' && !retried && request.reusedSocket && code === 'ECONNRESET')
          resolve(this.attempt(method, path, body, started, true));
        else resolve(failed(started, error));
      });
      request.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

function failed(started: number, error: Error): Outcome {
  const code = (error as NodeJS.ErrnoException).code;
  return { status: 0, ms: performance.now() - started, at: Date.now(), error: code ?? error.message };
}

/** The reads of the mix: the one-box search, chapters, concordance entries and rendered pages (decision 377). */
export const READS = [
  '/api/search-strongs?q=love&version=kjv&page=1',
  '/api/search-strongs?q=%22in%20the%20beginning%22&version=kjv&page=1',
  '/api/search-strongs?q=H430&version=kjv&page=1',
  '/api/search-strongs?q=faith%20hope&version=kjv&page=1',
  '/api/bible/kjv/43/3',
  '/api/bible/kjv/1/1',
  '/api/bible/kjv/19/23',
  '/api/concordance/H7225',
  '/api/concordance/G26',
  '/',
  '/bible/John/3',
  '/concordance/H430',
  '/about',
];

/** What the clients saw, by kind, for the figures and the goals. */
export interface Tally {
  reads: Outcome[];
  /** Notes posted: the note's unique text and what answered. */
  notes: { text: string; outcome: Outcome; markId?: number }[];
  /** Settings saved by the administrator: the value and what answered. */
  settings: { value: string; outcome: Outcome }[];
}

/** Runs `work` again and again, at most `perSecond` times a second, until `running()` is false. */
async function paced(perSecond: number, running: () => boolean, work: () => Promise<void>): Promise<void> {
  const interval = 1_000 / perSecond;
  while (running()) {
    const started = performance.now();
    await work();
    const left = interval - (performance.now() - started);
    // Pacing sets the load's rate; it waits for nothing.
    if (left > 0 && running()) await new Promise((resolve) => setTimeout(resolve, left));
  }
}

/** The mixed load: readers, signed-in writers of notes, and one administrator saving a setting. */
export class Load {
  readonly tally: Tally = { reads: [], notes: [], settings: [] };
  private running = false;
  private loops: Promise<void>[] = [];

  constructor(
    private readonly readers: Client[],
    private readonly writers: Client[],
    private readonly admin: Client,
    private readonly rates = { read: 2, write: 1, setting: 1 / 3 },
  ) {}

  start(): void {
    this.running = true;
    const running = () => this.running;
    this.loops = [
      ...this.readers.map((client, n) => {
        let next = n;
        return paced(this.rates.read, running, async () => {
          const outcome = await client.request('GET', READS[next++ % READS.length]!);
          delete outcome.body;
          this.tally.reads.push(outcome);
        });
      }),
      ...this.writers.map((client) =>
        paced(this.rates.write, running, async () => {
          const text = `ops-check note ${randomUUID()}`;
          const outcome = await client.request('POST', '/api/study/marks', {
            kind: 'note',
            ref: 'John 3:16',
            text,
          });
          const markId =
            outcome.status < 300
              ? (JSON.parse(outcome.body ?? '{}') as { mark?: { id?: number } }).mark?.id
              : undefined;
          delete outcome.body;
          this.tally.notes.push({ text, outcome, markId });
        }),
      ),
      paced(this.rates.setting, running, async () => {
        await this.saveSetting(`ops-check ${randomUUID()}`);
      }),
    ];
  }

  /** Saves the site's tagline as the administrator and notes the answer. */
  async saveSetting(value: string): Promise<Outcome> {
    const outcome = await this.admin.request('PUT', '/api/system-settings/site.tagline', { value });
    delete outcome.body;
    this.tally.settings.push({ value, outcome });
    return outcome;
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }
}
