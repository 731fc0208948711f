import { Link, useSearchParams } from '../app/routing';
import { useCommentary } from '../features/devotional/devotionalApi';
import { ErrorBox } from '../ui/ErrorBox';
import { Spinner } from '../ui/Spinner';

/** The whole comment behind a devotional reflection (Matthew Henry, or Spurgeon on a psalm). */
export default function DevotionalCommentaryPage() {
  const [params] = useSearchParams();
  const comment = useCommentary({
    module: params.get('module') ?? '',
    book: params.get('book') ?? '',
    chapter: params.get('chapter') ?? '',
    verse: params.get('verse') ?? '',
  });
  return (
    <div className="mx-auto grid max-w-3xl gap-4 px-4 py-10">
      <Link to="/devotional" className="text-sm font-medium text-brand-700 underline">
        Back to the daily devotional
      </Link>
      {comment.isPending ? (
        <Spinner label="Loading the comment…" />
      ) : comment.isError ? (
        <ErrorBox message={comment.error.message} onRetry={() => void comment.refetch()} />
      ) : (
        <article>
          <h1 className="font-serif text-3xl font-bold text-brand-800">{comment.data.heading}</h1>
          <p className="mt-1 text-muted">{comment.data.name}</p>
          <div className="mt-6 font-serif leading-relaxed">
            {comment.data.paragraphs.map((paragraph, index) =>
              /^[A-Z0-9 .,'’]+$/.test(paragraph) && paragraph.length < 60 ? (
                <h2 key={index} className="mt-6 mb-2 font-sans text-lg font-semibold text-brand-800">
                  {paragraph}
                </h2>
              ) : (
                <p key={index} className="mb-3">
                  {paragraph}
                </p>
              ),
            )}
          </div>
          <p className="mt-8 text-sm text-muted">{comment.data.license}</p>
        </article>
      )}
    </div>
  );
}
