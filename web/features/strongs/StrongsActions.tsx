import { Check, Copy, Download, ExternalLink, Share2 } from 'lucide-react';
import { Link, useLocation } from '../../app/routing';
import { Button } from '../../ui/Button';
import { buttonClasses } from '../../ui/buttonClasses';
import { toast } from '../../ui/toast/toastStore';
import { copyText } from '../../ui/clipboard';
import { downloadText } from '../../ui/download';
import { entryAsText, exportFileName } from './entryText';
import type { StrongsDefinition } from './strongsTypes';
import { useTimedFlag } from './useTimedFlag';

/** Copy, Share (falls back to copying), Export as a text file, and the entry's Concordance page. */
export function StrongsActions({ entry }: { entry: StrongsDefinition }) {
  const [copied, showCopied] = useTimedFlag();
  const [shared, showShared] = useTimedFlag();
  const text = entryAsText(entry);
  const location = useLocation();

  async function copy() {
    if (await copyText(text)) showCopied();
  }

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: `Strong's ${entry.strongsNumber}`, text });
        showShared();
      } catch (error) {
        // Closing the share sheet is not a failure.
        if (!(error instanceof DOMException && error.name === 'AbortError')) {
          console.error('Sharing failed', error);
        }
      }
      return;
    }
    if (await copyText(text)) showCopied();
    toast({
      title: 'Share not supported',
      description: "Your browser doesn't support direct sharing. Definition copied to clipboard instead.",
    });
  }

  return (
    <div className="flex flex-wrap items-center gap-2 border-t border-parchment-dark pt-3">
      <Button variant="outline" size="sm" onClick={() => void copy()}>
        {copied ? (
          <Check aria-hidden="true" className="size-4" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
        {copied ? 'Copied' : 'Copy'}
      </Button>
      <Button variant="outline" size="sm" onClick={() => void share()}>
        {shared ? (
          <Check aria-hidden="true" className="size-4" />
        ) : (
          <Share2 aria-hidden="true" className="size-4" />
        )}
        {shared ? 'Shared' : 'Share'}
      </Button>
      <Button variant="outline" size="sm" onClick={() => downloadText(exportFileName(entry), text)}>
        <Download aria-hidden="true" className="size-4" />
        Export
      </Button>
      <Link
        to={`/concordance/${entry.strongsNumber}`}
        // The entry page offers "Back to Search Results" when it knows the page the reader came from.
        state={{ from: `${location.pathname}${location.search}` }}
        className={buttonClasses('ghost', 'sm', 'ml-auto')}
      >
        <ExternalLink aria-hidden="true" className="size-4" />
        Open in Concordance
      </Link>
      <span role="status" className="sr-only">
        {copied ? 'Copied to the clipboard' : shared ? 'Shared' : ''}
      </span>
    </div>
  );
}
