import { API_DOCUMENTATION_PATH } from '../../../core/api/site.requests';
import { Link } from '../../app/routing';
import { useLoginDialog } from '../auth/loginDialogContext';
import { useUser } from '../auth/useUser';
import { useVersions } from '../search/useVersions';
import { usePublicPages } from '../site-content/siteContentApi';
import { DEFAULT_SITE_NAME, useSite } from '../site/useSite';

const RESOURCES = [
  { label: 'Bible Search', to: '/' },
  { label: 'Concordance', to: '/concordance' },
  { label: 'Hebrew Learning', to: '/hebrew-learning' },
  { label: 'Timeline', to: '/timeline' },
  { label: 'Devotional', to: '/devotional' },
  { label: 'Bible dictionary', to: '/dictionary' },
  { label: 'Topics', to: '/topics' },
  { label: 'Curriculum', to: '/curriculum' },
  { label: 'Support', to: '/support' },
];

const ABOUT = [
  { label: 'About this site', to: '/about' },
  { label: 'Texts and licences', to: '/about#texts' },
  { label: 'Run your own copy', to: '/about#self-host' },
  { label: 'Search help', to: '/search-help' },
];

const linkClass = 'text-brand-100 underline-offset-2 hover:text-white hover:underline';

function ColumnHeading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="mb-3 font-serif text-lg font-bold text-gold-300">
      {children}
    </h2>
  );
}

/** The versions this site holds; the catalogue's others are named on /about, not here (issue 35). */
function VersionList() {
  const { data: versions, isPending, isError } = useVersions();
  if (isPending) return <p className="text-brand-100">Loading versions…</p>;
  if (isError) return <p className="text-brand-100">The list of versions could not be loaded.</p>;
  const installed = versions.filter((version) => version.installed);
  if (installed.length === 0) return <p className="text-brand-100">No Bible version is installed yet.</p>;
  return (
    <ul className="grid gap-1.5">
      {installed.map((version) => (
        <li key={version.code} className="text-brand-100">
          {version.name}
        </li>
      ))}
    </ul>
  );
}

/** About, resources, Bible versions, account links and the copyright line. */
export function Footer() {
  const { data: site } = useSite();
  const { data: published } = usePublicPages();
  const { data: user } = useUser();
  const { openLogin } = useLoginDialog();
  const siteName = site?.siteName ?? DEFAULT_SITE_NAME;
  const year = new Date().getFullYear();

  return (
    <footer className="mt-16 bg-brand-900 text-sm text-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <ColumnHeading id="footer-about">About</ColumnHeading>
          <ul className="grid gap-1.5">
            {ABOUT.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={linkClass}>
                  {item.label}
                </Link>
              </li>
            ))}
            {published?.pages.map((page) => (
              <li key={page.slug}>
                <Link to={`/pages/${page.slug}`} className={linkClass}>
                  {page.title}
                </Link>
              </li>
            ))}
            <li>
              {/* Served by the API, not a screen of the app. */}
              <a href={API_DOCUMENTATION_PATH} className={linkClass}>
                API documentation
              </a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-resources">
          <ColumnHeading id="footer-resources">Resources</ColumnHeading>
          <ul className="grid gap-1.5">
            {RESOURCES.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={linkClass}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-versions">
          <ColumnHeading id="footer-versions">Bible Versions</ColumnHeading>
          <VersionList />
        </section>
        <section aria-labelledby="footer-account">
          <ColumnHeading id="footer-account">Account</ColumnHeading>
          <ul className="grid gap-1.5">
            {user ? (
              <>
                <li className="text-brand-100">Signed in as {user.username}</li>
                <li>
                  <Link to="/account" className={linkClass}>
                    My account
                  </Link>
                </li>
              </>
            ) : (
              <li>
                {/* The readers' sign-in dialog; /auth is the administrators' page. */}
                <button type="button" onClick={() => openLogin('login')} className={`${linkClass} text-left`}>
                  Login / Register
                </button>
              </li>
            )}
            {user?.role === 'admin' ? (
              <li>
                <Link to="/admin" className={linkClass}>
                  Admin Dashboard
                </Link>
              </li>
            ) : null}
            <li>
              <Link to="/devotional" className={linkClass}>
                My devotional notes
              </Link>
            </li>
          </ul>
        </section>
      </div>
      <div className="border-t border-white/15">
        <p className="mx-auto max-w-6xl px-4 py-4 text-brand-100">
          © {year} {siteName}. Free, open-source and self-hostable.
        </p>
      </div>
    </footer>
  );
}
