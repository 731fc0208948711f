import type { DatabaseHandle, ListenState } from '../db/database';

/**
 * A PostgreSQL database as a cache emptied by notifications sees it (`DatabaseHandle.listen`): the test sends
 * the notifications (`notify`) and loses and brings back the LISTEN connection (`state().onLost()`, `onBack()`).
 */
export function fakeListenDatabase() {
  let heard: ((payload: string) => void) | undefined;
  let state: ListenState | undefined;
  const database = {
    kind: 'postgres',
    listen: async (_channel: string, handler: (payload: string) => void, told?: ListenState) => {
      heard = handler;
      state = told;
      return async () => undefined;
    },
  } as unknown as DatabaseHandle;
  return { database, notify: (payload: string) => heard?.(payload), state: () => state! };
}
