import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from '../../app/routing';

/**
 * A commentary note's HTML, sanitised on the server (sanitize-html: p, strong, em, ul, li, h4, and links whose
 * only attribute is a reader address, decisions 301 and 347). A click on a reader link goes through the router
 * rather than loading the page again; a click with a modifier key (new tab, new window) is the browser's.
 */
export function NoteHtml({ html }: { html: string }) {
  const navigate = useNavigate();
  const follow = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element).closest('a[href^="/bible/"]');
      if (!link || !event.currentTarget.contains(link)) return;
      event.preventDefault();
      navigate(link.getAttribute('href')!);
    },
    [navigate],
  );
  return (
    <div
      className="commentary-note mt-1 font-serif text-ink [&_h4]:mt-3 [&_h4]:font-bold [&_li]:mt-1 [&_p]:mt-2 [&_ul]:list-disc [&_ul]:ps-5"
      onClick={follow}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
