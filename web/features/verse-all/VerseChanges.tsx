import type { WordChange } from '../../../core/api/verse-all';

/**
 * A version's text with its differences from the KJV (decision 311): words the version has and the KJV lacks
 * underlined in an <ins>, the KJV's words it lacks struck through in a <del>, each also named for screen
 * readers, so that no difference is shown by colour alone.
 */
export function VerseChanges({ changes }: { changes: readonly WordChange[] }) {
  return (
    <>
      {changes.map((change, index) =>
        change.change === 'same' ? (
          <span key={index}>{change.text}</span>
        ) : change.change === 'added' ? (
          <ins
            key={index}
            className="rounded-sm bg-brand-50 text-brand-900 underline decoration-2 underline-offset-4"
          >
            <span className="sr-only">(not in the KJV: </span>
            {change.text}
            <span className="sr-only">)</span>
          </ins>
        ) : (
          <del key={index} className="me-1 text-muted line-through decoration-2">
            <span className="sr-only">(the KJV has: </span>
            {change.text}
            <span className="sr-only">)</span>
          </del>
        ),
      )}
    </>
  );
}
