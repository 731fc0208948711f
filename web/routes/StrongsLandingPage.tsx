import { useQuery } from '@tanstack/react-query';
import { Link } from '../app/routing';
import { useState } from 'react';
import type { ApiClient } from '../api/client';
import { useApi } from '../api/context';
import { searchCalls } from '../../core/api/search.requests';
import { SEARCH_PAGE_SIZE } from '../../core/search/limits';
import { resultSegments } from '../../core/search/segments';
import type { Segment } from '../features/concordance/concordanceApi';
import { DeveloperPage } from '../features/site/DeveloperPage';
import { ErrorState } from '../features/concordance/ErrorState';
import { VerseText } from '../features/verse/VerseText';
import { resultsUrl } from '../features/search/resultsUrl';
import { VersionSelect } from '../features/search/VersionSelect';
import { Spinner } from '../ui/Spinner';
import { Switch } from '../ui/Switch';

const SAMPLE_QUERY = 'gold';
const SAMPLES = 5;

interface SampleAnswer {
  totalResults: number;
  results: { id: number; reference: string; segments: Segment[] }[];
}

async function sampleSearch(api: ApiClient, version: string): Promise<SampleAnswer> {
  const answer = await api.call(searchCalls.search, {
    query: { q: SAMPLE_QUERY, version, includeStrongs: true, limit: SEARCH_PAGE_SIZE },
  });
  return {
    totalResults: answer.totalResults,
    results: answer.results.map((result) => ({
      id: result.id,
      reference: result.reference,
      segments: resultSegments(result),
    })),
  };
}

/** The Strong's landing page, on live data: the sample search "gold" in the chosen version. */
export default function StrongsLandingPage() {
  const [version, setVersion] = useState('kjv');
  const [showStrongs, setShowStrongs] = useState(false);
  const api = useApi();
  const sample = useQuery({
    queryKey: ['strongs-landing', version],
    queryFn: () => sampleSearch(api, version),
  });
  return (
    <DeveloperPage>
      <h1 className="font-serif text-3xl font-bold text-brand-800">Strong&apos;s Concordance Search</h1>
      <p className="mt-2 text-muted">
        A sample search for &ldquo;{SAMPLE_QUERY}&rdquo; with live figures from this site&apos;s database.
      </p>
      <div className="mt-6 flex flex-wrap items-end gap-6">
        <VersionSelect value={version} onValueChange={setVersion} includeAll={false} className="w-72" />
        <Switch label="Show Strong's Numbers" checked={showStrongs} onCheckedChange={setShowStrongs} />
      </div>
      <section
        aria-label="Sample results"
        className="mt-6 rounded-lg border border-parchment-dark bg-white p-5"
      >
        {sample.isPending ? (
          <Spinner label="Searching…" />
        ) : sample.isError ? (
          <ErrorState message={sample.error.message} onRetry={() => void sample.refetch()} />
        ) : (
          <>
            <p className="font-medium">
              {sample.data.totalResults === 0
                ? 'Showing 0 results'
                : `Showing 1-${Math.min(SEARCH_PAGE_SIZE, sample.data.totalResults)} of ${sample.data.totalResults.toLocaleString('en-US')} results`}
            </p>
            <ol className="mt-3 grid gap-3">
              {sample.data.results.slice(0, SAMPLES).map((result) => (
                <li key={result.id}>
                  <span className="font-semibold text-brand-700">{result.reference}</span>{' '}
                  <span className="font-serif">
                    <VerseText segments={result.segments} numbers={showStrongs ? 'links' : 'none'} />
                  </span>
                </li>
              ))}
            </ol>
          </>
        )}
      </section>
      <nav aria-label="Resources" className="mt-6 flex flex-wrap gap-4">
        <Link to="/hebrew-learning" className="text-brand-700 underline underline-offset-2">
          Hebrew Learning
        </Link>
        <Link to="/concordance" className="text-brand-700 underline underline-offset-2">
          Concordance
        </Link>
        <Link
          to={resultsUrl({ q: SAMPLE_QUERY, version })}
          className="text-brand-700 underline underline-offset-2"
        >
          All results for &ldquo;{SAMPLE_QUERY}&rdquo;
        </Link>
      </nav>
    </DeveloperPage>
  );
}
