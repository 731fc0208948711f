import { HomeTabs } from '../features/home/HomeTabs';
import { WaysIn } from '../features/home/WaysIn';
import { SearchForm } from '../features/search/SearchForm';
import { BoxSlot } from '../features/site-content/Placements';
import { DEFAULT_SITE_NAME, useSite } from '../features/site/useSite';

export default function HomePage() {
  const { data: site } = useSite();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <div className="text-center">
        <h1 className="font-serif text-3xl font-bold text-brand-800 sm:text-5xl">
          {site?.siteName ?? DEFAULT_SITE_NAME}
        </h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-muted">
          {site?.tagline || 'Search the Bible and read the Hebrew and Greek behind every word.'}
        </p>
      </div>
      <section
        aria-label="Search"
        className="mx-auto mt-8 max-w-4xl rounded-xl border border-parchment-dark bg-white p-5 shadow-md sm:p-7"
      >
        <SearchForm showStrongsToggle showParallelToggle />
      </section>
      <WaysIn />
      <BoxSlot position="search" className="mx-auto mt-6 max-w-4xl" />
      <BoxSlot position="homepage" className="mx-auto mt-8 max-w-4xl" />
      <HomeTabs />
    </div>
  );
}
