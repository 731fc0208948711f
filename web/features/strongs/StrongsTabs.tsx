import { useState } from 'react';
import { Link } from '../../app/routing';
import { strongsResultsUrl } from '../search/resultsUrl';
import { ScholarlyArticle } from './ScholarlyArticle';
import { splitOnStrongsNumbers } from './strongsNumber';
import type { StrongsDefinition } from './strongsTypes';

const sectionHeading = 'font-serif text-base font-bold text-brand-800';
/** Renderings shown before "Show all": the commonest come first. */
const RENDERINGS_SHOWN = 24;

/** Text with its Hebrew runs set right-to-left in the Hebrew font (origins quote Hebrew words). */
function MixedText({ text }: { text: string }) {
  return (
    <>
      {text.split(/([\u0590-\u05FF]+(?:[\s\u05BE][\u0590-\u05FF]+)*)/).map((part, index) =>
        index % 2 ? (
          <span key={index} lang="he" dir="rtl" className="text-lg">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}

export function DefinitionTab({ entry }: { entry: StrongsDefinition }) {
  return <p className="font-serif text-lg leading-relaxed text-ink">{entry.definition}</p>;
}

export function UsageTab({ entry }: { entry: StrongsDefinition }) {
  const [showAll, setShowAll] = useState(false);
  const renderings = showAll ? entry.kjvUsage : entry.kjvUsage.slice(0, RENDERINGS_SHOWN);
  return (
    <div className="grid gap-3">
      <p className="text-ink">
        {entry.strongsNumber} occurs in <strong>{entry.totalOccurrences}</strong>{' '}
        {entry.totalOccurrences === 1 ? 'verse' : 'verses'} in the KJV.{' '}
        <Link
          to={strongsResultsUrl(entry.strongsNumber)}
          className="font-medium text-brand-700 underline underline-offset-2"
        >
          See all verses
        </Link>
      </p>
      {entry.kjvUsage.length ? (
        <ul aria-label="KJV renderings" className="flex flex-wrap gap-2">
          {renderings.map((item) => (
            <li
              key={item.rendering}
              className="rounded-full border border-parchment-dark bg-white px-3 py-1 text-sm"
            >
              {item.rendering} <span className="font-semibold text-brand-700">×{item.count}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {entry.kjvUsage.length > RENDERINGS_SHOWN ? (
        <button
          type="button"
          onClick={() => setShowAll(!showAll)}
          className="justify-self-start text-sm font-medium text-brand-700 underline underline-offset-2"
        >
          {showAll ? 'Show fewer renderings' : `Show all ${entry.kjvUsage.length} renderings`}
        </button>
      ) : null}
      {entry.usage ? (
        <div>
          <h3 className={sectionHeading}>Dictionary usage</h3>
          <p className="mt-1 text-ink">{entry.usage}</p>
        </div>
      ) : null}
    </div>
  );
}

export function ScholarlyTab({
  entry,
  onNumberChange,
}: {
  entry: StrongsDefinition;
  onNumberChange: (number: string) => void;
}) {
  return (
    <div className="grid gap-5">
      {entry.scholarly.map((article, index) => (
        <section key={`${article.source}-${index}`} aria-label={article.label}>
          <h3 className={sectionHeading}>{article.label}</h3>
          <ScholarlyArticle html={article.html} onNumberChange={onNumberChange} />
          {article.licence ? <p className="mt-2 text-xs text-muted">{article.licence}</p> : null}
        </section>
      ))}
    </div>
  );
}

/** Origin and derivation with each number it names opening that entry, and the part of speech. */
export function OriginTab({
  entry,
  onNumberChange,
}: {
  entry: StrongsDefinition;
  onNumberChange: (number: string) => void;
}) {
  return (
    <dl className="grid gap-3">
      {entry.origin ? (
        <div>
          <dt className={sectionHeading}>Origin</dt>
          <dd className="mt-1 text-ink">
            {splitOnStrongsNumbers(entry.origin).map((part, index) =>
              part.number ? (
                <button
                  key={index}
                  type="button"
                  onClick={() => onNumberChange(part.number!)}
                  className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  {part.text}
                </button>
              ) : (
                <MixedText key={index} text={part.text} />
              ),
            )}
          </dd>
        </div>
      ) : null}
      {entry.partOfSpeech ? (
        <div>
          <dt className={sectionHeading}>Part of speech</dt>
          <dd className="mt-1 text-ink">{entry.partOfSpeech}</dd>
        </div>
      ) : null}
      <div>
        <dt className={sectionHeading}>Language</dt>
        <dd className="mt-1 text-ink">
          {entry.language === 'hebrew' ? 'Hebrew (Old Testament)' : 'Greek (New Testament)'}
        </dd>
      </div>
    </dl>
  );
}
