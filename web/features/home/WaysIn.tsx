import { BookOpen, GraduationCap, Languages, LibraryBig } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { Link } from '../../app/routing';

interface WayIn {
  title: string;
  body: string;
  to: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const WAYS_IN: readonly WayIn[] = [
  {
    title: 'Read the Bible',
    body: 'Chapter by chapter, with Strong’s numbers, parallel versions and the interlinear.',
    to: '/bible/Gen/1',
    Icon: BookOpen,
  },
  {
    title: 'Concordance',
    body: 'Every Hebrew and Greek word: definition, KJV usage and where it occurs.',
    to: '/concordance',
    Icon: LibraryBig,
  },
  {
    title: 'Learn Hebrew',
    body: 'The alef-bet, words, verbs and phrases, with audio.',
    to: '/hebrew-learning',
    Icon: Languages,
  },
  {
    title: 'Curriculum',
    body: 'An 18-week course for grades 5 to 8, with students and their progress.',
    to: '/curriculum',
    Icon: GraduationCap,
  },
];

/** Home's ways into the study tools and the curriculum, right below the search box (decisions 235, 265). */
export function WaysIn() {
  return (
    <nav aria-label="Study tools" className="mx-auto mt-6 max-w-4xl">
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {WAYS_IN.map(({ title, body, to, Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full gap-3 rounded-lg border border-parchment-dark bg-white p-4 shadow-sm hover:border-brand-600 hover:bg-brand-50"
            >
              <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
              <span>
                <span className="block font-serif text-lg font-bold text-brand-800">{title}</span>
                <span className="mt-1 block text-sm text-muted">{body}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
