import { StrictMode } from 'react';
import { createApiClient } from './api/client';
import { offlineFallbackTransport, preloadOffline } from './features/offline/transport';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from './app/routing';
import { App } from './app/App';
import { installErrorReporting } from './app/errorReporting';
import { createQueryClient } from './app/queryClient';
import { hydrateQueryState, SERVER_STATE_ELEMENT_ID } from './app/serverState';
import { registerServiceWorker } from './app/serviceWorker';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

installErrorReporting();

const queryClient = createQueryClient();
// `fetch`, with the versions kept on this device answering when the network is gone (decision 415).
const api = createApiClient(offlineFallbackTransport);
const app = (
  <StrictMode>
    <App queryClient={queryClient} api={api} router={BrowserRouter} />
  </StrictMode>
);

// A page the server rendered (decision 220) carries the data it was rendered with: the browser takes over
// that HTML instead of drawing the page again. Other pages (the signed-in screens) arrive as an empty shell.
const serverState = document.getElementById(SERVER_STATE_ELEMENT_ID);
if (serverState?.textContent) {
  hydrateQueryState(queryClient, JSON.parse(serverState.textContent));
  hydrateRoot(container, app);
} else {
  createRoot(container).render(app);
}

registerServiceWorker();
// A reader who keeps versions offline gets the offline reader's code now, and their packs brought up to date.
window.addEventListener('load', () => preloadOffline(api), { once: true });
