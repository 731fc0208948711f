import { createHash } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The tag a "deploy" puts in every HTML page and in the bare shell. */
function deployMarker(name: string): string {
  return `<meta name="e2e-deploy" content="${name}" />`;
}

export interface DeployProxy {
  /** The proxy's own origin: a page opened there has its own service worker. */
  url: string;
  /**
   * Stands for a new deploy: from now on every HTML answer (the pages and /app-shell.html) carries
   * `deployMarker(name)`, and /sw.js names the new shell's revision, as a new build's would. Answers it.
   */
  deploy(name: string): Promise<string>;
  close(): Promise<void>;
}

/** What Workbox names as the shell's revision: the MD5 of its bytes (vite.config.ts). */
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/**
 * A proxy in front of the e2e server that can play a new deploy (decision 413): the shared server reads its
 * build once at start, and a service worker belongs to one origin, so the "new build" is the old one with every
 * HTML answer marked and the worker's precache manifest naming the marked shell. Bodies pass uncompressed and
 * without validators, so that a changed answer is never confirmed by the old one's ETag.
 */
export async function startDeployProxy(target: string): Promise<DeployProxy> {
  const upstream = new URL(target);
  let deployed: { name: string; revision: string } | undefined;

  const server = createServer((incoming, outgoing) => {
    const headers: IncomingHttpHeaders = { ...incoming.headers };
    delete headers['accept-encoding'];
    delete headers['if-none-match'];
    delete headers['if-modified-since'];
    const forwarded = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers,
      },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        const path = (incoming.url ?? '').split('?')[0];
        const rewritten = deployed && (type.startsWith('text/html') || path === '/sw.js');
        if (!rewritten) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = rewrite(Buffer.concat(chunks).toString('utf8'), path === '/sw.js');
          const { etag: _etag, 'content-length': _length, ...rest } = answer.headers;
          outgoing.writeHead(answer.statusCode ?? 502, {
            ...rest,
            'content-length': Buffer.byteLength(body),
          });
          outgoing.end(body);
        });
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });

  function rewrite(body: string, isWorker: boolean): string {
    if (!deployed) return body;
    if (!isWorker) return body.replace('</head>', `${deployMarker(deployed.name)}\n  </head>`);
    const { revision } = deployed;
    return body.replace(/(\{url:"app-shell\.html",revision:")[0-9a-f]+"/, `$1${revision}"`);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async deploy(name) {
      const shell = await (await fetch(new URL('/app-shell.html', target))).text();
      const revision = md5(shell.replace('</head>', `${deployMarker(name)}\n  </head>`));
      deployed = { name, revision };
      return revision;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
