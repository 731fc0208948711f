import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from './render';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="/">Back to the site</a></p></main></body></html>`;
}

const INVALID =
  'This unsubscribe link is not valid (it may have been cut short or changed). Nothing was changed; use the link of a recent email.';
const EXPIRED = 'This unsubscribe link has expired. Nothing was changed; use the link of a recent email.';

/**
 * Unsubscribe without signing in (decision 143): GET shows a page with a confirm button (so link scanners
 * change nothing), POST unsubscribes; mail clients POST `List-Unsubscribe=One-Click` to the same address (RFC 8058).
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  const query = z.object({ token: z.string().max(2000).default('') });

  app.get('/unsubscribe', { schema: { hide: true, querystring: query } }, async (request, reply) => {
    const { token } = request.query;
    reply.type('text/html; charset=utf-8');
    if (!token) return page('Unsubscribe', `<p>${escapeHtml(INVALID)}</p>`);
    return page(
      'Unsubscribe',
      `<p>Stop the reading emails (word of the day, reminders) to your address?</p><form method="post" action="/unsubscribe?token=${escapeHtml(encodeURIComponent(token))}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
    );
  });

  app.post('/unsubscribe', { schema: { hide: true, querystring: query } }, async (request, reply) => {
    const result = await app.services.mail.unsubscribe(request.query.token);
    reply.type('text/html; charset=utf-8');
    if ('error' in result) {
      reply.code(400);
      return page(
        'Unsubscribe failed',
        `<p>${escapeHtml(result.error === 'expired' ? EXPIRED : INVALID)}</p>`,
      );
    }
    return page(
      'You are unsubscribed',
      `<p>${escapeHtml(result.address)} will no longer receive reading emails from this site.</p>`,
    );
  });
};
