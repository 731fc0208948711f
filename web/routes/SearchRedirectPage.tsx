import { Navigate, useSearchParams } from '../app/routing';
import { readResultsState, resultsUrl } from '../features/search/resultsUrl';

/** /search?q=… (linked from dictionary pages) is the results page: /simple-results?q=…&version=kjv&page=1. */
export default function SearchRedirectPage() {
  const [params] = useSearchParams();
  const { q, version } = readResultsState(params);
  return <Navigate to={q ? resultsUrl({ q, version }) : '/simple-results'} replace />;
}
