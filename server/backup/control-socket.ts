import { rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';

/** The running site's socket in its DATA_DIR (decision 397): the one way to back up an embedded database it holds. */
export const CONTROL_SOCKET = 'control.sock';

/** The one request the socket answers. */
const DUMP_PATH = '/data-dir-dump';

/** Request headers are read up to this size: the one request there is needs a few dozen bytes. */
const MAX_REQUEST_BYTES = 1024;

/** A live backup the running site could not give, with what to do. */
export class LiveBackupError extends Error {
  override name = 'LiveBackupError';
}

/** Linux's limit on a Unix socket's path (sun_path less its final zero); Node cuts a longer one silently. */
const MAX_SOCKET_PATH_BYTES = 107;

/** Where the running site's control socket is; a `LiveBackupError` when DATA_DIR's path is too long for one. */
export function controlSocketPath(dataDir: string): string {
  const socketPath = path.join(dataDir, CONTROL_SOCKET);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH_BYTES)
    throw new LiveBackupError(
      `${socketPath} is longer than a Unix socket's path may be (${MAX_SOCKET_PATH_BYTES} bytes): live backups of ` +
        'the embedded database need a shorter DATA_DIR; stop the site to back it up.',
    );
  return socketPath;
}

export interface ControlSocket {
  /** Stops listening and removes the socket; a dump still being sent gets `graceMs`, then is cut. */
  close(graceMs: number): Promise<void>;
}

/**
 * Listens on `DATA_DIR/control.sock` (mode 0600: only the site's own user can connect) for one request, a dump
 * of the embedded database's data directory (decision 397), which `dump` makes under PGlite's query mutex: a
 * point-in-time copy of its files. Anything else is refused; one dump at a time, so the server holds at most
 * one dump's blob. A socket left by a process that died is replaced: the caller holds the data directory's lock.
 */
export function serveControlSocket(options: {
  dataDir: string;
  dump: () => Promise<Blob>;
  log: FastifyBaseLogger;
}): Promise<ControlSocket> {
  let socketPath: string;
  try {
    socketPath = controlSocketPath(options.dataDir);
  } catch (error) {
    return Promise.reject(error as Error);
  }
  let dumping = false;
  const server = http.createServer(
    { maxHeaderSize: MAX_REQUEST_BYTES, requestTimeout: 10_000, headersTimeout: 5_000 },
    (request, response) => {
      response.setHeader('connection', 'close');
      const refuse = (status: number, message: string) => {
        options.log.warn({ method: request.method, url: request.url, status }, `control socket: ${message}`);
        response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(message);
      };
      const hasBody =
        Number(request.headers['content-length'] ?? 0) > 0 || 'transfer-encoding' in request.headers;
      if (request.method !== 'GET' || request.url !== DUMP_PATH) return refuse(404, 'not offered');
      if (hasBody) return refuse(413, 'a request with a body is not accepted');
      if (dumping) return refuse(503, 'a backup is already under way; try again when it has finished');
      dumping = true;
      const started = performance.now();
      void options
        .dump()
        .then(async (blob) => {
          const dumpedMs = Math.round(performance.now() - started);
          response.writeHead(200, { 'content-type': 'application/gzip', 'content-length': blob.size });
          await pipeline(Readable.fromWeb(blob.stream() as never), response);
          options.log.info(
            { bytes: blob.size, dumpedMs, sentMs: Math.round(performance.now() - started) - dumpedMs },
            'control socket: data directory dumped for a backup',
          );
        })
        .catch((error: unknown) => {
          options.log.error({ err: error }, 'control socket: the dump failed');
          if (!response.headersSent) refuse(500, 'the dump failed; the site log says why');
          else response.destroy();
        })
        .finally(() => (dumping = false));
    },
  );
  // At most a few clients at once: the backup command, and whoever tries while it runs.
  server.maxConnections = 4;
  rmSync(socketPath, { force: true });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    // The socket is created with mode 0600 (the bind happens within listen); no moment with a wider mode.
    const umask = process.umask(0o177);
    try {
      server.listen(socketPath);
    } finally {
      process.umask(umask);
    }
    server.once('listening', () => {
      server.off('error', reject);
      options.log.info(
        { socket: socketPath },
        'control socket: live backups of the embedded database offered',
      );
      resolve({
        close: (graceMs) =>
          new Promise<void>((closed) => {
            const cut = setTimeout(() => server.closeAllConnections(), graceMs);
            server.close(() => {
              clearTimeout(cut);
              rmSync(socketPath, { force: true });
              closed();
            });
            server.closeIdleConnections();
          }),
      });
    });
  });
}

/**
 * Asks the site running on `dataDir` (process `holder`) for a dump of its data directory over its control
 * socket; a site that offers none (stopped, or too old) is a `LiveBackupError` saying what to do.
 */
export function requestDataDirDump(dataDir: string, holder: string): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const socketPath = controlSocketPath(dataDir);
    const request = http.get({ socketPath, path: DUMP_PATH }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', (error) =>
        reject(
          new LiveBackupError(
            `The site (${holder}) stopped sending the dump (${error.message}): run the backup again.`,
          ),
        ),
      );
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        if (response.statusCode !== 200)
          return reject(
            new LiveBackupError(
              `The site (${holder}) refused the backup: ${body.toString('utf8', 0, 500)} (${response.statusCode}).`,
            ),
          );
        const expected = Number(response.headers['content-length']);
        if (!response.complete || body.length !== expected)
          return reject(
            new LiveBackupError(
              `The site (${holder}) sent ${body.length} bytes of a ${expected}-byte dump: run the backup again.`,
            ),
          );
        resolve(new Blob([new Uint8Array(body.buffer, body.byteOffset, body.length)]));
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      const offersNone = ['ENOENT', 'ECONNREFUSED', 'ENOTSOCK'].includes(error.code ?? '');
      reject(
        new LiveBackupError(
          offersNone
            ? `The embedded database in ${dataDir} is in use by ${holder}, which offers no live backup ` +
                `(${socketPath}: ${error.code}). Stop the site or upgrade it, then run the backup again.`
            : error.code === 'EACCES'
              ? `${socketPath} is the site's own: run the backup as the user the site runs as.`
              : `The site (${holder}) could not be asked for a backup over ${socketPath}: ${error.message}`,
        ),
      );
    });
  });
}
