import type { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import { UNCAUGHT_EXCEPTION, UNHANDLED_REJECTION } from './bot/error-types';

/** Where a failure outside any request is counted: the ADMIN BOT's error list names it by this path, as it stores paths (reportPath). */
export const PROCESS_PATH = '/(process)';
/** Longest the counted errors are given to be written before an uncaught exception ends the process. */
const LAST_FLUSH_MS = 2_000;

export interface ProcessGuardOptions {
  /** The process to guard; tests pass an emitter of their own. */
  target?: EventEmitter;
  /** How the process ends after an uncaught exception; tests pass a spy. */
  exit?: (code: number) => void;
}

function describe(reason: unknown): string {
  const text = reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason);
  return text.slice(0, 500);
}

/**
 * The process's policy for failures no code handled (decision 253). A rejected promise nobody handles is
 * logged and counted in the ADMIN BOT's error list, and the server goes on: Node would otherwise end the
 * process, and with it every reader's request, for one forgotten `catch`. An uncaught exception is logged,
 * counted and written, and then the process exits with status 1, since its state is unknown: scripts/start.sh
 * and the systemd unit (deploy/openconcordance.service) start it again. Returns the way to stop guarding.
 */
export function guardProcess(app: FastifyInstance, options: ProcessGuardOptions = {}): () => void {
  const target = options.target ?? process;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const counter = app.services.bot.errorCounter;
  const onRejection = (reason: unknown) => {
    app.log.error({ err: reason }, 'A promise was rejected and nothing handled it; the server goes on');
    counter.count(UNHANDLED_REJECTION, PROCESS_PATH, describe(reason));
  };
  let exiting = false;
  const onException = (error: unknown) => {
    app.log.fatal({ err: error }, 'An exception was not caught; the server stops to be started again');
    counter.count(UNCAUGHT_EXCEPTION, PROCESS_PATH, describe(error));
    if (exiting) return;
    exiting = true;
    const timer = setTimeout(() => exit(1), LAST_FLUSH_MS);
    timer.unref();
    void counter.flush().finally(() => {
      clearTimeout(timer);
      exit(1);
    });
  };
  target.on('unhandledRejection', onRejection);
  target.on('uncaughtException', onException);
  return () => {
    target.off('unhandledRejection', onRejection);
    target.off('uncaughtException', onException);
  };
}
