import { ArrowRight } from 'lucide-react';
import { Link } from '../../app/routing';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs';
import {
  FEATURES,
  LICENSED_VERSIONS_NOTE,
  RESEARCH_TOOLS,
  SHIPPED_VERSIONS,
  type InfoCard,
} from './homeContent';

function CardGrid({ cards }: { cards: InfoCard[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.title} className="rounded-lg border border-parchment-dark bg-white p-5 shadow-sm">
          <h2 className="font-serif text-lg font-bold text-brand-800">{card.title}</h2>
          <p className="mt-2 text-muted">{card.body}</p>
          {card.link ? (
            <Link
              to={card.link.to}
              className="mt-3 inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {card.link.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Features, Bible versions and research tools, below the search form. */
export function HomeTabs() {
  return (
    <Tabs defaultValue="features" className="mt-10">
      <TabsList aria-label="About OpenConcordance">
        <TabsTrigger value="features">Features</TabsTrigger>
        <TabsTrigger value="versions">Bible Versions</TabsTrigger>
        <TabsTrigger value="tools">Research Tools</TabsTrigger>
      </TabsList>
      <TabsContent value="features" className="mt-6">
        <CardGrid cards={FEATURES} />
      </TabsContent>
      <TabsContent value="versions" className="mt-6 grid gap-6">
        <CardGrid cards={SHIPPED_VERSIONS} />
        <p className="rounded-lg border-l-4 border-gold-500 bg-white p-4 text-muted">
          {LICENSED_VERSIONS_NOTE}
        </p>
        <p className="text-muted">
          Genesis 1:1 opens with{' '}
          <span lang="he" dir="rtl" className="font-hebrew text-xl text-ink">
            בְּרֵאשִׁית
          </span>{' '}
          (bereshit, &ldquo;in the beginning&rdquo;, Strong&rsquo;s H7225).
        </p>
      </TabsContent>
      <TabsContent value="tools" className="mt-6">
        <CardGrid cards={RESEARCH_TOOLS} />
      </TabsContent>
    </Tabs>
  );
}
