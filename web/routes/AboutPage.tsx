import { useEffect, type ReactNode } from 'react';
import { API_DOCUMENTATION_PATH } from '../../core/api/site.requests';
import { useLocation } from '../app/routing';
import readme from '../../README.md?raw';
import { ContactDetails, hasContact } from '../features/about/ContactDetails';
import { readmeIntroduction, readmeSection } from '../features/about/readme';
import { VersionLicences } from '../features/about/VersionLicences';
import { parseMarkdown } from '../features/search/markdown';
import { MarkdownView } from '../features/search/MarkdownView';
import { BoxSlot } from '../features/site-content/Placements';
import { DEFAULT_SITE_NAME, useSite } from '../features/site/useSite';

// Read from the README at build time: the page says what the project's own documentation says.
const purpose = parseMarkdown(`${readmeIntroduction(readme)}\n\n${readmeSection(readme, 'What it does')}`);
const texts = parseMarkdown(readmeSection(readme, 'Texts and licences'));
const quickStart = parseMarkdown(readmeSection(readme, 'Quick start'));

/** A section of the page with its own heading, reachable from the footer by its id. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="mt-10 scroll-mt-6">
      <h2 id={`${id}-heading`} className="font-serif text-2xl font-bold text-brand-800">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /about: what the site is for, the texts it holds and their licences, and how to run a copy of it. */
export default function AboutPage() {
  const { data: site } = useSite();
  const siteName = site?.siteName || DEFAULT_SITE_NAME;
  const { hash } = useLocation();

  // The footer links to sections (/about#texts). The layout scrolls to the top after a navigation, so the
  // section is brought into view on the next frame, after it.
  useEffect(() => {
    if (!hash) return;
    const frame = requestAnimationFrame(() => document.getElementById(hash.slice(1))?.scrollIntoView());
    return () => cancelAnimationFrame(frame);
  }, [hash]);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="font-serif text-3xl font-bold break-words text-brand-800 sm:text-4xl">
        About {siteName}
      </h1>
      {site?.tagline ? <p className="mt-2 text-lg text-muted">{site.tagline}</p> : null}

      <Section id="purpose" title="What this site is for">
        <MarkdownView blocks={purpose} />
      </Section>
      <BoxSlot position="about" className="mt-8" />

      <Section id="texts" title="Texts and licences">
        <p className="mt-3 leading-relaxed text-ink">
          The Bible versions this site knows, as it holds them now. Translations under copyright are listed
          but never shipped; an administrator who holds a licence can import them.
        </p>
        <VersionLicences />
        <h3 className="mt-8 font-serif text-xl font-bold text-brand-800">Where the texts come from</h3>
        <MarkdownView blocks={texts} />
      </Section>

      <Section id="contact" title="Contact and other ways to give">
        {site && hasContact(site.contact) ? (
          <ContactDetails contact={site.contact} />
        ) : (
          <>
            {site?.contact.otherWays ? <p className="mt-3 text-ink">{site.contact.otherWays}</p> : null}
            <p className="mt-3 text-muted">
              The administrators have not published a postal address or an email address yet.
            </p>
          </>
        )}
      </Section>

      <Section id="self-host" title="Run your own copy">
        <MarkdownView blocks={quickStart} />
        <p className="mt-4 leading-relaxed text-ink">
          The source code comes with a README that covers configuration, imports of licensed editions you
          hold, and running several instances. The API is described at{' '}
          <a href={API_DOCUMENTATION_PATH} className="text-brand-700 underline underline-offset-2">
            /api/docs
          </a>
          .
        </p>
      </Section>
    </div>
  );
}
