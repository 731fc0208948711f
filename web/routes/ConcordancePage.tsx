import { ConcordanceList } from '../features/concordance/ConcordanceList';

/** /concordance: the Strong's dictionary, Hebrew and Greek, searchable and paged. */
export default function ConcordancePage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="font-serif text-3xl font-bold text-brand-800 sm:text-4xl">Strong&apos;s Concordance</h1>
      <p className="mt-3 max-w-3xl text-lg text-muted">
        Every Hebrew and Greek word of Strong&apos;s dictionary, with its pronunciation, its meaning and the
        verses where the King James Version translates it. Search by number, by the original word (with or
        without vowel points and accents), by transliteration or by English meaning.
      </p>
      <ConcordanceList />
    </div>
  );
}
