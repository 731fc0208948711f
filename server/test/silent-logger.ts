import type { FastifyBaseLogger } from 'fastify';

/** A Fastify logger that says nothing, for services built outside an app in tests. */
export const silentLogger: FastifyBaseLogger = {
  level: 'silent',
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  silent() {},
  child: () => silentLogger,
};
