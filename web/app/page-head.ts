import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type * as HeadModule from './head';
import { useLocation } from './routing';

/**
 * Keeps the tab's title (and the description and canonical link the server wrote) current as the reader moves.
 * The titles of every page (`./head`) load after the first render: the server wrote the first page's head, so the
 * entry script need not carry them (the script budget, docs/performance.md).
 */
export function usePageHead(): void {
  const { pathname, search } = useLocation();
  const client = useQueryClient();
  const [head, setHead] = useState<typeof HeadModule | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void import('./head').then((module) => live && setHead(module));
    return () => {
      live = false;
    };
  }, []);
  const cache = client.getQueryCache();
  const title = useSyncExternalStore(
    (notify) => cache.subscribe(notify),
    () => (head ? head.pageHead(pathname, search, client).title : ''),
    () => '',
  );
  useEffect(() => {
    head?.applyPageHead(pathname, search, client);
  }, [head, title, pathname, search, client]);
}

/**
 * Marks the page live (`<html data-hydrated>`) once its screen is: a server-rendered page shows its content
 * before its script has run, and a click before then does nothing. The browser journeys wait for the mark.
 */
export function HydratedMark(): null {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
