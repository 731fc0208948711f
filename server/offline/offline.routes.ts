import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../core/api/common';
import { offlinePacksResponse } from '../../core/api/offline';
import { offlineCalls } from '../../core/api/offline.requests';
import { errors } from '../errors';
import { chooseEncoding } from '../plugins/static-assets';
import { requestLimits } from '../request-limits';

/** A pack's file never changes: its name holds its content's hash (decision 415). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** What a browser may keep to read offline, and the packs themselves (decision 415). */
export const offlineRoutes: FastifyPluginAsyncZod = async (app) => {
  const packs = app.services.offlinePacks;

  app.get(
    offlineCalls.packs.path,
    {
      // Not behind the cost gate (decision 250), which works on one costly call at a time: the first list after a
      // start or an import makes every pack (tens of seconds on a large site), letting other requests through
      // every few milliseconds, and must not hold the gate for all that time. Callers share the one making.
      config: { rateLimit: requestLimits.reading },
      schema: {
        tags: ['offline'],
        summary:
          'The versions and the lexicon a browser may keep to read and search offline, with their sizes',
        response: { 200: offlinePacksResponse, 429: messageResponse },
      },
    },
    async (_request, reply) => {
      // Short: an import makes new packs, and the page that lists them is where a reader looks for updates.
      reply.header('cache-control', 'no-cache');
      return packs.manifest();
    },
  );

  app.get(
    '/api/offline/packs/:file',
    {
      config: { rateLimit: requestLimits.downloads },
      schema: {
        tags: ['offline'],
        summary:
          "One pack, named in the packs' list; brotli or gzip as the browser accepts, else uncompressed",
        params: z.object({ file: z.string().max(100) }),
        response: {
          200: z.unknown().describe('The pack, as JSON'),
          404: messageResponse,
          429: messageResponse,
        },
      },
    },
    async (request, reply) => {
      const pack = packs.file(request.params.file);
      if (!pack) throw errors.offlinePackNotFound();
      // No header at all accepts any coding (RFC 9110); a client that refuses both (`identity`, `gzip;q=0`) gets
      // the pack as it is, unpacked from the gzip file as it is sent (every browser takes gzip).
      const accept = request.headers['accept-encoding'];
      const encoding = accept === undefined ? 'gzip' : chooseEncoding(accept, { br: true, gzip: true });
      reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('vary', 'accept-encoding')
        .header('cache-control', IMMUTABLE);
      if (!encoding) return reply.send(pipeline(createReadStream(pack.gzipFile), createGunzip(), () => {}));
      return reply
        .header('content-encoding', encoding)
        .send(createReadStream(encoding === 'br' ? pack.brotliFile : pack.gzipFile));
    },
  );
};
