import { NameIndex } from '../features/dictionary/NameIndex';
import { dictionaryPath } from '../features/dictionary/dictionaryApi';
import { Link } from '../app/routing';

/** /dictionary: Easton's Bible Dictionary, found by headword or browsed by letter. */
export default function DictionaryPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <h1 className="font-serif text-3xl font-bold text-brand-800">Easton&apos;s Bible Dictionary</h1>
      <p className="mt-2 max-w-3xl text-muted">
        3,963 entries on the people, places and things of the Bible, with their Scripture references opening
        in the reader. See also{' '}
        <Link to="/topics" className="text-brand-700 underline">
          Nave&apos;s topics
        </Link>
        .
      </p>
      <div className="mt-6">
        <NameIndex source="dictionary" label="Find a headword" pathOf={dictionaryPath} />
      </div>
      <p className="mt-8 text-sm text-muted">
        Easton&apos;s Bible Dictionary (M. G. Easton, 1897), public domain.
      </p>
    </div>
  );
}
