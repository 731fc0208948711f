import { Navigate, useSearchParams } from 'react-router';
import { resultsSearch } from '../features/search/resultsUrl';
import { DEFAULT_VERSION } from '../features/search/searchUrl';

/** /search?q=… (linked from dictionary pages) is the results page: /simple-results?q=…&version=kjv&page=1. */
export default function SearchRedirectPage() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const version = params.get('version')?.trim().toLowerCase() || DEFAULT_VERSION;
  const target = q
    ? `/simple-results${resultsSearch({ q, version, page: 1, strongs: false, parallel: false })}`
    : '/simple-results';
  return <Navigate to={target} replace />;
}
