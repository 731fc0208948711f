import { Eye, Pencil, Save, X } from 'lucide-react';
import { useState } from 'react';
import type { EmailTemplate } from '../../../../core/api/mail';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { toast } from '../../../ui/toast/toastStore';
import { formatDateTime } from '../dates';
import { useEmailTemplates, usePreviewTemplate, useSaveTemplate } from './mailApi';
import { mailToasts } from './mailMessages';

/** The first 200 characters of a template's text, for its card. */
function excerpt(html: string): string {
  const text = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

function TemplateEditor({ template, onClose }: { template: EmailTemplate; onClose: () => void }) {
  const [subject, setSubject] = useState(template.subject);
  const [html, setHtml] = useState(template.html);
  const save = useSaveTemplate();
  const preview = usePreviewTemplate();
  const [error, setError] = useState<string | undefined>();
  const htmlId = `template-html-${template.name}`;

  return (
    <div className="mt-4 grid gap-4">
      <TextField label="Subject" value={subject} onChange={(event) => setSubject(event.target.value)} />
      <div className="grid gap-1">
        <label htmlFor={htmlId} className="text-sm font-medium text-ink">
          HTML content
        </label>
        <textarea
          id={htmlId}
          value={html}
          onChange={(event) => setHtml(event.target.value)}
          rows={10}
          className="rounded-md border border-parchment-dark p-2 font-mono text-sm"
        />
        <p className="text-sm text-muted">
          Variables: {template.variables.map((name) => `{{${name}}}`).join(', ')}
        </p>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger-600">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button
          disabled={save.isPending}
          onClick={() =>
            save.mutate(
              { name: template.name, subject, html },
              {
                onSuccess: () => {
                  setError(undefined);
                  toast(mailToasts.templateSaved());
                  onClose();
                },
                onError: (failure) => {
                  setError(failure.message);
                  toast(mailToasts.templateFailed(failure.message));
                },
              },
            )
          }
        >
          <Save aria-hidden="true" className="size-4" />
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
        <Button
          variant="outline"
          disabled={preview.isPending}
          onClick={() =>
            preview.mutate(
              { name: template.name, subject, html },
              { onSuccess: () => setError(undefined), onError: (failure) => setError(failure.message) },
            )
          }
        >
          <Eye aria-hidden="true" className="size-4" />
          Preview
        </Button>
        <Button variant="ghost" onClick={onClose}>
          <X aria-hidden="true" className="size-4" />
          Cancel
        </Button>
      </div>
      {preview.data ? (
        <div className="rounded-md border border-parchment-dark p-3">
          <p className="font-medium">Subject: {preview.data.subject}</p>
          <iframe
            title={`Preview of ${template.label}`}
            sandbox=""
            srcDoc={preview.data.html}
            className="mt-2 h-72 w-full rounded border border-parchment-dark bg-white"
          />
        </div>
      ) : null}
    </div>
  );
}

/** Templates: a card per template, each editable with a preview. */
export function MailTemplatesPanel() {
  const templates = useEmailTemplates();
  const [editing, setEditing] = useState<string | undefined>();
  if (templates.isPending) return <Spinner label="Loading the templates…" />;
  if (templates.isError)
    return (
      <p role="alert" className="text-danger-600">
        Failed to load the email templates
      </p>
    );
  return (
    <ul className="grid gap-4" aria-label="Email templates">
      {templates.data.templates.map((template) => (
        <li key={template.name} className="rounded-lg border border-parchment-dark bg-white p-5 shadow-sm">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h2 className="font-serif text-xl font-bold text-brand-800">{template.label}</h2>
              <p className="text-sm text-muted">
                {template.name} · {template.category} · last updated {formatDateTime(template.updatedAt)}
              </p>
            </div>
            {editing !== template.name ? (
              <Button variant="outline" size="sm" onClick={() => setEditing(template.name)}>
                <Pencil aria-hidden="true" className="size-4" />
                Edit<span className="sr-only"> {template.label}</span>
              </Button>
            ) : null}
          </div>
          <p className="mt-2 font-medium">{template.subject}</p>
          <p className="mt-1 text-sm text-muted">{excerpt(template.html)}</p>
          {editing === template.name ? (
            <TemplateEditor template={template} onClose={() => setEditing(undefined)} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
