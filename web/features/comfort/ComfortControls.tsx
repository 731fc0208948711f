import { CloudDownload, Type } from 'lucide-react';
import { Link } from '../../app/routing';
import { useEffect, useId, useRef, useState } from 'react';
import { Switch } from '../../ui/Switch';
import {
  applyComfort,
  readComfort,
  TEXT_SIZE_LABELS,
  TEXT_SIZES,
  type ComfortSettings,
} from './comfortSettings';

/** The "Display" button of the header's study row: text size and dark theme, remembered on this device. */
export function ComfortControls() {
  const [open, setOpen] = useState(false);
  const [settings, setSettings] = useState<ComfortSettings>(readComfort);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  function change(update: Partial<ComfortSettings>) {
    const next = { ...settings, ...update };
    setSettings(next);
    applyComfort(next);
  }

  useEffect(() => {
    if (!open) return;
    function closeOutside(event: PointerEvent) {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  return (
    <div
      ref={wrapper}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          toggle.current?.focus();
        }
      }}
    >
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-9 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-white hover:bg-white/10"
      >
        <Type aria-hidden="true" className="size-4" />
        <span className="sr-only sm:not-sr-only">Display</span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        role="group"
        aria-label="Display settings"
        className="absolute right-0 z-40 mt-1 w-72 rounded-lg border border-parchment-dark bg-white p-4 text-ink shadow-lg"
      >
        <fieldset>
          <legend className="text-sm font-semibold text-ink">Text size</legend>
          <div className="mt-2 grid grid-cols-4 gap-1">
            {TEXT_SIZES.map((size) => (
              <button
                key={size}
                type="button"
                aria-pressed={settings.textSize === size}
                onClick={() => change({ textSize: size })}
                className={`min-h-10 rounded-md border px-1 text-sm font-medium ${
                  settings.textSize === size
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-gray-400 bg-white text-ink hover:bg-brand-50'
                }`}
              >
                {TEXT_SIZE_LABELS[size]}
              </button>
            ))}
          </div>
        </fieldset>
        <div className="mt-4">
          <Switch
            label="Dark theme"
            checked={settings.theme === 'dark'}
            onCheckedChange={(dark) => change({ theme: dark ? 'dark' : 'light' })}
          />
        </div>
        <p className="mt-3 text-xs text-muted">Remembered on this device.</p>
        <Link
          to="/offline"
          onClick={() => setOpen(false)}
          className="mt-3 flex min-h-10 items-center gap-2 rounded-md border border-gray-400 px-3 text-sm font-medium text-ink hover:bg-brand-50"
        >
          <CloudDownload aria-hidden="true" className="size-4" />
          Offline: keep versions on this device
        </Link>
      </div>
    </div>
  );
}
