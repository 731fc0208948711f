import { Navigate, useSearchParams } from '../app/routing';
import { readResultsState, resultsUrl } from '../features/search/resultsUrl';
import SimpleResultsPage from './SimpleResultsPage';

/**
 * /search?q=… (linked from dictionary pages) is the results page: /simple-results?q=…&version=kjv&page=1. The
 * results of that address are drawn here at once, so that the server sends them with the page like every other
 * public page; in the browser the address then becomes the results page's own, with the same data.
 */
export default function SearchRedirectPage() {
  const [params] = useSearchParams();
  const { q, version } = readResultsState(params);
  const target = q ? resultsUrl({ q, version }) : '/simple-results';
  const query = target.indexOf('?');
  return (
    <>
      <SimpleResultsPage at={query < 0 ? '' : target.slice(query)} />
      <Navigate to={target} replace />
    </>
  );
}
