import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from '../../app/routing';
import { Spinner } from '../../ui/Spinner';
import { LoginDialogProvider } from '../auth/LoginDialogProvider';
import { AdSlot } from '../site-content/Placements';
import { usePlacementsGate } from '../site-content/siteContentApi';
import { HydratedMark, usePageHead } from '../../app/page-head';
import { Footer } from './Footer';
import { Header } from './Header';

const MAIN_CONTENT_ID = 'main-content';

/** Every page: skip link, header, main area (screens load on demand) and footer. */
export function Layout() {
  usePageHead();
  const { pathname } = useLocation();
  // The administrators' screens carry no advertisements (decision 136).
  const showAds = !/^\/(admin|auth|change-password|forgot-password|reset-password)(\/|$)/.test(pathname);
  const gate = usePlacementsGate();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <LoginDialogProvider>
      <div className="flex min-h-screen flex-col">
        <a
          href={`#${MAIN_CONTENT_ID}`}
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <Header />
        {showAds && gate.showHeaderAds ? (
          <AdSlot position="header" className="mx-auto mt-4 w-full max-w-6xl px-4" />
        ) : null}
        {/* At least a screen high, so the footer never starts in view and is pushed down as the page loads. */}
        {gate.showPage ? (
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-screen flex-1 outline-none">
            <Suspense fallback={<Spinner label="Loading…" />}>
              <Outlet />
              <HydratedMark />
            </Suspense>
          </main>
        ) : (
          // A stand-in, not the main element: the header ad may still go above the page, and an element
          // that moves down when it does is a layout shift.
          <div className="min-h-screen flex-1">
            <Spinner label="Loading…" />
          </div>
        )}
        {showAds ? <AdSlot position="footer" className="mx-auto mt-12 w-full max-w-6xl px-4" /> : null}
        <Footer />
      </div>
    </LoginDialogProvider>
  );
}
