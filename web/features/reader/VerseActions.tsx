import { Copy, Link2 } from 'lucide-react';
import { Link } from '../../app/routing';
import { Button } from '../../ui/Button';
import { buttonClasses } from '../../ui/buttonClasses';
import { useToast } from '../../ui/toast/useToast';
import { copyText } from '../../ui/clipboard';

interface VerseActionsProps {
  reference: string;
  text: string;
  shareUrl: string;
  /** The verse's page in every version (decision 310). */
  allUrl?: string;
}

/**
 * Copy the verse in focus, or a link to it that opens the reader on the same verse. Each button's name starts
 * with what it shows, then names the verse (WCAG 2.5.3, label in name).
 */
export function VerseActions({ reference, text, shareUrl, allUrl }: VerseActionsProps) {
  const { toast } = useToast();

  async function copyVerse() {
    if (await copyText(`${reference} ${text}`))
      toast({ title: 'Copied', description: reference, duration: 2000 });
  }

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: reference, url: shareUrl });
        return;
      } catch (error) {
        // A reader who closes the share sheet has chosen not to share; anything else falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
        console.error('Sharing failed', error);
      }
    }
    if (await copyText(shareUrl)) toast({ title: 'Link copied', description: shareUrl, duration: 2000 });
  }

  return (
    <span lang="en" dir="ltr" className="ms-2 inline-flex flex-wrap gap-2 align-middle font-sans">
      <Button
        variant="outline"
        size="sm"
        onClick={() => void copyVerse()}
        aria-label={`Copy verse ${reference}`}
      >
        <Copy aria-hidden="true" className="size-4" />
        Copy verse
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={() => void share()}
        aria-label={`Share link to ${reference}`}
      >
        <Link2 aria-hidden="true" className="size-4" />
        Share link
      </Button>
      {allUrl ? (
        <Link
          to={allUrl}
          className={buttonClasses('outline', 'sm')}
          aria-label={`Every version of ${reference}`}
        >
          Every version
        </Link>
      ) : null}
    </span>
  );
}
