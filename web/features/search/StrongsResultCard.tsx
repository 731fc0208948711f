import { Check, Copy, Hash } from 'lucide-react';
import { Link } from '../../app/routing';
import { Button } from '../../ui/Button';
import { buttonClasses } from '../../ui/buttonClasses';
import { copyText } from '../../ui/clipboard';
import { useTimedFlag } from '../strongs/useTimedFlag';
import { VerseText } from '../verse/VerseText';
import type { DisplayVerse } from './searchApi';
import { bibleVerseUrl, scriptAttributes, strongsVerseUrl, verseCopyText } from './verseSegments';

interface StrongsResultCardProps {
  verse: DisplayVerse;
  language: string;
  direction: 'ltr' | 'rtl';
}

/**
 * A result of the Strong's search: reference, COPY (COPIED! for 2 s), the Strong's link and the tagged words,
 * one row of the results' ruled list.
 */
export function StrongsResultCard({ verse, language, direction }: StrongsResultCardProps) {
  const [copied, showCopied] = useTimedFlag();
  const script = scriptAttributes(language, direction);

  async function copy() {
    if (await copyText(verseCopyText(verse.reference, verse.segments))) showCopied();
  }

  return (
    <article className="px-4 py-2.5 sm:px-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-sans text-sm font-semibold">
          <Link
            to={bibleVerseUrl(verse.book, verse.chapter, verse.verse, true)}
            className="text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline"
          >
            {verse.reference}
          </Link>
        </h2>
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" className="tracking-wider" onClick={() => void copy()}>
            {copied ? (
              <Check aria-hidden="true" className="size-4" />
            ) : (
              <Copy aria-hidden="true" className="size-4" />
            )}
            {copied ? 'COPIED!' : 'COPY'}
            <span className="sr-only"> {verse.reference}</span>
          </Button>
          <Link
            to={strongsVerseUrl(verse.book, verse.chapter, verse.verse)}
            className={buttonClasses('secondary', 'sm', 'tracking-wider')}
          >
            <Hash aria-hidden="true" className="size-4" />
            STRONG&rsquo;S
            <span className="sr-only"> {verse.reference}</span>
          </Link>
        </div>
      </div>
      <p lang={script.lang} dir={script.dir} className={`mt-0.5 text-ink ${script.className} leading-loose`}>
        <VerseText segments={verse.segments} numbers="chips" />
      </p>
    </article>
  );
}
