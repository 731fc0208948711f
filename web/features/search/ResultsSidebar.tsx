import { BookOpen, ExternalLink, Heart } from 'lucide-react';
import { Link } from '../../app/routing';
import type { SiteSettings } from '../../api/types';
import { buttonClasses } from '../../ui/buttonClasses';
import { AdSlot, BoxSlot } from '../site-content/Placements';
import { specialEditionName, useSite } from '../site/useSite';

/** GET /api/site carries the purchase link of the special edition; empty or missing hides the button. */
type SiteWithPurchase = SiteSettings & { purchaseUrl?: string };

const RESOURCES = [
  { label: 'Hebrew Learning', to: '/hebrew-learning' },
  { label: 'Concordance', to: '/concordance' },
  { label: 'Bible Search', to: '/' },
];

const card = 'rounded-lg border border-parchment-dark bg-white p-5 shadow-sm';
const heading = 'font-serif text-lg font-bold text-brand-800';

/** Only web addresses are offered as the purchase link. */
function purchaseLink(site: SiteWithPurchase | undefined): string | undefined {
  const url = site?.purchaseUrl?.trim();
  return url && /^https?:\/\//i.test(url) ? url : undefined;
}

/** Get {special edition} (when a purchase link is set), Biblical Resources and the Support box. */
export function ResultsSidebar() {
  const { data: site } = useSite();
  const purchaseUrl = purchaseLink(site as SiteWithPurchase | undefined);
  // Until the site has answered, the button is the plain Support link.
  const givingOff = site?.givingOnline === false;
  return (
    <aside aria-label="Resources" className="grid content-start gap-5">
      {purchaseUrl ? (
        <section aria-labelledby="sidebar-special-edition" className={`${card} border-gold-500`}>
          <h2 id="sidebar-special-edition" className={heading}>
            {specialEditionName(site?.specialEdition)} in print
          </h2>
          <p className="mt-2 text-sm text-muted">The special edition this site compares against.</p>
          <a
            href={purchaseUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('secondary', 'md', 'mt-3 w-full')}
          >
            Get {specialEditionName(site?.specialEdition)}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </section>
      ) : null}
      <BoxSlot position="sidebar" />
      <AdSlot position="sidebar" />
      <section aria-labelledby="sidebar-resources" className={card}>
        <h2 id="sidebar-resources" className={heading}>
          Biblical Resources
        </h2>
        <ul className="mt-2 grid gap-1.5">
          {RESOURCES.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                className="inline-flex items-center gap-2 font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                <BookOpen aria-hidden="true" className="size-4" />
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="sidebar-support" className={`${card} bg-brand-50`}>
        <h2 id="sidebar-support" className={heading}>
          Support This Ministry
        </h2>
        <p className="mt-2 text-sm text-muted">
          OpenConcordance is free. Your support keeps the texts, the dictionary and the search online.
          {givingOff ? ' Online giving is not set up yet: the support page says how else to give.' : ''}
        </p>
        <Link
          to={givingOff ? '/support#other-ways' : '/support'}
          className={buttonClasses('primary', 'md', 'mt-3 w-full')}
        >
          <Heart aria-hidden="true" className="size-4" />
          {givingOff ? 'Other ways to give' : 'Support'}
        </Link>
      </section>
    </aside>
  );
}
