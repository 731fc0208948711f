import type { ClientErrorBody } from '../../core/api/bot';
import { reportPath } from './error-counter';

/** Addresses, long numbers and tokens: what could name or identify a reader. */
const PERSONAL = [
  [/[^\s@<>()"']+@[^\s@<>()"']+\.[^\s@<>()"']+/g, '[email]'],
  [/\b\d{6,}\b/g, '[number]'],
  [/\b[A-Za-z0-9_-]{32,}\b/g, '[token]'],
] as const;

function scrub(text: string): string {
  let out = text.replace(/[\r\n\t]+/g, ' ');
  for (const [pattern, replacement] of PERSONAL) out = out.replace(pattern, replacement);
  // Query strings inside URLs of the message or stack go too.
  return out.replace(/(https?:\/\/[^\s?#)]+)[?#][^\s)]*/g, '$1');
}

/** A browser's report as stored: one-line message, path without query, no personal data. */
export function cleanClientError(body: ClientErrorBody): { message: string; path: string } {
  const firstFrame = body.stack
    ?.split('\n')
    .map((line) => line.trim())
    .find((line) => line.startsWith('at ') || line.includes('@'));
  const message = scrub(body.message).trim().slice(0, 300) || 'Unknown error';
  let given = body.path.trim();
  if (/^https?:\/\//i.test(given)) {
    try {
      given = new URL(given).pathname;
    } catch {
      given = '/';
    }
  }
  const path = reportPath(given.startsWith('/') ? given : `/${given}`);
  return { message: firstFrame ? `${message} (${scrub(firstFrame).slice(0, 200)})` : message, path };
}
