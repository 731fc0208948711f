import { Link } from '../app/routing';
import { NameIndex } from '../features/dictionary/NameIndex';
import { topicPath } from '../features/dictionary/dictionaryApi';

/** /topics: Nave's Topical Bible, found by name or browsed by letter. */
export default function TopicsPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <h1 className="font-serif text-3xl font-bold text-brand-800">Nave&apos;s Topical Bible</h1>
      <p className="mt-2 max-w-3xl text-muted">
        5,322 topics, each with the verses that speak of it. Search a topic&apos;s verses with{' '}
        <code>topic:prayer</code> in the search box. See also{' '}
        <Link to="/dictionary" className="text-brand-700 underline">
          Easton&apos;s Bible Dictionary
        </Link>
        .
      </p>
      <div className="mt-6">
        <NameIndex source="topics" label="Find a topic" pathOf={topicPath} />
      </div>
      <p className="mt-8 text-sm text-muted">
        Nave&apos;s Topical Bible (Orville J. Nave, 1896), public domain.
      </p>
    </div>
  );
}
