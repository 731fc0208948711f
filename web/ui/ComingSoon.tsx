import { Construction } from 'lucide-react';
import { Link } from '../app/routing';
import { buttonClasses } from './buttonClasses';

/** An honest placeholder for a screen that is still being built. */
export function ComingSoon({ heading, summary }: { heading: string; summary: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="font-serif text-3xl font-bold text-brand-800 sm:text-4xl">{heading}</h1>
      <p className="mt-4 text-lg text-muted">{summary}</p>
      <div className="mt-8 flex items-start gap-3 rounded-lg border border-gold-500 bg-white p-5">
        <Construction aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-gold-700" />
        <p>
          <strong className="font-semibold">Not available yet.</strong> This part of the site is being built
          and will appear here soon. In the meantime you can search the Bible from the home page.
        </p>
      </div>
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-6')}>
        Go to Bible search
      </Link>
    </div>
  );
}
