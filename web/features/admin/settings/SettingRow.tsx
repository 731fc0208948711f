import { ChevronDown, Lock, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { SystemSetting } from '../../../../core/api/settings';
import { settingValueError } from '../../../../core/settings/values';
import { serverMessage } from '../../../api/client';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast/toastStore';
import { formatDateTime } from '../dates';
import { SettingEditor } from './SettingEditor';
import { useDeleteSetting, useUpdateSetting } from './settingsApi';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { settingsToasts } from './settingsMessages';

// The server's reason; without one, each toast has its own default ("Failed to delete setting").
const errorMessage = serverMessage;

/** The value a row's editor starts with: a protected value is never shown, so it starts empty. */
const startValue = (setting: SystemSetting) => (setting.isProtected ? '' : setting.value);

function shown(value: string | null): string {
  if (value === null) return '(none)';
  return value === '' ? '(empty)' : value;
}

/** One setting: a summary line that expands to its description, editor, default and last change. */
export function SettingRow({ setting }: { setting: SystemSetting }) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(() => startValue(setting));
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateSetting();
  const remove = useDeleteSetting();
  const panelId = useId();

  function save(value: string) {
    const problem = settingValueError(setting.dataType, value, setting.options);
    if (problem) return setError(problem);
    setError(undefined);
    update.mutate(
      { key: setting.key, value },
      {
        onSuccess: ({ setting: saved }) => {
          setDraft(startValue(saved));
          toast(settingsToasts.updated(saved.label));
        },
        onError: (failure) => {
          setError(errorMessage(failure));
          toast(settingsToasts.updateFailed(errorMessage(failure)));
        },
      },
    );
  }

  function cancel() {
    setDraft(startValue(setting));
    setError(undefined);
  }

  function confirmDelete() {
    // Followed on the promise: a deleted row (or its whole category) unmounts before mutate's callbacks run.
    remove.mutateAsync(setting.key).then(
      () => toast(settingsToasts.deleted(setting.key)),
      (failure: unknown) => {
        setConfirming(false);
        toast(settingsToasts.deletionFailed(errorMessage(failure)));
      },
    );
  }

  const changed = setting.isProtected ? draft !== '' : draft !== setting.value;
  const atDefault =
    setting.defaultValue === null || (!setting.isProtected && setting.value === setting.defaultValue);

  return (
    <li className="rounded-lg border border-gray-300 bg-white">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className="flex w-full items-center justify-between gap-3 rounded-lg p-4 text-left hover:bg-parchment-dark"
        >
          <span className="grid min-w-0 gap-0.5">
            <span className="font-semibold text-ink">{setting.label}</span>
            <span className="truncate font-mono text-xs text-muted">{setting.key}</span>
          </span>
          <span className="flex min-w-0 items-center gap-2">
            {setting.isProtected ? (
              <Lock aria-label="Protected" className="size-4 shrink-0 text-muted" />
            ) : null}
            <span className="max-w-40 truncate text-sm text-ink sm:max-w-xs">{shown(setting.value)}</span>
            <ChevronDown
              aria-hidden="true"
              className={`size-5 shrink-0 text-muted transition-transform ${open ? 'rotate-180' : ''}`}
            />
          </span>
        </button>
      </h3>
      {open ? (
        <div id={panelId} className="grid gap-4 border-t border-gray-200 p-4">
          {setting.description ? <p className="text-sm text-muted">{setting.description}</p> : null}
          <SettingEditor
            setting={setting}
            value={draft}
            onChange={(value) => {
              setDraft(value);
              setError(undefined);
            }}
            error={error}
          />
          <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
            <dt className="font-medium text-ink">Type</dt>
            <dd className="text-muted">
              {setting.options ? `choice (${setting.options.join(', ')})` : setting.dataType}
            </dd>
            <dt className="font-medium text-ink">Default value</dt>
            <dd className="break-words text-muted">{shown(setting.defaultValue)}</dd>
            <dt className="font-medium text-ink">Last change</dt>
            <dd className="break-words text-muted">
              {setting.lastChange
                ? `${formatDateTime(setting.lastChange.changedAt)} by ${setting.lastChange.changedBy}: ${shown(
                    setting.lastChange.oldValue,
                  )} → ${shown(setting.lastChange.newValue)}`
                : 'Never changed'}
            </dd>
          </dl>
          <div className="flex flex-wrap gap-2">
            <Button variant="primary" onClick={() => save(draft)} disabled={!changed || update.isPending}>
              Save
            </Button>
            <Button variant="outline" onClick={cancel} disabled={!changed || update.isPending}>
              Cancel
            </Button>
            <Button
              variant="outline"
              onClick={() => save(setting.defaultValue ?? '')}
              disabled={atDefault || setting.isProtected || update.isPending}
            >
              Reset to default
            </Button>
            {setting.isSystem ? null : (
              <Button variant="outline" onClick={() => setConfirming(true)} className="sm:ml-auto">
                <Trash2 aria-hidden="true" className="size-4" />
                Delete
              </Button>
            )}
          </div>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmDelete}
        busy={remove.isPending}
        title="Delete this setting?"
        description={`${setting.key} will be deleted. This cannot be undone.`}
      />
    </li>
  );
}
