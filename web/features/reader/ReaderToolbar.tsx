import { Link } from '../../app/routing';
import { Switch } from '../../ui/Switch';
import { VersionSelect } from '../search/VersionSelect';
import { PassagePicker } from './PassagePicker';
import { readerUrl, versionChange, type ReaderState, type ReaderView } from './readerUrl';

interface ReaderToolbarProps {
  state: ReaderState;
  current: string;
  onChange: (change: Partial<ReaderState>) => void;
}

const VIEWS: { view: ReaderView; label: string }[] = [
  { view: 'read', label: 'Read' },
  { view: 'parallel', label: 'Parallel' },
  { view: 'interlinear', label: 'Interlinear' },
];

/** Passage, version, view (read, parallel, interlinear) and Strong's numbers; all of it lives in the URL. */
export function ReaderToolbar({ state, current, onChange }: ReaderToolbarProps) {
  return (
    <div className="grid gap-4 rounded-xl border border-parchment-dark bg-white p-4 shadow-sm sm:grid-cols-[auto_minmax(0,16rem)] sm:items-end">
      <div className="grid gap-1.5">
        <span className="text-sm font-medium text-ink">Passage</span>
        <PassagePicker state={state} current={current} />
      </div>
      <VersionSelect
        value={state.version}
        includeAll={false}
        onValueChange={(version) => onChange({ ...versionChange(version), verse: undefined })}
      />
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3 sm:col-span-2">
        <div
          role="group"
          aria-label="View"
          className="inline-flex overflow-hidden rounded-md border border-brand-700"
        >
          {VIEWS.map(({ view, label }) => (
            <Link
              key={view}
              to={readerUrl({ ...state, view })}
              aria-current={state.view === view ? 'true' : undefined}
              className={`min-h-10 px-4 py-2 text-sm font-semibold ${
                state.view === view ? 'bg-brand-700 text-white' : 'bg-white text-brand-700 hover:bg-brand-50'
              }`}
            >
              {label}
            </Link>
          ))}
        </div>
        <Switch
          label="Strong's numbers"
          checked={state.strongs}
          onCheckedChange={(strongs) => onChange({ strongs })}
        />
      </div>
    </div>
  );
}
