import { readFileSync } from 'node:fs';
import type { FastifyServerOptions } from 'fastify';

/** How long a connection may take over each part of a request, and how many may be open at once. */
export interface ConnectionLimits {
  /** The request line and headers must arrive within this (Node's `headersTimeout`). */
  headersMs: number;
  /**
   * The whole request, body included, must arrive within this (Node's `requestTimeout`; Fastify's 0 turned it
   * off). One value for every route, so it is set by the largest body: an administrator's upload.
   */
  requestMs: number;
  /** The body of any route but an upload must arrive within this once its headers have (body-limits.ts). */
  bodyMs: number;
  /** An open connection that sends and receives nothing for this long is closed (the socket's idle timeout). */
  idleMs: number;
  /** A kept-alive connection waits this long for its next request. */
  keepAliveMs: number;
  /** How often Node looks for connections past the header and request deadlines. */
  checkEveryMs: number;
  /** Connections past this many are closed as they open, so the process keeps file descriptors of its own. */
  maxConnections: number;
}

/** The process's soft limit of open files (Linux's `/proc/self/limits`); undefined where it cannot be read. */
export function openFilesLimit(read = () => readFileSync('/proc/self/limits', 'utf8')): number | undefined {
  try {
    const match = /^Max open files\s+(\d+)/m.exec(read());
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * How many connections may be open: the open-file limit less what the database pool, files and logs need (a
 * quarter of the limit, at most 1,000), so that a flood of connections never takes the descriptor a query or a
 * page needs; 4,000 where the limit is unknown or unlimited.
 */
export function connectionCap(limit: number | undefined): number {
  if (limit === undefined) return 4_000;
  return limit - Math.min(1_000, Math.floor(limit / 4));
}

/**
 * The production values (decision 254). A request has 15 minutes to arrive: a 100 MB upload at 115 KB/s
 * (under 1 Mbit/s); the upload routes answer only administrators, who are refused before the body is read
 * otherwise. Every other route's body has 30 s once its headers are in. Headers have 20 s, far more than any real client needs. An idle connection is closed after two
 * minutes: no answer of the site takes that long. Kept-alive connections wait 72 s, Fastify's default, longer
 * than the 60 s of the usual proxies and load balancers so they never reuse a connection we just closed.
 * Node checks the deadlines every 5 s. The connection cap follows the open-file limit (`connectionCap`): with
 * `ulimit -n` at 20,000, 19,000 connections.
 */
export const CONNECTION_LIMITS: ConnectionLimits = {
  headersMs: 20_000,
  requestMs: 15 * 60_000,
  bodyMs: 30_000,
  idleMs: 120_000,
  keepAliveMs: 72_000,
  checkEveryMs: 5_000,
  maxConnections: connectionCap(openFilesLimit()),
};

/** Fastify's options for the limits (the connection cap is set on the server once it exists). */
export function connectionOptions(limits: ConnectionLimits): Pick<
  FastifyServerOptions,
  'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout'
> & {
  http: { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number };
} {
  return {
    connectionTimeout: limits.idleMs,
    keepAliveTimeout: limits.keepAliveMs,
    requestTimeout: limits.requestMs,
    http: {
      headersTimeout: limits.headersMs,
      requestTimeout: limits.requestMs,
      connectionsCheckingInterval: limits.checkEveryMs,
    },
  };
}
