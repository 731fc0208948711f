import { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest, InjectOptions, LightMyRequestResponse } from 'fastify';

/**
 * The calls the server makes to its own routes while it renders a page (decision 280). They are made through
 * `app.inject` with this class as the request's constructor, so the mark is the request object itself: only
 * code in this process that holds the class can set it, and no header, address or body a visitor sends can.
 * Not exported: `injectInnerCall` is the one way in.
 */
class InnerCallRequest extends IncomingMessage {}

/** Calls this server's own route as part of rendering a page, marked as an inner call. */
export function injectInnerCall(
  app: FastifyInstance,
  options: Omit<InjectOptions, 'Request'>,
): Promise<LightMyRequestResponse> {
  return app.inject({ ...options, Request: InnerCallRequest });
}

/**
 * Whether the request is one the server made to itself to render a page: the visitor's request for the page is
 * the one that counts, so the request metrics, the bot's error counts and the request log's tally skip these.
 */
export function isInnerCall(request: FastifyRequest): boolean {
  return request.raw instanceof InnerCallRequest;
}
