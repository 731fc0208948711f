import { lazy } from 'react';
import type { RouteObject } from './routing';
import { Layout } from '../features/layout/Layout';

// Each screen is its own chunk, so a page loads only the code it needs.
const HomePage = lazy(() => import('../routes/HomePage'));
const SimpleResultsPage = lazy(() => import('../routes/SimpleResultsPage'));
const StrongsResultsPage = lazy(() => import('../routes/StrongsResultsPage'));
const StrongsVersePage = lazy(() => import('../routes/StrongsVersePage'));
const SearchRedirectPage = lazy(() => import('../routes/SearchRedirectPage'));
const SearchHelpPage = lazy(() => import('../routes/SearchHelpPage'));
const AboutPage = lazy(() => import('../routes/AboutPage'));
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
const ParallelToggleTestPage = lazy(() => import('../routes/ParallelToggleTestPage'));
const MockupPreviewPage = lazy(() => import('../routes/MockupPreviewPage'));
const GenesisTestPage = lazy(() => import('../routes/GenesisTestPage'));

/**
 * The site's routes, rendered with useRoutes inside a BrowserRouter (web/main.tsx) or, on the server, a
 * StaticRouter (web/entry-server.tsx); a screen that throws is caught by RouteErrorBoundary (decision 220).
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      element: <Layout />,
      children: [
        { index: true, element: <HomePage /> },
        { path: 'simple-results', element: <SimpleResultsPage /> },
        { path: 'results', element: <SimpleResultsPage /> },
        { path: 'strongs-results', element: <StrongsResultsPage /> },
        { path: 'strongs/verse/:book/:chapter/:verse', element: <StrongsVersePage /> },
        { path: 'search', element: <SearchRedirectPage /> },
        { path: 'search-help', element: <SearchHelpPage /> },
        { path: 'about', element: <AboutPage /> },
        { path: 'auth', element: <AuthPage /> },
        { path: 'admin', element: <AdminPage /> },
        { path: 'admin/emails', element: <AdminEmailsPage /> },
        { path: 'change-password', element: <ChangePasswordPage /> },
        { path: 'forgot-password', element: <ForgotPasswordPage /> },
        { path: 'reset-password', element: <ResetPasswordPage /> },
        { path: 'account', element: <AccountPage /> },
        { path: 'timeline', element: <TimelinePage /> },
        { path: 'devotional', element: <DevotionalPage /> },
        { path: 'devotional/commentary', element: <DevotionalCommentaryPage /> },
        { path: 'support', element: <SupportPage /> },
        { path: 'curriculum', element: <CurriculumPage /> },
        { path: 'curriculum/overview', element: <CurriculumOverviewPage /> },
        { path: 'curriculum/week/:week', element: <CurriculumWeekPage /> },
        { path: 'curriculum/print', element: <CurriculumPrintPage /> },
        { path: 'curriculum/student/:id', element: <CurriculumStudentPage /> },
        { path: 'hebrew-learning', element: <HebrewLearningPage /> },
        { path: 'hebrew-alefbet', element: <HebrewAlefBetPage /> },
        { path: 'hebrew-verbs', element: <HebrewVerbsPage /> },
        { path: 'concordance', element: <ConcordancePage /> },
        { path: 'concordance/:number', element: <ConcordanceEntryPage /> },
        { path: 'strongs/:number', element: <ConcordanceEntryPage /> },
        { path: 'hebrew-lexicon', element: <HebrewLexiconPage /> },
        { path: 'greek-lexicon', element: <GreekLexiconPage /> },
        { path: 'original-languages', element: <OriginalLanguagesPage /> },
        { path: 'strongs-landing', element: <StrongsLandingPage /> },
        { path: 'strongs-test', element: <StrongsTestPage /> },
        { path: 'bible/:book/:chapter', element: <ReaderPage /> },
        { path: 'bible/:book/:chapter/:verse', element: <ReaderPage /> },
        { path: 'parallel-toggle-test', element: <ParallelToggleTestPage /> },
        { path: 'mockup-preview', element: <MockupPreviewPage /> },
        { path: 'genesis-test', element: <GenesisTestPage /> },
        { path: 'pages/:slug', element: <CustomPage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
