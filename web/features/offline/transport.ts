import type { ApiClient, ApiTransport } from '../../api/client';
import type * as OfflineAnswers from './offlineAnswers';
import { anythingKept } from './keptFlag';

/**
 * The browser's transport: `fetch`, and when the network fails (offline, a dead zone) a GET of the API answered
 * from what this device keeps (decision 415). The offline reader's code loads only then, or once something is
 * kept (`preloadOffline`), so that a reader who keeps nothing never downloads it.
 */
export const offlineFallbackTransport: ApiTransport = (url, init) =>
  fetch(url, init).catch(async (error: unknown) => {
    if ((init.method ?? 'GET') !== 'GET' || !url.startsWith('/api/') || !anythingKept()) throw error;
    const answer = await loadOffline()
      .then((offline) => offline.answerOffline(url))
      .catch(() => undefined);
    if (!answer) throw error;
    return answer;
  });

let offline: Promise<typeof OfflineAnswers> | undefined;

function loadOffline() {
  // A failed load (offline before the code was ever fetched) is tried again next time.
  offline ??= import('./offlineAnswers').catch((error: unknown) => {
    offline = undefined;
    throw error;
  });
  return offline;
}

/**
 * Loads the offline reader's code and starts its worker ahead of need when this device keeps something, so that
 * both are there once the network is gone (the service worker keeps them too, where there is one).
 */
export function preloadOffline(api: ApiClient): void {
  if (!anythingKept()) return;
  void loadOffline().then(
    (module) => {
      module.warm();
      // Online, the kept packs follow the server's imports: a changed one is downloaded again.
      if (navigator.onLine) void module.updateKept(api).catch(() => undefined);
    },
    () => undefined,
  );
}
