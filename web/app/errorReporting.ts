import { clientErrorCalls } from '../../core/api/client-errors.requests';
import { urlOf } from '../api/client';

/** At most this many reports leave one page load: a loop of errors must not flood the server. */
const MOST_REPORTS = 5;
const sent = new Set<string>();

/**
 * Tells the ADMIN BOT about an error in this browser (POST /api/client-errors, issue 17): only the message, the
 * first lines of the stack and the path without its query string; no cookies are sent, nothing about the
 * reader. Each message is reported once per page load; failures are ignored. It is sent with `fetch` itself,
 * not the screens' client: it must outlive the page (`keepalive`) and carry no cookies.
 */
export function reportClientError(error: unknown): void {
  const message = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 500);
  if (sent.size >= MOST_REPORTS || sent.has(message)) return;
  sent.add(message);
  const stack =
    error instanceof Error && error.stack
      ? error.stack.split('\n').slice(0, 6).join('\n').slice(0, 2_000)
      : undefined;
  try {
    void fetch(urlOf(clientErrorCalls.report), {
      method: 'POST',
      credentials: 'omit',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ message, stack, path: window.location.pathname }),
    }).catch(() => undefined);
  } catch {
    // Reporting must never raise a second error.
  }
}

/** Reports uncaught errors and unhandled promise rejections of the page. */
export function installErrorReporting(): void {
  window.addEventListener('error', (event) => reportClientError(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportClientError(event.reason));
}

/** Tells the ADMIN BOT that a reader reached the page-not-found screen (the server answers every page path). */
export function reportNotFound(): void {
  const key = `not-found ${window.location.pathname}`;
  if (sent.size >= MOST_REPORTS || sent.has(key)) return;
  sent.add(key);
  try {
    void fetch(urlOf(clientErrorCalls.report), {
      method: 'POST',
      credentials: 'omit',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ message: 'Page not found', path: window.location.pathname, kind: 'not-found' }),
    }).catch(() => undefined);
  } catch {
    // Reporting must never raise an error.
  }
}
