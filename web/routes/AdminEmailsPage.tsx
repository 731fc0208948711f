import { ArrowLeft } from 'lucide-react';
import { Link } from '../app/routing';
import { MailLogsPanel } from '../features/admin/mail/MailLogsPanel';
import { MailTemplatesPanel } from '../features/admin/mail/MailTemplatesPanel';
import { SendTestMailPanel } from '../features/admin/mail/SendTestMailPanel';
import { JobsPanel } from '../features/admin/jobs/JobsPanel';
import { ProtectedRoute } from '../features/auth/ProtectedRoute';
import { buttonClasses } from '../ui/buttonClasses';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/Tabs';

/** /admin/emails: test sends, the templates, the log of every email and the background jobs (issue 16). */
export default function AdminEmailsPage() {
  return (
    <ProtectedRoute role="admin">
      <div className="mx-auto max-w-5xl px-4 py-10">
        <h1 className="font-serif text-3xl font-bold text-brand-800 sm:text-4xl">Email Management</h1>
        <Tabs defaultValue="test" className="mt-6">
          <TabsList>
            <TabsTrigger value="test">Send Test Email</TabsTrigger>
            <TabsTrigger value="templates">Templates</TabsTrigger>
            <TabsTrigger value="logs">Email Logs</TabsTrigger>
            <TabsTrigger value="jobs">Background Jobs</TabsTrigger>
          </TabsList>
          <TabsContent value="test" className="mt-6">
            <SendTestMailPanel />
          </TabsContent>
          <TabsContent value="templates" className="mt-6">
            <MailTemplatesPanel />
          </TabsContent>
          <TabsContent value="logs" className="mt-6">
            <MailLogsPanel />
          </TabsContent>
          <TabsContent value="jobs" className="mt-6">
            <JobsPanel />
          </TabsContent>
        </Tabs>
        <Link to="/admin" className={buttonClasses('outline', 'md', 'mt-6')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to the dashboard
        </Link>
      </div>
    </ProtectedRoute>
  );
}
