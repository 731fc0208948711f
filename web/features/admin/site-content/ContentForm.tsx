import { Eye, Save, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../ui/Button';
import { Select } from '../../../ui/Select';
import { Switch } from '../../../ui/Switch';
import { TextField } from '../../../ui/TextField';
import { toast } from '../../../ui/toast/toastStore';
import { SafeHtml } from '../../site-content/SafeHtml';
import { usePreviewContent, useSaveContent } from './contentApi';
import {
  bodyOf,
  CONTENT_KINDS,
  draftOf,
  EMPTY_DRAFT,
  POSITION_LABELS,
  validateDraft,
  type ContentDraft,
  type ContentItem,
  type ContentKind,
  type DraftErrors,
} from './contentKinds';
import { contentToasts } from './contentMessages';

interface ContentFormProps {
  kind: ContentKind;
  /** The row being edited; a new one when undefined. */
  item: ContentItem | undefined;
  onDone: () => void;
}

/** Create or edit an advertisement, a content box or a page, with a preview through the server's sanitiser. */
export function ContentForm({ kind, item, onDone }: ContentFormProps) {
  const info = CONTENT_KINDS[kind];
  const [draft, setDraft] = useState<ContentDraft>(item ? draftOf(item) : EMPTY_DRAFT);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [serverError, setServerError] = useState<string | undefined>();
  const save = useSaveContent(kind);
  const preview = usePreviewContent();
  const contentId = useId();
  const headingId = useId();

  const change = <K extends keyof ContentDraft>(key: K, value: ContentDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateDraft(kind, draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { id: item?.id, body: bodyOf(kind, draft) },
      {
        onSuccess: (saved) => {
          toast(contentToasts.saved(info.noun, saved.title, item === undefined));
          onDone();
        },
        onError: (failure) => {
          setServerError(failure.message);
          toast(contentToasts.saveFailed(info.noun, failure.message));
        },
      },
    );
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
      className="grid gap-4 rounded-lg border border-brand-100 bg-white p-5 shadow-sm"
    >
      <h3 id={headingId} className="font-serif text-xl font-bold text-brand-800">
        {item ? `Edit ${info.noun}` : `New ${info.noun}`}
      </h3>
      <TextField
        label="Title"
        value={draft.title}
        onChange={(event) => change('title', event.target.value)}
        error={errors.title}
        maxLength={200}
      />
      {info.hasSlug ? (
        <TextField
          label="Slug (the page's address: /pages/slug)"
          value={draft.slug}
          onChange={(event) => change('slug', event.target.value.toLowerCase())}
          error={errors.slug}
          maxLength={80}
          placeholder="e.g. statement-of-faith"
        />
      ) : null}
      {info.positions.length > 0 ? (
        <div className="grid gap-1">
          <Select
            label="Position"
            value={draft.position}
            placeholder="Choose where it shows"
            options={info.positions.map((position) => ({
              value: position,
              label: POSITION_LABELS[position] ?? position,
            }))}
            onValueChange={(value) => change('position', value)}
          />
          {errors.position ? (
            <p role="alert" className="text-sm text-danger-600">
              {errors.position}
            </p>
          ) : null}
        </div>
      ) : null}
      {info.hasLink ? (
        <TextField
          label="Link URL (optional)"
          type="url"
          value={draft.linkUrl}
          onChange={(event) => change('linkUrl', event.target.value)}
          error={errors.linkUrl}
          placeholder="https://"
        />
      ) : null}
      <div className="grid gap-1.5">
        <label htmlFor={contentId} className="text-sm font-medium text-ink">
          Content (HTML)
        </label>
        <textarea
          id={contentId}
          value={draft.content}
          onChange={(event) => change('content', event.target.value)}
          rows={8}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={`${contentId}-help${errors.content ? ` ${contentId}-error` : ''}`}
          className="rounded-md border border-gray-400 bg-white p-2 font-mono text-sm aria-[invalid=true]:border-danger-600"
        />
        <p id={`${contentId}-help`} className="text-sm text-muted">
          Paragraphs, headings, lists, links, images and tables. Scripts, styles and forms are removed;
          Scripture references such as John 3:16 become links into the reader.
        </p>
        {errors.content ? (
          <p id={`${contentId}-error`} className="text-sm text-danger-600">
            {errors.content}
          </p>
        ) : null}
      </div>
      <Switch
        label={info.activeLabel}
        checked={draft.active}
        onCheckedChange={(checked) => change('active', checked)}
      />
      {serverError ? (
        <p role="alert" className="text-sm text-danger-600">
          {serverError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          <Save aria-hidden="true" className="size-4" />
          {save.isPending ? 'Saving...' : item ? 'Save' : `Create ${info.noun}`}
        </Button>
        <Button variant="outline" disabled={preview.isPending} onClick={() => preview.mutate(draft.content)}>
          <Eye aria-hidden="true" className="size-4" />
          Preview
        </Button>
        <Button variant="ghost" onClick={onDone}>
          <X aria-hidden="true" className="size-4" />
          Cancel
        </Button>
      </div>
      {preview.data ? (
        <section aria-label="Preview" className="rounded-md border border-dashed border-gray-400 p-4">
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">
            Preview: as the public site shows it
          </p>
          {preview.data.html.trim() ? (
            <SafeHtml html={preview.data.html} className="mt-2 text-ink" />
          ) : (
            <p className="mt-2 text-muted">Nothing is left to show after sanitising.</p>
          )}
        </section>
      ) : null}
      {preview.isError ? (
        <p role="alert" className="text-sm text-danger-600">
          {preview.error.message}
        </p>
      ) : null}
    </form>
  );
}
