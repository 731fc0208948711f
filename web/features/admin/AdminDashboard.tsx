import { ExternalLink, Mail } from 'lucide-react';
import { Link, useSearchParams } from '../../app/routing';
import { buttonClasses } from '../../ui/buttonClasses';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs';
import { useUser } from '../auth/useUser';
import { ADMIN_TAB_PARAM, ADMIN_TABS, adminTabFromParam } from './adminTabs';
import { AttentionNotice } from './AttentionNotice';
import { BibleUploadPanel } from '../bible-data/BibleUploadPanel';
import { BotPanel } from './bot/BotPanel';
import { ConverterPanel } from '../bible-data/ConverterPanel';
import { DonationsPanel } from './DonationsPanel';
import { ImportStatusPanel } from '../bible-data/ImportStatusPanel';
import { PlannedPanel } from './PlannedPanel';
import { SendTestMailPanel } from './mail/SendTestMailPanel';
import { PLANNED_TABS } from './plannedTabs';
import { SystemSettingsPanel } from './settings/SystemSettingsPanel';
import { SiteContentPanel } from './site-content/SiteContentPanel';
import { SqlImportPanel } from '../bible-data/SqlImportPanel';
import { useAdminSessionGuard } from './useAdminSessionGuard';

/**
 * Heading, greeting and links. Logout is the header's (one button on every page, decision 265); signed out
 * there, the dashboard's guard sends the administrator to /auth.
 */
function DashboardHeader() {
  const { data: user } = useUser();

  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div className="min-w-0">
        <h1 className="font-serif text-3xl font-bold text-brand-800 sm:text-4xl">Admin Dashboard</h1>
        <p className="mt-2 text-lg break-words text-muted">Welcome, {user?.username}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to="/" className={buttonClasses('outline')}>
          <ExternalLink aria-hidden="true" className="size-4" />
          View Site
        </Link>
        <Link to="/admin/emails" className={buttonClasses('outline')}>
          <Mail aria-hidden="true" className="size-4" />
          Manage Email Templates &amp; Logs
        </Link>
      </div>
    </div>
  );
}

/**
 * The admin dashboard: links, then the tabs (ten tools and Donations) whose selection lives in the URL
 * (`/admin?tab=status`), so that reload, back and forward keep it. Only the open tab is mounted, so the
 * import status is polled only while its tab is shown.
 */
export function AdminDashboard() {
  useAdminSessionGuard();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = adminTabFromParam(searchParams.get(ADMIN_TAB_PARAM));

  function selectTab(value: string) {
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      next.set(ADMIN_TAB_PARAM, adminTabFromParam(value));
      return next;
    });
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <DashboardHeader />
      <AttentionNotice onBotTab={tab === 'admin-bot'} />
      {/* Manual activation: arrow keys move the focus, Enter or Space opens a tab (one history entry each). */}
      <Tabs value={tab} onValueChange={selectTab} activationMode="manual" className="mt-6">
        <TabsList layout="scroll" aria-label="Admin tools">
          {ADMIN_TABS.map((item) => (
            <TabsTrigger key={item.key} value={item.key}>
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="upload" className="mt-6">
          <BibleUploadPanel onShowStatus={() => selectTab('status')} />
        </TabsContent>
        <TabsContent value="status" className="mt-6">
          <ImportStatusPanel />
        </TabsContent>
        <TabsContent value="sql-import" className="mt-6">
          <SqlImportPanel />
        </TabsContent>
        <TabsContent value="converter" className="mt-6">
          <ConverterPanel />
        </TabsContent>
        <TabsContent value="ads" className="mt-6">
          <SiteContentPanel kind="ads" />
        </TabsContent>
        <TabsContent value="content" className="mt-6">
          <SiteContentPanel kind="content" />
        </TabsContent>
        <TabsContent value="pages" className="mt-6">
          <SiteContentPanel kind="pages" />
        </TabsContent>
        <TabsContent value="settings" className="mt-6">
          <SystemSettingsPanel />
        </TabsContent>
        <TabsContent value="admin-bot" className="mt-6">
          <BotPanel />
        </TabsContent>
        <TabsContent value="email" className="mt-6">
          <SendTestMailPanel />
        </TabsContent>
        <TabsContent value="donations" className="mt-6">
          <DonationsPanel />
        </TabsContent>
        {Object.entries(PLANNED_TABS).map(([key, planned]) => (
          <TabsContent key={key} value={key} className="mt-6">
            <PlannedPanel heading={planned.heading}>{planned.body}</PlannedPanel>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
