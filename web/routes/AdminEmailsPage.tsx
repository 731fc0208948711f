import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { PlannedPanel } from '../features/admin/PlannedPanel';
import { ProtectedRoute } from '../features/auth/ProtectedRoute';
import { buttonClasses } from '../ui/buttonClasses';

/** /admin/emails: email templates and logs arrive with a later issue; until then it says what it will hold. */
export default function AdminEmailsPage() {
  return (
    <ProtectedRoute role="admin">
      <div className="mx-auto max-w-4xl px-4 py-10">
        <h1 className="font-serif text-3xl font-bold text-brand-800 sm:text-4xl">Email Management</h1>
        <div className="mt-6">
          <PlannedPanel heading="Email templates and logs">
            <ul className="list-disc pl-5">
              <li>
                Send Test Email: a recipient address and a template (Welcome Email, Admin Alert, Hebrew Word
                of Day), with Send Test and Send All Samples.
              </li>
              <li>
                Templates: each template&rsquo;s name, category, subject, the start of its content and when it
                was last changed.
              </li>
              <li>
                Email Logs: recipient, template, subject, status (sent, pending or failed) and when it was
                sent.
              </li>
            </ul>
          </PlannedPanel>
        </div>
        <Link to="/admin" className={buttonClasses('outline', 'md', 'mt-6')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to the dashboard
        </Link>
      </div>
    </ProtectedRoute>
  );
}
