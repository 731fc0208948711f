import { useEffect } from 'react';
import { reportNotFound } from '../app/errorReporting';
import { NotFound } from '../features/layout/NotFound';

/** The router keeps the index of the history entry in `history.state.idx`: 0 for the page the server answered. */
function reachedInTheBrowser(): boolean {
  const state: unknown = window.history.state;
  const index = state && typeof state === 'object' && 'idx' in state ? Number(state.idx) : 0;
  return index > 0;
}

export default function NotFoundPage() {
  // The server answers an unknown address with 404 and counts it for the ADMIN BOT (decision 183); a missing
  // page reached by a link inside the app never reaches the server, so it is reported from here.
  useEffect(() => {
    if (reachedInTheBrowser()) reportNotFound();
  }, []);
  return <NotFound />;
}
