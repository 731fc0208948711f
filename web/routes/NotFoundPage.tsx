import { useEffect } from 'react';
import { reportNotFound } from '../app/errorReporting';
import { NotFound } from '../features/layout/NotFound';

export default function NotFoundPage() {
  // The server answers every page address with the app; a missing page is counted for the ADMIN BOT here.
  useEffect(() => reportNotFound(), []);
  return <NotFound />;
}
