import { useParams, useSearchParams } from '../app/routing';
import { Reader } from '../features/reader/Reader';
import { readReaderState } from '../features/reader/readerUrl';
import { ErrorBox } from '../ui/ErrorBox';
import { ReferenceResultsLink } from '../features/search/ReferenceResultsLink';
import { StrongsPopupProvider } from '../features/strongs/StrongsPopupProvider';

/** /bible/{book}/{chapter} and /bible/{book}/{chapter}/{verse} (book by OSIS id, name, abbreviation or number). */
export default function ReaderPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const state = readReaderState(params, search);
  if (!state) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <ErrorBox message="The chapter must be a number, as in /bible/Genesis/1." />
      </div>
    );
  }
  const searched = search.get('q')?.trim();
  return (
    <StrongsPopupProvider>
      {searched ? <ReferenceResultsLink q={searched} version={state.version} /> : null}
      <Reader state={state} />
    </StrongsPopupProvider>
  );
}
