import { Link } from '../../app/routing';
import type { CourseWeekAnswer, LessonAnswer } from '../../../core/api/curriculum';
import { concordancePathOf, readerPathOf } from '../../../core/curriculum/links';

type Level = 1 | 2;
const headings = { 1: ['h1', 'h2', 'h3'], 2: ['h2', 'h3', 'h4'] } as const;

/** A reference that opens the reader at its chapter (plain text if it names no chapter we know). */
export function PassageLink({ reference }: { reference: string }) {
  const path = readerPathOf(reference);
  return path ? (
    <Link to={path} className="font-medium text-brand-700 underline underline-offset-2">
      {reference}
    </Link>
  ) : (
    <span>{reference}</span>
  );
}

function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((paragraph, index) => (
        <p key={index} className="mb-3">
          {paragraph}
        </p>
      ))}
    </>
  );
}

function LessonBlock({ week, lesson, level }: { week: number; lesson: LessonAnswer; level: Level }) {
  const [, H, Sub] = headings[level];
  return (
    <article
      aria-labelledby={`lesson-${week}-${lesson.day}`}
      className="lesson grid gap-2 rounded-xl border border-parchment-dark bg-white p-5 shadow-sm"
    >
      <H id={`lesson-${week}-${lesson.day}`} className="font-serif text-xl font-bold text-brand-800">
        Day {lesson.day}: {lesson.title}
      </H>
      <p>
        <span className="font-semibold">Read: </span>
        <PassageLink reference={lesson.reading} />
      </p>
      <div>
        <Paragraphs text={lesson.teaching} />
      </div>
      <Sub className="font-semibold text-brand-800">Discussion questions</Sub>
      <ol className="ml-6 list-decimal">
        {lesson.questions.map((question) => (
          <li key={question}>{question}</li>
        ))}
      </ol>
      <Sub className="font-semibold text-brand-800">Activity</Sub>
      <p>{lesson.activity}</p>
      {lesson.gradeNotes ? (
        <dl className="grid gap-1 rounded-md bg-parchment p-3 text-sm">
          <dt className="font-semibold">Grades 5-6</dt>
          <dd className="mb-1">{lesson.gradeNotes.younger}</dd>
          <dt className="font-semibold">Grades 7-8</dt>
          <dd>{lesson.gradeNotes.older}</dd>
        </dl>
      ) : null}
    </article>
  );
}

/** The week at a glance: passages, memory verse and key words linked into the site. */
export function WeekSummary({ week, level }: { week: CourseWeekAnswer; level: Level }) {
  const [, Sub] = headings[level];
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <div>
        <Sub className="font-semibold text-brand-800">Passages</Sub>
        <ul>
          {week.passages.map((passage) => (
            <li key={passage}>
              <PassageLink reference={passage} />
            </li>
          ))}
        </ul>
      </div>
      <div>
        <Sub className="font-semibold text-brand-800">Memory verse</Sub>
        <blockquote className="font-serif italic">“{week.memoryVerse.text}”</blockquote>
        <p className="text-sm">
          <PassageLink reference={week.memoryVerse.reference} />
        </p>
      </div>
      <div>
        <Sub className="font-semibold text-brand-800">Key words</Sub>
        <ul className="grid gap-1">
          {week.keyWords.map((word) => (
            <li key={word.strongs} className="text-sm">
              <Link
                to={concordancePathOf(word.strongs)}
                className="font-medium text-brand-700 underline underline-offset-2"
              >
                {word.english} ({word.strongs})
              </Link>
              : {word.note}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** A whole week: its theme and summary, passages, memory verse, key words and five lessons. */
export function WeekContent({ week, level }: { week: CourseWeekAnswer; level: Level }) {
  const [Title] = headings[level];
  return (
    <section aria-labelledby={`week-${week.week}`} className="week grid gap-5">
      <div>
        <Title id={`week-${week.week}`} className="font-serif text-3xl font-bold text-brand-800">
          Week {week.week}: {week.theme}
        </Title>
        <p className="mt-2 text-lg text-muted">{week.summary}</p>
      </div>
      <WeekSummary week={week} level={level} />
      {week.lessons.map((lesson) => (
        <LessonBlock key={lesson.day} week={week.week} lesson={lesson} level={level} />
      ))}
    </section>
  );
}
