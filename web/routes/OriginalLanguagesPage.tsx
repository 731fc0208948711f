import { Link } from '../app/routing';
import { useQuery } from '@tanstack/react-query';
import type { BibleVersion } from '../../core/api/site';
import { siteCalls } from '../../core/api/site.requests';
import { useApi } from '../api/context';
import { ErrorState } from '../features/concordance/ErrorState';
import { Spinner } from '../ui/Spinner';

const TEXTS: { code: string; title: string; about: string }[] = [
  {
    code: 'wlc',
    title: 'Hebrew Bible: Westminster Leningrad Codex',
    about:
      'The Hebrew and Aramaic Old Testament of the Leningrad Codex (about 1008 AD), the oldest complete manuscript of the Hebrew Bible, with vowel points and accents, as prepared by the Open Scriptures Hebrew Bible project. Each word carries its lemma, its Strong’s number and its morphology. Its verse numbers follow the Hebrew tradition, so some chapters are numbered differently from the KJV.',
  },
  {
    code: 'tr',
    title: 'Greek New Testament: Textus Receptus',
    about:
      'The Greek text behind the King James Version, as aligned word by word with the KJV by the CrossWire Bible Society (unaccented). Its Strong’s numbers are those of the KJV’s own tagging, so it is the closest Greek companion of the KJV concordance.',
  },
  {
    code: 'sblgnt',
    title: 'Greek New Testament: SBL Greek New Testament',
    about:
      'The critical text of the Society of Biblical Literature (2010) with MorphGNT’s lemmas and morphology; the signs that point into its apparatus are removed (critical signs removed). Its Strong’s numbers are derived from the lemmas by this site, so they are not an editor’s tagging.',
  },
];

function TextCard({ text, version }: { text: (typeof TEXTS)[number]; version: BibleVersion | undefined }) {
  return (
    <section
      aria-labelledby={`text-${text.code}`}
      className="rounded-lg border border-parchment-dark bg-white p-5 shadow-sm"
    >
      <h2 id={`text-${text.code}`} className="font-serif text-xl font-bold text-brand-800">
        {text.title}
      </h2>
      <p className="mt-2 text-muted">{text.about}</p>
      {version?.installed ? (
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-semibold">Installed as</dt>
          <dd>{version.name}</dd>
          <dt className="font-semibold">Verses</dt>
          <dd>{version.verseCount.toLocaleString('en-US')}</dd>
          <dt className="font-semibold">Strong&apos;s numbers</dt>
          <dd>
            {version.hasStrongs
              ? version.strongsAuthoritative
                ? 'Tagged by its editors'
                : 'Derived by this site'
              : 'None'}
          </dd>
          {version.licence ? (
            <>
              <dt className="font-semibold">Licence</dt>
              <dd>{version.licence}</dd>
            </>
          ) : null}
          {version.attribution ? (
            <>
              <dt className="font-semibold">Attribution</dt>
              <dd>{version.attribution}</dd>
            </>
          ) : null}
        </dl>
      ) : (
        <p className="mt-4 text-sm font-medium text-gold-700">Not installed on this site yet.</p>
      )}
    </section>
  );
}

/** /original-languages: the Hebrew and Greek texts behind the Concordance, with live figures from /api/versions. */
export default function OriginalLanguagesPage() {
  const api = useApi();
  const versions = useQuery({
    queryKey: ['versions', 'details'],
    queryFn: () => api.call(siteCalls.versions),
    staleTime: 5 * 60 * 1000,
  });
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="font-serif text-3xl font-bold text-brand-800 sm:text-4xl">Original Languages</h1>
      <p className="mt-3 text-lg text-muted">
        The Old Testament was written in Hebrew (with a few chapters in Aramaic), the New Testament in Greek.
        Strong&apos;s numbers tie each English word of the KJV to the Hebrew or Greek word it translates; the
        texts below let you read those words in their own language. Counts of a number differ from text to
        text, because the texts differ and because one English word may render several original words.
      </p>
      <p className="mt-3 text-muted">
        Browse the words in the{' '}
        <Link to="/hebrew-lexicon" className="text-brand-700 underline underline-offset-2">
          Hebrew Lexicon
        </Link>{' '}
        and the{' '}
        <Link to="/greek-lexicon" className="text-brand-700 underline underline-offset-2">
          Greek Lexicon
        </Link>
        .
      </p>
      <div className="mt-8 grid gap-6">
        {versions.isPending ? (
          <Spinner label="Loading the texts…" />
        ) : versions.isError ? (
          <ErrorState
            message="The list of texts could not be loaded."
            onRetry={() => void versions.refetch()}
          />
        ) : (
          TEXTS.map((text) => (
            <TextCard
              key={text.code}
              text={text}
              version={versions.data.versions.find((v) => v.code === text.code)}
            />
          ))
        )}
      </div>
    </div>
  );
}
