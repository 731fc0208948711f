import { lazy, type ComponentType } from 'react';
import type { RouteObject } from './routing';
import { PAGES, pagePath, type PagePath } from './routing/pages';
import { Layout } from '../features/layout/Layout';
import { NeedsServer } from './NeedsServer';

// Each screen is its own chunk, so a page loads only the code it needs.
const HomePage = lazy(() => import('../routes/HomePage'));
const SimpleResultsPage = lazy(() => import('../routes/SimpleResultsPage'));
const StrongsResultsPage = lazy(() => import('../routes/StrongsResultsPage'));
const StrongsVersePage = lazy(() => import('../routes/StrongsVersePage'));
const VerseAllPage = lazy(() => import('../routes/VerseAllPage'));
const SearchRedirectPage = lazy(() => import('../routes/SearchRedirectPage'));
const SearchHelpPage = lazy(() => import('../routes/SearchHelpPage'));
const AboutPage = lazy(() => import('../routes/AboutPage'));
const OfflinePage = lazy(() => import('../routes/OfflinePage'));
const AuthPage = lazy(() => import('../routes/AuthPage'));
const AdminPage = lazy(() => import('../routes/AdminPage'));
const AdminEmailsPage = lazy(() => import('../routes/AdminEmailsPage'));
const ChangePasswordPage = lazy(() => import('../routes/ChangePasswordPage'));
const ForgotPasswordPage = lazy(() => import('../routes/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../routes/ResetPasswordPage'));
const AccountPage = lazy(() => import('../routes/AccountPage'));
const TimelinePage = lazy(() => import('../routes/TimelinePage'));
const DevotionalPage = lazy(() => import('../routes/DevotionalPage'));
const DevotionalCommentaryPage = lazy(() => import('../routes/DevotionalCommentaryPage'));
const SupportPage = lazy(() => import('../routes/SupportPage'));
const CurriculumPage = lazy(() => import('../routes/CurriculumPage'));
const CurriculumOverviewPage = lazy(() => import('../routes/CurriculumOverviewPage'));
const CurriculumWeekPage = lazy(() => import('../routes/CurriculumWeekPage'));
const CurriculumPrintPage = lazy(() => import('../routes/CurriculumPrintPage'));
const CurriculumStudentPage = lazy(() => import('../routes/CurriculumStudentPage'));
const NotFoundPage = lazy(() => import('../routes/NotFoundPage'));
const CustomPage = lazy(() => import('../routes/CustomPage'));
const DictionaryPage = lazy(() => import('../routes/DictionaryPage'));
const DictionaryEntryPage = lazy(() => import('../routes/DictionaryEntryPage'));
const TopicsPage = lazy(() => import('../routes/TopicsPage'));
const TopicPage = lazy(() => import('../routes/TopicPage'));
const HebrewLearningPage = lazy(() => import('../routes/HebrewLearningPage'));
const HebrewAlefBetPage = lazy(() => import('../routes/HebrewAlefBetPage'));
const HebrewVerbsPage = lazy(() => import('../routes/HebrewVerbsPage'));
const ConcordancePage = lazy(() => import('../routes/ConcordancePage'));
const ConcordanceEntryPage = lazy(() => import('../routes/ConcordanceEntryPage'));
const HebrewLexiconPage = lazy(() =>
  import('../routes/ConcordanceLexiconPage').then((module) => ({ default: module.HebrewLexiconPage })),
);
const GreekLexiconPage = lazy(() =>
  import('../routes/ConcordanceLexiconPage').then((module) => ({ default: module.GreekLexiconPage })),
);
const OriginalLanguagesPage = lazy(() => import('../routes/OriginalLanguagesPage'));
const StrongsLandingPage = lazy(() => import('../routes/StrongsLandingPage'));
const StrongsTestPage = lazy(() => import('../routes/StrongsTestPage'));
const ReaderPage = lazy(() => import('../routes/ReaderPage'));
const StudyPage = lazy(() => import('../routes/StudyPage'));
const ParallelToggleTestPage = lazy(() => import('../routes/ParallelToggleTestPage'));
const MockupPreviewPage = lazy(() => import('../routes/MockupPreviewPage'));
const GenesisTestPage = lazy(() => import('../routes/GenesisTestPage'));

/** Each page's screen, by its path in the declaration (web/app/routing/pages.ts). */
const SCREENS: Record<PagePath, ComponentType> = {
  '(index)': HomePage,
  'simple-results': SimpleResultsPage,
  results: SimpleResultsPage,
  'strongs-results': StrongsResultsPage,
  'strongs/verse/:book/:chapter/:verse': StrongsVersePage,
  search: SearchRedirectPage,
  'search-help': SearchHelpPage,
  about: AboutPage,
  offline: OfflinePage,
  auth: AuthPage,
  admin: AdminPage,
  'admin/emails': AdminEmailsPage,
  'change-password': ChangePasswordPage,
  'forgot-password': ForgotPasswordPage,
  'reset-password': ResetPasswordPage,
  account: AccountPage,
  study: StudyPage,
  timeline: TimelinePage,
  devotional: DevotionalPage,
  'devotional/commentary': DevotionalCommentaryPage,
  support: SupportPage,
  curriculum: CurriculumPage,
  'curriculum/overview': CurriculumOverviewPage,
  'curriculum/week/:week': CurriculumWeekPage,
  'curriculum/print': CurriculumPrintPage,
  'curriculum/student/:id': CurriculumStudentPage,
  'hebrew-learning': HebrewLearningPage,
  'hebrew-alefbet': HebrewAlefBetPage,
  'hebrew-verbs': HebrewVerbsPage,
  concordance: ConcordancePage,
  'concordance/:number': ConcordanceEntryPage,
  'strongs/:number': ConcordanceEntryPage,
  'hebrew-lexicon': HebrewLexiconPage,
  'greek-lexicon': GreekLexiconPage,
  'original-languages': OriginalLanguagesPage,
  'strongs-landing': StrongsLandingPage,
  'strongs-test': StrongsTestPage,
  'bible/:book/:chapter': ReaderPage,
  'bible/:book/:chapter/:verse': ReaderPage,
  'bible/:book/:chapter/:verse/all': VerseAllPage,
  'parallel-toggle-test': ParallelToggleTestPage,
  'mockup-preview': MockupPreviewPage,
  'genesis-test': GenesisTestPage,
  'pages/:slug': CustomPage,
  dictionary: DictionaryPage,
  'dictionary/:headword': DictionaryEntryPage,
  topics: TopicsPage,
  'topics/:name': TopicPage,
  '*': NotFoundPage,
};

/**
 * The site's routes, rendered with useRoutes inside a BrowserRouter (web/main.tsx) or, on the server, a
 * StaticRouter (web/entry-server.tsx); a screen that throws is caught by RouteErrorBoundary (decision 220).
 * The pages and how each is answered are declared in web/app/routing/pages.ts (decision 279).
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      element: <Layout />,
      children: PAGES.map((page) => {
        const Screen = SCREENS[pagePath(page)];
        // Offline, a page that needs the server says so instead (decision 413).
        const element =
          'needsServer' in page ? (
            <NeedsServer reason={page.needsServer}>
              <Screen />
            </NeedsServer>
          ) : (
            <Screen />
          );
        return 'index' in page ? { index: true, element } : { path: page.path, element };
      }),
    },
  ];
}
