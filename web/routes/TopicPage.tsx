import { Link, useParams } from '../app/routing';
import { resultsUrl } from '../features/search/resultsUrl';
import { StudyNotFound } from '../features/dictionary/NotFoundBox';
import { readerPath, topicPath, useTopic } from '../features/dictionary/dictionaryApi';
import { Spinner } from '../ui/Spinner';

/** /topics/:name: a topic of Nave's with its subtopics and the verses of each, opening the reader. */
export default function TopicPage() {
  const name = (useParams().name ?? '').trim();
  const topic = useTopic(name);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to="/topics" className="text-brand-700 underline underline-offset-2">
          Nave&apos;s Topical Bible
        </Link>
      </nav>
      {topic.isPending ? <Spinner label={`Loading ${name}…`} /> : null}
      {topic.isError ? (
        <StudyNotFound
          error={topic.error}
          heading="No such topic"
          pathOf={topicPath}
          back={{ to: '/topics', label: 'Browse the topics' }}
        />
      ) : null}
      {topic.data ? (
        <article className="mt-3">
          <h1 className="font-serif text-3xl font-bold break-words text-brand-800">{topic.data.name}</h1>
          <p className="mt-2 text-muted">
            {topic.data.verseCount.toLocaleString('en')} verses.{' '}
            <Link
              to={resultsUrl({
                q: `topic:"${topic.data.name}"`,
                version: 'kjv',
                strongs: false,
                parallel: false,
              })}
              className="text-brand-700 underline underline-offset-2"
            >
              Read them all in search results
            </Link>
          </p>
          <ul className="mt-5 grid gap-2">
            {topic.data.lines.map((line, index) => (
              <li
                key={index}
                className={
                  line.level === 1
                    ? 'mt-3 font-semibold text-ink'
                    : 'ml-4 border-l-2 border-parchment-dark pl-3 text-ink'
                }
              >
                {line.text ? <span className="break-words">{line.text} </span> : null}
                {line.verses.map((verse, verseIndex) => (
                  <span key={verseIndex}>
                    {verseIndex > 0 ? '; ' : ''}
                    <Link
                      to={readerPath(verse)}
                      className="inline-block min-h-6 font-normal text-brand-700 underline underline-offset-2"
                    >
                      {verse.reference}
                    </Link>
                  </span>
                ))}
              </li>
            ))}
          </ul>
          {topic.data.seeAlso.length ? (
            <p className="mt-6">
              See also:{' '}
              {topic.data.seeAlso.map((other, index) => (
                <span key={other}>
                  {index > 0 ? ', ' : ''}
                  <Link to={topicPath(other)} className="text-brand-700 underline">
                    {other}
                  </Link>
                </span>
              ))}
            </p>
          ) : null}
          <p className="mt-6 text-sm text-muted">{topic.data.credit}.</p>
        </article>
      ) : null}
    </div>
  );
}
