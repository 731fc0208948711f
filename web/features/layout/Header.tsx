import { Menu, X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from '../../app/routing';
import { useUser } from '../auth/useUser';
import { DEFAULT_SITE_NAME, useSite } from '../site/useSite';
import { AccountControls } from './AccountControls';
import { Logo } from './Logo';
import { ComfortControls } from '../comfort/ComfortControls';
import { isNavItemActive, isStudyItemActive, NAV_ITEMS, STUDY_ITEMS } from './navItems';

const MOBILE_NAV_ID = 'mobile-navigation';

function NavLinks({
  pathname,
  onChoose,
  stacked,
}: {
  pathname: string;
  onChoose?: () => void;
  stacked: boolean;
}) {
  return (
    <ul className={stacked ? 'grid gap-1' : 'flex items-center gap-1'}>
      {NAV_ITEMS.map((item) => {
        const active = isNavItemActive(item, pathname);
        return (
          <li key={item.to}>
            <Link
              to={item.to}
              aria-current={active ? 'page' : undefined}
              onClick={onChoose}
              className={`flex min-h-10 items-center rounded-md px-3 font-medium transition-colors ${
                active ? 'bg-gold-300 text-brand-900' : 'text-white hover:bg-white/10'
              } ${stacked ? 'w-full text-lg' : ''}`}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The second row: the reader, the concordance and Hebrew learning, one click from every page at every width
 * (decision 235), and the display settings.
 */
function StudyRow({ pathname }: { pathname: string }) {
  return (
    <div className="border-t border-white/15 bg-brand-800">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-2 sm:px-4">
        <nav aria-label="Study" className="min-w-0 overflow-x-auto">
          <ul className="flex items-center min-[375px]:gap-0.5 sm:gap-1">
            {STUDY_ITEMS.map((item) => {
              const active = isStudyItemActive(item, pathname);
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    aria-current={active ? 'page' : undefined}
                    className={`flex min-h-9 items-center rounded-md px-1 text-[0.8125rem] font-medium whitespace-nowrap min-[375px]:px-2 min-[375px]:text-sm sm:px-3 ${
                      active ? 'bg-gold-300 text-brand-900' : 'text-white hover:bg-white/10'
                    }`}
                  >
                    {item.short ? (
                      <>
                        <span aria-hidden="true" className="sm:hidden">
                          {item.short}
                        </span>
                        <span className="sr-only sm:not-sr-only">{item.label}</span>
                      </>
                    ) : (
                      item.label
                    )}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <ComfortControls />
      </div>
    </div>
  );
}

/** Logo, navigation and account controls; below 768 px the navigation folds behind a Menu toggle. */
export function Header() {
  const { pathname } = useLocation();
  const { data: site } = useSite();
  const { data: user } = useUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const siteName = site?.siteName ?? DEFAULT_SITE_NAME;

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key === 'Escape' && menuOpen) setMenuOpen(false);
  }

  return (
    <header className="bg-brand-700 text-white shadow-md" onKeyDown={closeOnEscape}>
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-3 md:gap-4">
        <Logo siteName={siteName} />
        <nav aria-label="Main" className="hidden md:block">
          <NavLinks pathname={pathname} stacked={false} />
        </nav>
        <div className="hidden md:block">
          <AccountControls layout="bar" />
        </div>
        <div className="flex shrink-0 items-center gap-2 md:hidden">
          {user ? null : <AccountControls layout="bar" />}
          <button
            type="button"
            aria-label="Menu"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_NAV_ID}
            onClick={() => setMenuOpen((open) => !open)}
            className="inline-flex size-10 items-center justify-center rounded-md border border-white/40 hover:bg-white/10"
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-5" />
            ) : (
              <Menu aria-hidden="true" className="size-5" />
            )}
          </button>
        </div>
      </div>
      <div
        id={MOBILE_NAV_ID}
        hidden={!menuOpen}
        className="border-t border-white/20 px-4 pt-2 pb-4 md:hidden"
      >
        <nav aria-label="Main (mobile)">
          <NavLinks pathname={pathname} stacked onChoose={() => setMenuOpen(false)} />
        </nav>
        {user ? (
          <div className="mt-3 border-t border-white/20 pt-3">
            <AccountControls layout="menu" onChoose={() => setMenuOpen(false)} />
          </div>
        ) : null}
      </div>
      <StudyRow pathname={pathname} />
    </header>
  );
}
