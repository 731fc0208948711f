import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { errors } from '../errors';
import { sendError } from './error-handler';
import type { SecurityHeaders } from './security';

/**
 * Fastify's answer to a URL the router cannot read (`GET /%`, a bad encoding, an overlong parameter): it runs
 * no hook, so the security headers and the request id are set here before the one error handler answers.
 */
export function frameworkErrorHandler(
  headers: SecurityHeaders,
): NonNullable<FastifyServerOptions['frameworkErrors']> {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    headers.middleware(request.raw, reply.raw, () => undefined);
    reply.header('x-request-id', request.id);
    // The reply is thenable; Fastify's framework-error hook wants nothing back.
    void sendError(error, request, reply);
  };
}

/**
 * Node's answer to a request it cannot parse (headers too large, a malformed request line, a timeout),
 * written to the socket since there is no request object: `{ message }` with the same headers as any answer.
 */
export function clientErrorHandler(headers: SecurityHeaders) {
  return (error: NodeJS.ErrnoException, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const answer =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? errors.headersTooLarge()
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? errors.requestTimeout()
          : errors.unreadableRequest();
    const body = JSON.stringify({ message: answer.message });
    const lines = [
      `HTTP/1.1 ${answer.statusCode} ${STATUS_CODES[answer.statusCode]}`,
      ...headers.entries.map(([name, value]) => `${name}: ${value}`),
      `x-request-id: ${randomUUID()}`,
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(body)}`,
      'connection: close',
    ];
    if (socket.writable) socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    socket.destroy();
  };
}
