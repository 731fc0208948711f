/**
 * The marks a signed-in reader makes while offline (decision 414): kept on the device under their own user id,
 * shown at once beside the account's, and sent to that account alone (never to whoever signs in next) through
 * the merge call once the connection is back. Nothing here loads more code: the header reads the key.
 */

/** The key of a reader's waiting marks: one per account, so that they go to no other. */
export function offlineMarksKey(userId: string): string {
  return `oc-marks-offline:v1:${userId}`;
}

/** What a reader is told when a mark of the account cannot be changed or removed offline. */
export const OFFLINE_CHANGE_MESSAGE = 'You are offline: this mark can be changed once you are back online';

/** A change refused because the account cannot be reached; its message is for the reader. */
export class OfflineError extends Error {
  override readonly name = 'OfflineError';

  constructor(options?: { cause?: unknown }) {
    super(OFFLINE_CHANGE_MESSAGE, options);
  }
}

/** The browser says it has no network (it may also be wrong the other way: see isNetworkFailure). */
export function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * A call that never got an answer: `fetch` rejects with a TypeError when the network is down, while an answer
 * of the server (even an error) is an ApiError. A refused answer is never taken for being offline.
 */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}
