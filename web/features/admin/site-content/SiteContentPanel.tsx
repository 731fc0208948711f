import { Eye, EyeOff, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from '../../../app/routing';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { toast } from '../../../ui/toast/toastStore';
import { formatDateTime } from '../dates';
import { useContentList, useDeleteContent, useSetContentActive } from './contentApi';
import { ContentForm } from './ContentForm';
import { CONTENT_KINDS, POSITION_LABELS, type ContentItem, type ContentKind } from './contentKinds';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { contentToasts } from './contentMessages';

/** "Editing" is a row id, "new" the blank form, undefined no form. */
type Editing = number | 'new' | undefined;

function StatusBadge({ active, label }: { active: boolean; label: string }) {
  const text = active ? label : label === 'Published' ? 'Draft' : 'Inactive';
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${
        active ? 'bg-success-700/10 text-success-700' : 'bg-gray-200 text-gray-800'
      }`}
    >
      {text}
    </span>
  );
}

function ItemRow({
  kind,
  item,
  onEdit,
  onDelete,
}: {
  kind: ContentKind;
  item: ContentItem;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const info = CONTENT_KINDS[kind];
  const setActive = useSetContentActive(kind);
  const publishes = info.activeLabel === 'Published';
  const switchLabel = item.active
    ? publishes
      ? 'Unpublish'
      : 'Deactivate'
    : publishes
      ? 'Publish'
      : 'Activate';

  function toggle() {
    setActive.mutate(
      { id: item.id, active: !item.active },
      {
        onSuccess: (saved) => toast(contentToasts.switched(info.noun, saved.title, saved.active, publishes)),
        onError: (failure) => toast(contentToasts.switchFailed(info.noun, failure.message)),
      },
    );
  }

  return (
    <li className="rounded-lg border border-parchment-dark bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-serif text-lg font-bold break-words text-brand-800">{item.title}</h3>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            <StatusBadge active={item.active} label={info.activeLabel} />
            {item.position ? <span>{POSITION_LABELS[item.position] ?? item.position}</span> : null}
            {item.slug ? (
              item.active ? (
                <Link to={`/pages/${item.slug}`} className="text-brand-700 underline underline-offset-2">
                  /pages/{item.slug}
                </Link>
              ) : (
                <span>/pages/{item.slug}</span>
              )
            ) : null}
            {item.impressions !== undefined ? (
              <span>
                {item.impressions.toLocaleString('en')} impressions ·{' '}
                {(item.clicks ?? 0).toLocaleString('en')} clicks
              </span>
            ) : null}
            <span>Updated {formatDateTime(item.updatedAt)}</span>
          </p>
          {item.linkUrl ? <p className="mt-1 text-sm break-all text-muted">Links to {item.linkUrl}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={onEdit}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit<span className="sr-only"> {item.title}</span>
          </Button>
          <Button variant="outline" size="sm" onClick={toggle} disabled={setActive.isPending}>
            {item.active ? (
              <EyeOff aria-hidden="true" className="size-4" />
            ) : (
              <Eye aria-hidden="true" className="size-4" />
            )}
            {switchLabel}
            <span className="sr-only"> {item.title}</span>
          </Button>
          <Button variant="outline" size="sm" onClick={onDelete}>
            <Trash2 aria-hidden="true" className="size-4" />
            Delete<span className="sr-only"> {item.title}</span>
          </Button>
        </div>
      </div>
    </li>
  );
}

/**
 * One tab of the dashboard for advertisements, content boxes or custom pages: the list (with status,
 * position or address, and an ad's impressions and clicks), a form to create or edit, activate or
 * deactivate, and delete after a confirmation.
 */
export function SiteContentPanel({ kind }: { kind: ContentKind }) {
  const info = CONTENT_KINDS[kind];
  const list = useContentList(kind);
  const remove = useDeleteContent(kind);
  const [editing, setEditing] = useState<Editing>();
  const [deleting, setDeleting] = useState<ContentItem | undefined>();
  const headingId = `${kind}-heading`;

  function confirmDelete() {
    if (!deleting) return;
    const { id, title } = deleting;
    remove.mutate(id, {
      onSuccess: () => toast(contentToasts.deleted(info.noun, title)),
      onError: (failure) => toast(contentToasts.deleteFailed(info.noun, failure.message)),
      onSettled: () => setDeleting(undefined),
    });
    if (editing === id) setEditing(undefined);
  }

  const editedItem = typeof editing === 'number' ? list.data?.find((item) => item.id === editing) : undefined;

  return (
    <section aria-labelledby={headingId} className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="font-serif text-2xl font-bold text-brand-800">
          {info.heading}
        </h2>
        {editing === undefined ? (
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="size-4" />
            New {info.noun}
          </Button>
        ) : null}
      </div>
      {editing !== undefined ? (
        <ContentForm
          // A different row (or a new one) starts from its own values.
          key={String(editing)}
          kind={kind}
          item={editedItem}
          onDone={() => setEditing(undefined)}
        />
      ) : null}
      {list.isPending ? (
        <Spinner label={`Loading the ${info.heading.toLowerCase()}…`} />
      ) : list.isError ? (
        <p role="alert" className="text-danger-600">
          Failed to load the {info.heading.toLowerCase()}: {list.error.message}
        </p>
      ) : list.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-400 p-5 text-muted">{info.empty}</p>
      ) : (
        <ul className="grid gap-3" aria-label={info.heading}>
          {list.data.map((item) => (
            <ItemRow
              key={item.id}
              kind={kind}
              item={item}
              onEdit={() => setEditing(item.id)}
              onDelete={() => setDeleting(item)}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== undefined}
        onCancel={() => setDeleting(undefined)}
        onConfirm={confirmDelete}
        busy={remove.isPending}
        title={`Delete this ${info.noun}?`}
        description={deleting ? `"${deleting.title}" will be deleted. This cannot be undone.` : undefined}
      />
    </section>
  );
}
