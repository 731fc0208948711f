import { Mail, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { EMAIL_TEMPLATE_LABELS, EMAIL_TEMPLATE_NAMES } from '../../../../core/mail/templates';
import { serverMessage } from '../../../api/client';
import { Button } from '../../../ui/Button';
import { Select } from '../../../ui/Select';
import { TextField } from '../../../ui/TextField';
import { toast } from '../../../ui/toast/toastStore';
import { useMailStatus, useSendSampleEmails, useSendTestEmail } from './mailApi';
import { mailToasts, mailValidation, looksLikeEmail } from './mailMessages';

/** Send Test Email: one template, or every sample, to an address (the /admin/emails tab and the dashboard's). */
export function SendTestMailPanel({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const status = useMailStatus();
  const sendTest = useSendTestEmail();
  const sendSamples = useSendSampleEmails();
  const [recipient, setRecipient] = useState('');
  const [template, setTemplate] = useState<string>('welcome_email');
  const [error, setError] = useState<string | undefined>();
  const busy = sendTest.isPending || sendSamples.isPending;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  function check(): boolean {
    if (!recipient.trim()) {
      setError(mailValidation.emailRequired);
      toast(mailToasts.emailRequired());
      return false;
    }
    if (!looksLikeEmail(recipient)) {
      setError(mailValidation.recipientRequired);
      return false;
    }
    setError(undefined);
    return true;
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!check()) return;
    sendTest.mutate(
      { templateName: template, recipient: recipient.trim() },
      {
        onSuccess: () => toast(mailToasts.testSent()),
        onError: (failure) => toast(mailToasts.testFailed(serverMessage(failure))),
      },
    );
  }

  function handleSamples() {
    if (!check()) return;
    sendSamples.mutate(recipient.trim(), {
      onSuccess: () => toast(mailToasts.samplesSent()),
      onError: (failure) => toast(mailToasts.samplesFailed(serverMessage(failure))),
    });
  }

  return (
    <section
      aria-labelledby="email-test-heading"
      className="rounded-lg border border-parchment-dark bg-white p-5 shadow-sm"
    >
      <Heading id="email-test-heading" className="font-serif text-2xl font-bold text-brand-800">
        Send Test Email
      </Heading>
      {status.data && !status.data.configured ? (
        <p
          role="status"
          className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          Mail is not configured: set SMTP_URL (or the protected mail.smtpUrl setting) so emails can go out.
          Sends are logged as failed until then.
        </p>
      ) : status.data ? (
        <p className="mt-2 text-sm text-muted">Sent from {status.data.from}.</p>
      ) : null}
      <form
        noValidate
        onSubmit={handleSubmit}
        aria-label="Send test email"
        className="mt-5 grid max-w-xl gap-5"
      >
        <TextField
          label="Recipient email"
          type="email"
          value={recipient}
          onChange={(event) => setRecipient(event.target.value)}
          autoComplete="email"
          error={error}
          disabled={busy}
        />
        <Select
          label="Template"
          value={template}
          options={EMAIL_TEMPLATE_NAMES.map((name) => ({ value: name, label: EMAIL_TEMPLATE_LABELS[name] }))}
          onValueChange={setTemplate}
          disabled={busy}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy}>
            <Send aria-hidden="true" className="size-4" />
            {sendTest.isPending ? 'Sending...' : 'Send Test'}
          </Button>
          <Button variant="outline" onClick={handleSamples} disabled={busy}>
            <Mail aria-hidden="true" className="size-4" />
            {sendSamples.isPending ? 'Sending...' : 'Send All Samples'}
          </Button>
        </div>
      </form>
    </section>
  );
}
