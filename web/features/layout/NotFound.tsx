import { Link } from '../../app/routing';
import { buttonClasses } from '../../ui/buttonClasses';

/** The "page not found" body, shown for unknown addresses and for developer pages that are switched off. */
export function NotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <p className="font-serif text-6xl font-bold text-gold-700">404</p>
      <h1 className="mt-4 font-serif text-3xl font-bold text-brand-800">Page not found</h1>
      <p className="mt-3 text-lg text-muted">
        There is no page at this address. It may have moved, or the link may be mistyped.
      </p>
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-8')}>
        Back to the home page
      </Link>
    </div>
  );
}
