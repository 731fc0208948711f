import { Link } from '../../app/routing';
import type { DailyReading } from '../../../core/api/devotional';
import { NOTES_MAX_LENGTH } from '../../../core/devotional/topics';
import { Button } from '../../ui/Button';

function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n{2,}/).map((paragraph, index) => (
        <p key={index} className="mb-3 leading-relaxed last:mb-0">
          {paragraph}
        </p>
      ))}
    </>
  );
}

/** The day's reading: passage, reflection, Spurgeon on a psalm, the topic verse, the prayer and the note box. */
export function ReadingCard({
  reading,
  notes,
  onNotes,
  onSave,
  saving,
}: {
  reading: DailyReading;
  notes: string;
  onNotes: (notes: string) => void;
  onSave: () => void;
  saving: boolean;
}) {
  return (
    <article
      className="rounded-xl border border-parchment-dark bg-white p-5 shadow-sm sm:p-7"
      aria-labelledby="reading-title"
    >
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-gold-300 px-3 py-1 text-sm font-semibold text-brand-900">
          {reading.category}
        </span>
        <span className="text-sm text-muted">
          {reading.planName}, day {reading.day} of {reading.totalDays}
        </span>
      </div>
      <h2 id="reading-title" className="font-serif text-2xl font-bold text-brand-800 sm:text-3xl">
        {reading.title}
      </h2>
      <p className="mt-1 text-lg font-medium text-brand-700">{reading.scripture}</p>

      <section aria-labelledby="passage-heading" className="mt-5">
        <h3 id="passage-heading" className="font-serif text-xl font-semibold text-brand-800">
          The Passage <span className="text-base font-normal text-muted">({reading.translation.name})</span>
        </h3>
        {reading.translation.note ? (
          <p role="note" className="mt-2 rounded-md bg-parchment px-3 py-2 text-sm text-ink">
            {reading.translation.note}
          </p>
        ) : null}
        {/* A scrolling box is a stop of the keyboard, so that it can be scrolled without a mouse. */}
        <div
          tabIndex={0}
          role="region"
          aria-labelledby="passage-heading"
          className="mt-3 max-h-[28rem] overflow-y-auto rounded-lg border-l-4 border-gold-500 bg-parchment/50 px-4 py-3 font-serif leading-relaxed"
        >
          {reading.sections.map((section) => (
            <blockquote key={section.reference} className="mb-4 last:mb-0">
              <p className="mb-1 font-sans text-sm font-semibold text-brand-700">{section.reference}</p>
              {section.verses.length ? (
                <p>
                  {section.verses.map((verse) => (
                    <span key={verse.verse}>
                      <sup className="mr-0.5 font-sans text-xs text-muted">{verse.verse}</sup>
                      {verse.text}{' '}
                    </span>
                  ))}
                </p>
              ) : (
                <p className="text-muted">This passage is not in the installed text.</p>
              )}
            </blockquote>
          ))}
        </div>
      </section>

      {reading.reflection ? (
        <section aria-labelledby="reflection-heading" className="mt-6">
          <h3 id="reflection-heading" className="font-serif text-xl font-semibold text-brand-800">
            Reflection
          </h3>
          <p className="mb-2 text-sm text-muted">
            {reading.reflectionSource?.name} on {reading.reflectionSource?.heading}
          </p>
          <Paragraphs text={reading.reflection} />
          {reading.reflectionSource ? (
            <Link to={reading.reflectionSource.url} className="text-sm font-medium text-brand-700 underline">
              Read the whole comment
            </Link>
          ) : null}
        </section>
      ) : null}

      {reading.psalmReflection ? (
        <section aria-labelledby="psalm-heading" className="mt-6">
          <h3 id="psalm-heading" className="font-serif text-xl font-semibold text-brand-800">
            From the Treasury of David
          </h3>
          <p className="mb-2 text-sm text-muted">
            {reading.psalmReflection.name} on {reading.psalmReflection.heading}
          </p>
          <Paragraphs text={reading.psalmReflection.text} />
          <Link to={reading.psalmReflection.url} className="text-sm font-medium text-brand-700 underline">
            Read Spurgeon on the whole psalm
          </Link>
        </section>
      ) : null}

      {reading.topicVerse ? (
        <section aria-labelledby="topic-heading" className="mt-6 rounded-lg bg-brand-50 p-4">
          <h3 id="topic-heading" className="font-semibold text-brand-800">
            A verse on {reading.topicVerse.topic}
          </h3>
          <p className="mt-1 font-serif">“{reading.topicVerse.text}”</p>
          <p className="mt-1 text-sm text-muted">
            {reading.topicVerse.reference} · from {reading.topicVerse.source}
          </p>
        </section>
      ) : null}

      <section aria-labelledby="prayer-heading" className="mt-6">
        <h3 id="prayer-heading" className="font-serif text-xl font-semibold text-brand-800">
          Prayer
        </h3>
        <p className="mt-2 font-serif italic">{reading.prayer}</p>
      </section>

      <section aria-labelledby="notes-heading" className="mt-6">
        <h3 id="notes-heading" className="font-serif text-xl font-semibold text-brand-800">
          My Notes
        </h3>
        <label htmlFor="personal-notes" className="sr-only">
          Your notes on today's reading
        </label>
        <textarea
          id="personal-notes"
          value={notes}
          maxLength={NOTES_MAX_LENGTH}
          onChange={(event) => onNotes(event.target.value)}
          rows={5}
          placeholder="What did you notice? What will you carry with you today?"
          className="mt-2 w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-ink placeholder:text-gray-600"
        />
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <span className="text-xs text-muted">
            {notes.length.toLocaleString('en-US')} / {NOTES_MAX_LENGTH.toLocaleString('en-US')} characters
          </span>
          <Button onClick={onSave} disabled={saving}>
            {saving ? 'Saving…' : 'Save Notes'}
          </Button>
        </div>
      </section>
    </article>
  );
}
