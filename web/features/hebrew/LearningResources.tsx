import { Link } from '../../app/routing';

const RESOURCES = [
  {
    to: '/hebrew-alefbet',
    title: 'Hebrew AlefBet',
    body: 'The 22 letters, their sounds, vowel points and gematria.',
  },
  {
    to: '/hebrew-verbs',
    title: 'Hebrew Verbs',
    body: 'Roots, the seven binyanim, and verbs as the Bible uses them.',
  },
  {
    to: '/concordance',
    title: 'Concordance',
    body: "Every Hebrew word of the Bible by Strong's number, with its verses.",
  },
];

/** Where to go next. */
export function LearningResources() {
  return (
    <section aria-labelledby="resources-heading" className="mt-12">
      <h2 id="resources-heading" className="font-serif text-2xl font-bold text-brand-800">
        Learning Resources
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        {RESOURCES.map((resource) => (
          <li key={resource.to} className="rounded-lg border border-parchment-dark bg-white p-5 shadow-sm">
            <Link
              to={resource.to}
              className="font-serif text-lg font-bold text-brand-700 underline-offset-2 hover:underline"
            >
              {resource.title}
            </Link>
            <p className="mt-2 text-muted">{resource.body}</p>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-muted">
        The basic words and verbs are the most frequent in the Hebrew Bible (Westminster Leningrad Codex with
        the Open Scriptures Hebrew Bible&rsquo;s lemmas and morphology, CC BY 4.0). Audio is synthesised by
        espeak-ng.
      </p>
    </section>
  );
}
