import { useEffect } from 'react';
import { useParams } from '../app/routing';
import { ApiError } from '../api/client';
import { NotFound } from '../features/layout/NotFound';
import { SafeHtml } from '../features/site-content/SafeHtml';
import { usePublicPage } from '../features/site-content/siteContentApi';
import { DEFAULT_SITE_NAME, DEFAULT_TITLE, useSite } from '../features/site/useSite';
import { ErrorBox } from '../ui/ErrorBox';
import { Spinner } from '../ui/Spinner';

/** The page's own title in the browser tab while it is shown; the site's title again when the reader leaves. */
function usePageTitle(title: string | undefined) {
  const { data: site } = useSite();
  useEffect(() => {
    if (!title) return;
    document.title = `${title} | ${site?.siteName || DEFAULT_SITE_NAME}`;
    return () => {
      document.title = site?.title || DEFAULT_TITLE;
    };
  }, [title, site?.siteName, site?.title]);
}

/** /pages/{slug}: a custom page an administrator published; unpublished or unknown slugs are the 404 page. */
export default function CustomPage() {
  const { slug = '' } = useParams();
  const page = usePublicPage(slug);
  usePageTitle(page.data?.title);

  if (page.isPending) return <Spinner label="Loading the page…" />;
  if (page.isError) {
    if (page.error instanceof ApiError && page.error.status === 404) return <NotFound />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <ErrorBox message="The page could not be loaded." detail={page.error.message} />
      </div>
    );
  }
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="font-serif text-3xl font-bold break-words text-brand-800 sm:text-4xl">
        {page.data.title}
      </h1>
      <SafeHtml html={page.data.html} className="mt-6 text-lg leading-relaxed text-ink" />
    </article>
  );
}
