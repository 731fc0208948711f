/** The installable shell's service worker, written by the build (vite.config.ts) at the root scope. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker (decision 413) once the page has loaded, so that its precaching never competes
 * with the page's own files. Only in a production build: the dev server has no /sw.js, and the server build never
 * runs this module. A browser that refuses (a private window, storage turned off) simply has no offline shell.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
