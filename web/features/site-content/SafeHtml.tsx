import type { MouseEvent } from 'react';
import { useNavigate } from '../../app/routing';

interface SafeHtmlProps {
  /** HTML already sanitised by the server's one allow-list (server/site-content/sanitise.ts). */
  html: string;
  className?: string;
}

/** Whether a click on a link should stay in the app: a plain left click on a site-relative address. */
function inAppTarget(event: MouseEvent<HTMLElement>): string | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const anchor = (event.target as Element).closest('a');
  const href = anchor?.getAttribute('href');
  if (!anchor || !href || anchor.target === '_blank') return undefined;
  return href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/go/') ? href : undefined;
}

/**
 * Administrator-written HTML (ads, content boxes, custom pages). The server sanitises it when it is saved and
 * again when it is served, so no script, handler or `javascript:` address reaches this point (decision 134);
 * links into the site (the Scripture references the sanitiser turned into reader links) open in the app
 * without reloading it.
 */
export function SafeHtml({ html, className = '' }: SafeHtmlProps) {
  const navigate = useNavigate();
  function handleClick(event: MouseEvent<HTMLElement>) {
    const target = inAppTarget(event);
    if (!target) return;
    event.preventDefault();
    void navigate(target);
  }
  return (
    // The click handler only routes clicks on the links inside; the links themselves are the keyboard path.
    <div
      className={`site-html ${className}`}
      onClick={handleClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
