/** Where advertisements may appear on the public site (docs/features/site-content.md). */
export const AD_POSITIONS = ['sidebar', 'results', 'header', 'footer'] as const;
export type AdPosition = (typeof AD_POSITIONS)[number];

/** Where content boxes may appear on the public site (docs/features/site-content.md). */
export const BOX_POSITIONS = ['homepage', 'search', 'results', 'about', 'sidebar'] as const;
export type BoxPosition = (typeof BOX_POSITIONS)[number];

/** A custom page's slug: lower-case letters, digits and hyphens, 1-80 characters. */
export const SLUG_PATTERN = /^[a-z0-9-]{1,80}$/;

/** The app's top-level routes, which a custom page's slug may not take (decision 133). */
export const RESERVED_SLUGS = [
  'simple-results',
  'results',
  'strongs-results',
  'strongs',
  'search',
  'search-help',
  'about',
  'auth',
  'admin',
  'change-password',
  'timeline',
  'devotional',
  'support',
  'hebrew-learning',
  'hebrew-alefbet',
  'hebrew-verbs',
  'concordance',
  'hebrew-lexicon',
  'greek-lexicon',
  'original-languages',
  'strongs-landing',
  'strongs-test',
  'bible',
  'parallel-toggle-test',
  'mockup-preview',
  'genesis-test',
  'pages',
  'api',
  'go',
] as const;
