import { BookOpen } from 'lucide-react';
import { headwordKey } from '../../../core/dictionary/headword-key';
import { Link } from '../../app/routing';
import { dictionaryPath, topicPath, useHeadwords } from './dictionaryApi';

/** A one-word search that is a name Easton's has (`Bethlehem`): the words of the headword, else nothing. */
function dictionaryWord(q: string): string {
  const trimmed = q.trim();
  return /^\p{L}[\p{L}'-]{2,40}$/u.test(trimmed) ? trimmed : '';
}

/**
 * Above the results: the topic page of a `topic:` search, and the dictionary entry of a search for a name
 * Easton's has (the search box's suggestion of a headword).
 */
export function StudyLinks({ q, topic }: { q: string; topic?: string }) {
  const word = dictionaryWord(q);
  const names = useHeadwords('dictionary', { q: word }, word !== '');
  const headword = word
    ? names.data?.headwords.find((name) => headwordKey(name) === headwordKey(word))
    : undefined;
  if (!topic && !headword) return null;
  return (
    <div className="mb-4 flex flex-wrap gap-x-6 gap-y-2 rounded-lg border border-parchment-dark bg-white p-4 text-ink">
      <BookOpen aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
      {topic ? (
        <p>
          Verses of Nave&apos;s topic{' '}
          <Link to={topicPath(topic)} className="font-semibold text-brand-700 underline underline-offset-2">
            {topic}
          </Link>
        </p>
      ) : null}
      {headword ? (
        <p>
          In Easton&apos;s Bible Dictionary:{' '}
          <Link
            to={dictionaryPath(headword)}
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            {headword}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
