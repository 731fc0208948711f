import { useSearchParams } from 'react-router';
import { ComingSoon } from '../ui/ComingSoon';

/** Placeholder until the results screen lands: it names the search that was asked for. */
export default function SimpleResultsPage() {
  const [params] = useSearchParams();
  const query = params.get('q')?.trim();
  return (
    <ComingSoon
      heading={query ? `Search results for "${query}"` : 'Search results'}
      summary="Matching verses, with Strong's numbers and a parallel view, will be listed here."
    />
  );
}
